import { numberTokens, readNumber } from './numbers.ts';

const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const monthIndex = new Map(
  months.map((name, index) => [name.normalize('NFD').replace(/\p{Diacritic}/gu, ''), index]),
);
const monthPattern = [...monthIndex.keys()].join('|');

const weekdays: Record<string, string> = {
  segunda: 'segunda-feira',
  terca: 'terça-feira',
  quarta: 'quarta-feira',
  quinta: 'quinta-feira',
  sexta: 'sexta-feira',
  sabado: 'sábado',
  domingo: 'domingo',
};

/** Relative moments, as people say them and as they are written back. */
const relative: Array<[RegExp, string]> = [
  [/\b(?:inicio|comeco) do mes que vem\b|\b(?:inicio|comeco) do proximo mes\b/, 'início do próximo mês'],
  [/\b(?:fim|final) do mes que vem\b|\b(?:fim|final) do proximo mes\b/, 'fim do próximo mês'],
  [/\bsemana que (?:vem|entra)\b|\bproxima semana\b|\bna outra semana\b/, 'próxima semana'],
  [/\bmes que (?:vem|entra)\b|\bproximo mes\b/, 'próximo mês'],
  [/\b(?:fim|final) do mes\b/, 'fim do mês'],
  [/\b(?:fim|final) (?:do|deste|desse) ano\b/, 'fim do ano'],
  [/\bmeio do ano\b/, 'meio do ano'],
  [/\bano que vem\b|\bproximo ano\b/, 'próximo ano'],
  [/\bproximo trimestre\b/, 'próximo trimestre'],
  [/\bdepois de amanha\b/, 'depois de amanhã'],
  [/\b(?:fim|final) (?:da|desta|dessa) semana\b/, 'fim da semana'],
  [/\b(?:ainda )?(?:n)?(?:esta|essa) semana\b/, 'esta semana'],
  [/\bamanha\b/, 'amanhã'],
  [/\bainda hoje\b/, 'hoje'],
  // Later the same day: "até o fim do dia", "mais tarde", "logo mais", "daqui a pouco".
  [
    /\b(?:ate o|no) (?:fim|final) do dia\b|\bmais tarde\b|\blogo mais\b|\bdaqui a pouco\b|\bhoje (?:a tarde|a noite|de tarde|de noite)\b/,
    'hoje',
  ],
];

/** Nouns an ordinal counts ("segunda semana", "quinta parcela"): after them a weekday's name is an ordinal. */
const countedAfterOrdinal =
  '(?:semana|quinzena|vez|parte|fase|etapa|parcela|reuniao|rodada|versao|opcao|turma|unidade|loja|proposta|serie|ano|mes|dia)';

/**
 * Dates and deadlines said in a normalised sentence (lower case, no accents), each written back the same
 * way: "dia quinze" → "dia 15", "15 de março de 2026" → "2026-03-15", "até sexta" → "sexta-feira",
 * "semana que vem" → "próxima semana", "em trinta dias" → "em 30 dias", "em março" → "março".
 */
export function findDates(normalizedSentence: string): string[] {
  const found: string[] = [];
  const add = (value: string) => {
    if (!found.includes(value)) found.push(value);
  };
  const text = normalizedSentence;

  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/g)) {
    const [, day, month, year] = match;
    add(year ? iso(Number(year), Number(month) - 1, Number(day)) : `${pad(day!)}/${pad(month!)}`);
  }

  const tokens = numberTokens(text);
  /** Months already written with their day, so "dia 15 de março" is not also "março". */
  const monthsWithDay = new Set<number>();
  tokens.forEach((token, index) => {
    if (token !== 'dia') return;
    const day =
      tokens[index + 1] === 'primeiro' ? { value: 1, end: index + 2 } : readNumber(tokens, index + 1);
    if (!day || day.value < 1 || day.value > 31 || !Number.isInteger(day.value)) return;
    const monthNumber = tokens[day.end] === 'de' ? monthIndex.get(tokens[day.end + 1] ?? '') : undefined;
    if (monthNumber === undefined) return add(`dia ${day.value}`);
    monthsWithDay.add(monthNumber);
    const yearToken = tokens[day.end + 2] === 'de' ? tokens[day.end + 3] : undefined;
    if (yearToken && /^\d{4}$/.test(yearToken)) return add(iso(Number(yearToken), monthNumber, day.value));
    add(`${day.value} de ${months[monthNumber]}`);
  });

  const monthSaid = new RegExp(
    `\\b(?:em|ate|de|desde|a partir de|antes de|depois de|inicio de|final de|fim de) (${monthPattern})\\b`,
    'g',
  );
  for (const match of text.matchAll(monthSaid)) {
    const month = monthIndex.get(match[1]!)!;
    if (!monthsWithDay.has(month)) add(months[month]!);
  }

  // "Segunda", "quarta", "quinta" and "sexta" are ordinals too: "na segunda semana de janeiro" is no Monday.
  const weekdaySaid = new RegExp(
    `\\b(?:ate|na|no|pra|para|nesta|nessa|esta|essa|este|esse|proxima|proximo|toda|todo|ou|de) (segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira| feira|(?! ${countedAfterOrdinal}\\b))\\b|\\b(segunda|terca|quarta|quinta|sexta)-feira\\b`,
    'g',
  );
  for (const match of text.matchAll(weekdaySaid)) add(weekdays[(match[1] ?? match[2])!]!);
  // "Segunda que vem eu mando": the weekday said without a preposition, the next one.
  for (const match of text.matchAll(
    /\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira| feira)? que vem\b/g,
  ))
    add(weekdays[match[1]!]!);
  // "Passa quinta de manhã", "terça à tarde eu ligo": a weekday with the part of the day is a day ahead.
  for (const match of text.matchAll(
    /\b(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira| feira)? (?:de manha|pela manha|a tarde|de tarde|a noite|de noite|cedo|bem cedo|depois do almoco|na hora do almoco|logo cedo)\b/g,
  ))
    add(weekdays[match[1]!]!);

  for (const [pattern, value] of relative) if (pattern.test(text)) add(value);
  // "fim do mês que vem" also matches "fim do mês" and "mês que vem": keep the longest reading.
  if (found.includes('fim do próximo mês')) removeAll(found, ['fim do mês', 'próximo mês']);
  if (found.includes('início do próximo mês')) removeAll(found, ['próximo mês']);
  if (found.includes('depois de amanhã')) removeAll(found, ['amanhã']);
  if (found.includes('fim da semana')) removeAll(found, ['esta semana']);

  // "em trinta dias", "temos noventa dias", "daqui a duas semanas", "dentro de dez dias", "no prazo de uma
  // semana", "em no máximo quinze dias": a deadline counted from the call, however it is introduced.
  tokens.forEach((_token, index) => {
    const lead = countedLead(tokens, index);
    if (lead === undefined) return;
    const start = tokens[lead] === 'no' && tokens[lead + 1] === 'maximo' ? lead + 2 : lead;
    const one = tokens[start] === 'um' || tokens[start] === 'uma';
    const amount = one ? { value: 1, end: start + 1 } : readNumber(tokens, start);
    const unit = amount ? tokens[amount.end] : undefined;
    if (!amount || !unit || !/^(?:dias?|semanas?|mes|meses)$/.test(unit)) return;
    add(`em ${amount.value} ${unit === 'mes' ? 'mês' : unit}`);
  });
  // "Quarta eu te mando", "sexta a gente fecha": a weekday opening the sentence, before who does it.
  const opening =
    /^(?:e |entao |ai )?(segunda|terca|quarta|quinta|sexta|sabado)(?:-feira| feira)?,? (?:eu|a gente|nos|te|lhe|voce|voces|ja)\b/.exec(
      text,
    );
  if (opening) add(weekdays[opening[1]!]!);
  for (const [pattern, value] of periods) if (pattern.test(text)) add(value);
  return found;
}

/** Where the count after a deadline's lead starts: "em", "até", "temos", "daqui a", "dentro de", "prazo de". */
function countedLead(tokens: string[], index: number): number | undefined {
  const token = tokens[index];
  if (token === 'em' || token === 'ate' || token === 'temos') return index + 1;
  const next = tokens[index + 1];
  if (token === 'daqui' && next === 'a') return index + 2;
  if ((token === 'dentro' || token === 'prazo') && next === 'de') return index + 2;
  return undefined;
}

/** Parts of the year and the week said as a deadline: "até o fim do trimestre", "no segundo semestre". */
const periods: Array<[RegExp, string]> = [
  [/\b(?:fim|final) do (?:trimestre|tri)\b/, 'fim do trimestre'],
  // "Até o fim de semana" is a deadline; "no fim de semana" is when something happens, not by when.
  [/\bate o (?:fim|final) de semana\b/, 'fim da semana'],
  [/\bmeio da semana\b/, 'meio da semana'],
];

function removeAll(list: string[], values: string[]) {
  for (const value of values) {
    const index = list.indexOf(value);
    if (index >= 0) list.splice(index, 1);
  }
}

const pad = (value: string | number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
