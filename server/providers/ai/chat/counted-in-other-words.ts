import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ScoredSegment } from '../retrieval.ts';
import { allNumbers, numberTokens } from '../signals/numbers.ts';
import { contentStems, normalize, sentences } from '../text.ts';
import { withoutOpeners } from '../writing/fillers.ts';
import { countedNoun, statesCount } from './answer-type.ts';

/**
 * "Quantos veículos a frota tem?" where nobody said "veículos": the thing is counted in another word
 * ("trinta e dois caminhões", "nove veterinários") or in the reply to a question that said it ("Quantas lojas
 * vocês têm?" / "Dezesseis."), so every line that counts something is a candidate, weighing what a word of
 * the question would, and the question's other words pick among them.
 */
export function withCounts(
  question: string,
  segments: TranscriptSegment[],
  /** What counting something weighs: what one of the question's words would (a passage's least score). */
  countWeight: number,
  ranked: ScoredSegment[],
) {
  if (countedNoun(question) === undefined) return ranked;
  const inOtherWords = countedInOtherWords(question, segments);
  const scores = new Map(ranked.map(({ segment, score }) => [segment, score]));
  segments.forEach((segment, index) => {
    if (segment.text.trim().endsWith('?')) return;
    const reply = repliesWithCount(segment, segments[index - 1]);
    const score = scores.get(segment);
    // The reply to "Quantas...?" is the count itself: a line naming the thing beside another number is not.
    if (reply && score !== undefined) scores.set(segment, score * countReplyBoost);
    if (inOtherWords && countsSomething(segment, segments))
      scores.set(segment, (scores.get(segment) ?? 0) + countWeight);
  });
  return [...scores]
    .map(([segment, score]) => ({ segment, score }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/** A line that counts something: a number and what it counts, or a number in reply to "Quantos...?". */
export function countsSomething(segment: TranscriptSegment, segments: TranscriptSegment[]): boolean {
  const index = segments.indexOf(segment);
  return (
    !segment.text.trim().endsWith('?') &&
    (statesCount(segment.text) || repliesWithCount(segment, segments[index - 1]))
  );
}

/** A reply this short to "Quantos...?" that says a number is the count, whatever it opens on. */
const shortReply = 6;

/** A line answering "Quantos...?" with a bare number weighs this many times what its words do. */
const countReplyBoost = 1.5;

/** A "Quantos...?" whose counted noun nobody said in the meeting. */
export function countedInOtherWords(question: string, segments: TranscriptSegment[]): boolean {
  const noun = countedNoun(question);
  if (!noun) return false;
  const stem = contentStems(noun)[0] ?? noun;
  return !segments.some((segment) => contentStems(segment.text).includes(stem));
}

/** Words a count may open on before its number: "São dezesseis.", "Hoje são onze, ao todo.". */
const countFiller =
  /^(?:sao|e|temos|tem|hoje|atualmente|agora|uns|umas|cerca|de|mais|menos|ou|quase|ao|todo|no|total|somando|contando|tudo|olha|ah|acho|que|la|por|volta|exatamente|so|aproximadamente)$/;

/** The sentence's words, which of them say a number, and whether only fillers come before the first. */
function numbersOf(sentence: string) {
  const tokens = numberTokens(normalize(sentence));
  const numbers = allNumbers(tokens);
  const inNumbers = (index: number) => numbers.some(({ start, end }) => index >= start && index < end);
  const opens =
    numbers.length > 0 && tokens.slice(0, numbers[0]!.start).every((token) => countFiller.test(token));
  return { tokens, inNumbers, opens, says: numbers.length > 0 };
}

/**
 * "Dezesseis.", "São onze, ao todo.": a sentence that says a number and nothing else. Said in reply to
 * "Quantas lojas vocês têm?", it counts what the question counted; the breakdown after it ("Dez próprias e
 * seis franqueadas") is its parts, not the total.
 */
export function saysBareNumber(sentence: string): boolean {
  const { tokens, inNumbers, opens } = numbersOf(sentence);
  return opens && tokens.every((token, index) => inNumbers(index) || countFiller.test(token));
}

/** The line's first sentence that says something beyond a "Sim." or an "Olha.". */
export const openingOf = (text: string) =>
  sentences(text).find((sentence) => withoutOpeners(sentence).replace(/[\s.,!?…]+/g, '') !== '');

/**
 * A line opening on a number in reply to another speaker's "Quantos...?" ("Dezesseis.", "São vinte no
 * total, doze aqui e oito lá."), or on a bare number in reply to any question of theirs ("Vocês têm frota
 * própria?" / "Sim. Nove."): the count asked for, whatever word it leaves out.
 */
export function repliesWithCount(segment: TranscriptSegment, previous: TranscriptSegment | undefined) {
  const first = openingOf(segment.text);
  if (!previous || previous.speaker === segment.speaker || !first || !previous.text.includes('?'))
    return false;
  if (!/\bquant[oa]s\b/.test(normalize(previous.text))) return saysBareNumber(first);
  // "Do banco são 110.": a short reply may say what its number counts before it.
  return numbersOf(first).opens || (first.split(/\s+/).length <= shortReply && numbersOf(first).says);
}
