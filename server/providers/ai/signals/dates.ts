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

  const weekdaySaid =
    /\b(?:ate|na|no|pra|para|nesta|nessa|esta|essa|este|esse|proxima|proximo|toda|todo|ou|de) (segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:-feira| feira)?\b|\b(segunda|terca|quarta|quinta|sexta)-feira\b/g;
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

  // "em trinta dias", "temos noventa dias", "daqui a duas semanas": a deadline counted from the call.
  tokens.forEach((token, index) => {
    const daqui = token === 'daqui' && tokens[index + 1] === 'a';
    if (token !== 'em' && token !== 'ate' && token !== 'temos' && !daqui) return;
    const amount = readNumber(tokens, index + (daqui ? 2 : 1));
    const unit = amount ? tokens[amount.end] : undefined;
    if (!amount || !unit || !/^(dias|semanas|meses)$/.test(unit)) return;
    add(`em ${amount.value} ${unit}`);
  });
  return found;
}

function removeAll(list: string[], values: string[]) {
  for (const value of values) {
    const index = list.indexOf(value);
    if (index >= 0) list.splice(index, 1);
  }
}

const pad = (value: string | number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
