/** Numbers said in pt-BR, in words ("seis mil e quatrocentos") or digits ("10.000", "2,5"). */

const wordValues: Record<string, number> = {
  zero: 0,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};
const multipliers: Record<string, number> = { mil: 1_000, milhao: 1_000_000, milhoes: 1_000_000 };

/** Lower-case, accent-free tokens: words, digit groups ("10.000", "2,5"), "r$" and "%". */
export function numberTokens(normalizedText: string): string[] {
  return normalizedText.match(/r\$|\d+(?:[.,]\d+)*|%|[a-z]+/g) ?? [];
}

const isDigits = (token: string) => /^\d/.test(token);
const startsNumber = (token: string | undefined) =>
  token !== undefined && (isDigits(token) || token in wordValues || token in multipliers);

/** "10.000" → 10000 and "2.000,50" → 2000.5 (pt-BR groups thousands with dots), "2,5" → 2.5. */
function digitsValue(token: string): number {
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(token)) return Number(token.replaceAll('.', '').replace(',', '.'));
  return Number(token.replace(',', '.'));
}

export type NumberPhrase = { value: number; start: number; end: number };

/**
 * The number phrase starting at `start` ("vinte e dois mil", "25 mil", "dois e meio", "mil e duzentos"), or
 * undefined. `end` is the index after its last token. A lone "um"/"uma" is an article, not a number, and
 * "milhões" alone says no amount; "mil" alone is a thousand ("mil e duzentos" is 1,200, not 200).
 */
export function readNumber(tokens: string[], start: number): NumberPhrase | undefined {
  const first = tokens[start];
  if (!startsNumber(first) || (first !== 'mil' && (first as string) in multipliers)) return undefined;
  let total = 0;
  let group = 0;
  let index = start;
  let read = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (token === 'e' && read > 0) {
      const next = tokens[index + 1];
      if (next === 'meio' || next === 'meia') {
        group += 0.5;
        index += 2;
        continue;
      }
      if (!next || !(next in wordValues)) break;
      index += 1;
      continue;
    }
    if (isDigits(token)) {
      if (read > 0) break;
      group += digitsValue(token);
    } else if (token in wordValues) {
      group += wordValues[token]!;
    } else if (token in multipliers) {
      total += (group || 1) * multipliers[token]!;
      group = 0;
    } else break;
    read += 1;
    index += 1;
  }
  if (read === 1 && (tokens[start] === 'um' || tokens[start] === 'uma')) return undefined;
  return { value: total + group, start, end: index };
}

/** Every number phrase of the tokens, left to right. */
export function allNumbers(tokens: string[]): NumberPhrase[] {
  const found: NumberPhrase[] = [];
  for (let index = 0; index < tokens.length;) {
    const phrase = readNumber(tokens, index);
    if (phrase) {
      found.push(phrase);
      index = phrase.end;
    } else index += 1;
  }
  return found;
}
