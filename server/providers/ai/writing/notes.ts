import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { contentStems, sentences } from '../text.ts';
import { thesaurus } from '../thesaurus.ts';
import { introducesSelf, saysNothing } from './fillers.ts';
import { reportedClause } from './reported-speech.ts';
import { personName } from './speaker-names.ts';

/** A sentence this short ("Visibilidade.", "Umas três horas, todo dia.") is an answer to the question before it. */
const fragmentWords = 5;
/** A concern this short ("Não sei se funciona pra gente.") gives its reason in the sentence before. */
const shortConcern = 7;
/** A sentence opening on what was just said ("Se passar disso", "Isso já resolveria") needs the one before it. */
const leansBack =
  /^(?:mas |e )?(?:se |isso|disso|nisso|esse|essa|este|esta|aí|então|por isso|fica\b|ele |ela |eles |elas )/i;

/** What a sentence saying the kind of answer asked for (a number for "Quantos...?") weighs beside its words. */
const answerKindWeight = 2;

/**
 * The sentences of a line that say most about `stems` (what a question asks), as said: the best one, with
 * the sentence before it when it leans on it, and questions left out unless the line is nothing else.
 * `saysAnswerKind`, when the question asks for a kind of answer, tells the sentences that say one.
 */
export function relevantSentences(
  segment: TranscriptSegment,
  stems: ReadonlyMap<string, number>,
  saysAnswerKind?: (sentence: string) => boolean,
): string[] {
  const said = sentences(segment.text);
  const statements = said.filter((sentence) => !sentence.trim().endsWith('?') && !saysNothing(sentence));
  const pool = statements.length > 0 ? statements : said;
  if (pool.length <= 1) return pool;
  // A self-introduction ("Aqui é a Denise, da Padaria Trigo Bom.") answers who is speaking, and only that: of
  // sentences saying as much about the question, it is the last one chosen.
  const score = (sentence: string) =>
    contentStems(sentence).reduce((sum, stem) => sum + (stems.get(stem) ?? 0), 0) +
    (saysAnswerKind?.(sentence) ? answerKindWeight : 0) -
    (introducesSelf(sentence) ? 0.5 : 0);
  let best = 0;
  pool.forEach((sentence, index) => {
    if (score(sentence) > score(pool[best]!)) best = index;
  });
  const chosen = [pool[best]!];
  const before = pool[best - 1];
  if (before && (leansBack.test(pool[best]!) || words(pool[best]!) <= fragmentWords)) chosen.unshift(before);
  // "Eu diria sessenta por cento. O diretor está convencido...": a short opening is the reply itself.
  if (best > 0 && chosen[0] !== pool[0] && words(pool[0]!) <= fragmentWords) chosen.unshift(pool[0]!);
  const after = pool[best + 1];
  if (after && words(pool[best]!) <= fragmentWords && chosen.length === 1) chosen.push(after);
  return chosen;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * What someone said, as a note in the third person: "Juliana disse que têm uma verba aprovada de até oito
 * mil reais por mês". A short reply is told with what it replies to when that was a question ("Patrícia
 * respondeu que umas três horas, todo dia" would not read): "Patrícia respondeu: umas três horas, todo dia".
 */
export function noteOf(speaker: string, said: string[]): string {
  const name = personName(speaker);
  const clauses = said
    .map((sentence) => reportedClause(sentence, name))
    .filter((clause) => clause.length > 0);
  if (clauses.length === 0) return `${name} não acrescentou nada.`;
  const [first, ...rest] = clauses;
  const opening = isFragment(first!) ? `${name} respondeu: ${first}` : `${name} disse que ${first}`;
  return `${[opening, ...rest].join('; ')}.`.replace(/\?\./g, '?');
}

/** The sentence as said in its line, with the one before it when it leans on it ("Se passar disso, ..."). */
export function inContext(segment: TranscriptSegment, sentence: string): string[] {
  const said = sentences(segment.text);
  const index = said.findIndex((candidate) => sentence.startsWith(candidate));
  const before = index > 0 ? said[index - 1] : undefined;
  // "O sinal é ruim em metade da área. Não sei se funciona pra gente.": a short concern says why just before.
  const leans = leansBack.test(sentence) || words(sentence) <= shortConcern;
  return before && leans && !before.trim().endsWith('?') ? [before, sentence] : [sentence];
}

/** The weight `askedStems` gives the question's own words; their thesaurus subjects weigh 1. */
export const ownStemWeight = 2;

/**
 * The stems a question asks about, for `relevantSentences`: its own words weigh more than the words of the
 * same sales subject (the thesaurus), so "O problema é que..." answers "Quais problemas?" before "planilha".
 */
export function askedStems(question: string): Map<string, number> {
  const weights = new Map<string, number>();
  const own = contentStems(question);
  for (const stem of own) for (const related of thesaurus.get(stem) ?? []) weights.set(related, 1);
  for (const stem of own) weights.set(stem, ownStemWeight);
  return weights;
}

/** A clause that opens on a verb, a pronoun or a negation is a statement; else a short one is a bare reply. */
const opensStatement =
  /^(?:é|são|está|estão|foi|foram|era|tem|têm|vai|vão|não|já|ele|ela|eles|elas|isso|se|quem|\p{L}+(?:am|em|ou|ava|avam|ia|iam))(?=[\s,;:]|$)/iu;

/** A reply opening on an amount ("uns dois mil e quinhentos reais", "quase trinta por cento"): a fragment when short. */
const opensAmount =
  /^(?:uns|umas|um|uma|cerca de|mais ou menos|quase|perto de|coisa de|em torno de|por volta de|até|r\$|\d|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|mil)\b/iu;
const amountFragmentWords = 8;

function isFragment(clause: string): boolean {
  if (opensStatement.test(clause)) return false;
  return words(clause) <= fragmentWords || (opensAmount.test(clause) && words(clause) <= amountFragmentWords);
}
