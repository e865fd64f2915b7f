import { allNumbers, numberTokens } from './numbers.ts';

/** Words that make a bare "vinte mil" money: the sentence is about price, budget or cost. */
const moneyContext =
  /\b(custo|custa|custam|preco|investimento|orcamento|verba|licenca|implantacao|multas?|contrato|pagar|pagamos|paga|proposta|desconto|valor|mensalidade|dinheiro|projeto de|acima de|abaixo de|fica em|ficaria em|chegar em|da uns|da umas)\b/;

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

export type FoundAmount = { value: string };

/**
 * Money and percentages said in a sentence (already normalised: lower case, no accents), with a written
 * value: "dez mil reais por mês" → "R$ 10.000,00/mês", "uns 30 por cento" → "30%". A bare number is money
 * only when it has thousands and the sentence talks about price, so "mil e cem estações" is not.
 */
export function findAmounts(normalizedSentence: string): FoundAmount[] {
  const tokens = numberTokens(normalizedSentence);
  const found: FoundAmount[] = [];
  for (const phrase of allNumbers(tokens)) {
    const after = tokens.slice(phrase.end, phrase.end + 6);
    const before = tokens[phrase.start - 1];
    if (after[0] === '%' || (after[0] === 'por' && after[1] === 'cento')) {
      found.push({ value: `${decimal.format(phrase.value)}%` });
      continue;
    }
    const saysCurrency = before === 'r$' || after[0] === 'reais' || after[0] === 'real';
    // "uns 15 mil por ano": thousands with a period are a price too.
    const bareMoney =
      phrase.value >= 1000 &&
      (moneyContext.test(normalizedSentence) || period(after) !== '') &&
      !countsThings(after[0]);
    if (!saysCurrency && !bareMoney) continue;
    found.push({ value: `${currency.format(phrase.value).replace(/\s/g, ' ')}${period(after)}` });
  }
  return found;
}

/** "mil e cem estações", "trezentos mil colaboradores": a plural noun right after counts things, not money. */
function countsThings(next: string | undefined): boolean {
  return next !== undefined && next !== 'reais' && next.length > 3 && next.endsWith('s');
}

/** "por mês", "ao mês", "no ano" within the few words after the amount. */
function period(after: string[]): string {
  const text = after.join(' ');
  if (/\b(por|ao|no|cada) mes\b|\bmensa(l|is)\b/.test(text)) return '/mês';
  if (/\b(por|ao|no|cada) ano\b|\banua(l|is)\b/.test(text)) return '/ano';
  return '';
}
