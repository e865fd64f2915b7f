import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { allNumbers, numberTokens } from '../signals/numbers.ts';
import { ownStems, type ScoredSegment } from '../retrieval.ts';
import { contentStems, normalize, sentences } from '../text.ts';

/**
 * "Qual a maior fila já registrada?", "Qual o recorde de pedidos num dia?": a question about a record. A call
 * says one by how it happened ("teve um dia que chegou a trezentos caminhões", "no pior mês bateu noventa
 * toneladas"), seldom with the question's superlative, so a line that tells of a peak and says a number is
 * likelier the answer than one that only shares the question's words.
 */

/** A superlative of quantity ("a maior", "o mais alto", "o recorde"), on accent-free lower case. */
const superlative = /\b(?:maior(?:es)?|menor(?:es)?|mais alt[oa]s?|mais baix[oa]s?|recordes?|maxim[oa]s?)\b/;
/** What makes a superlative a record rather than a comparison: ever, so far, on record. */
const ever = /\b(?:ja|ate hoje|ate agora|registrad\w*|recordes?|de todos os tempos|da historia)\b/;

export const asksRecord = (plain: string) => superlative.test(plain) && ever.test(plain);

/** How a call tells of a peak: "chegou a", "bateu", "o pior mês", "teve um dia que", "recorde". */
const peak =
  /\b(?:recorde|pico|o pior|a pior|no pior|na pior|o maior|a maior|chegou a|chegaram a|chegamos a|chegou em|bateu|bateram|batemos|teve (?:um|uma) (?:dia|mes|semana|ano|vez|epoca)|ja teve|ja tivemos|nunca passou|no maximo|ate (?:uns|umas))\b/;

/** True when a sentence tells of a peak and says how much. */
export function saysRecord(sentence: string): boolean {
  const plain = normalize(sentence);
  return peak.test(plain) && allNumbers(numberTokens(plain)).length > 0;
}

/** A stem this short is a prefix of unrelated words: it has no family. */
const familyStemLength = 4;

/**
 * True when a record question's subject is said in the meeting, by a word of the question or of its family
 * ("produção" / "produzimos"), not only by a subject of the thesaurus: "Qual a maior multa já paga?" on a call
 * that speaks of no fine is not answered by its largest price, though "paga" is a word of price.
 */
export function recordSubjectSaid(question: string, segments: TranscriptSegment[]): boolean {
  const said = new Set(segments.flatMap(({ text }) => contentStems(text)));
  const related = (stem: string) =>
    said.has(stem) ||
    (stem.length >= familyStemLength &&
      [...said].some(
        (other) => other.length >= familyStemLength && (other.startsWith(stem) || stem.startsWith(other)),
      ));
  return ownStems(question).some(related);
}

/** A line telling of a peak weighs this many times its words' score when a record is asked for. */
const recordBoost = 1.6;
/** A line saying no number at all weighs this share: a record is how much, and it says none. */
const noNumberShare = 0.5;

/**
 * The ranked lines with those that tell of a peak and say a number first among equals; such a line nobody's
 * words reached still weighs what one word of the question would (`floor`), as a count in other words does.
 */
export function byRecord(
  asked: string,
  segments: TranscriptSegment[],
  floor: number,
  ranked: ScoredSegment[],
): ScoredSegment[] {
  if (!asksRecord(normalize(asked))) return ranked;
  const scores = new Map(ranked.map(({ segment, score }) => [segment, score]));
  for (const segment of segments) {
    const tells = sentences(segment.text).some((sentence) => !sentence.endsWith('?') && saysRecord(sentence));
    const score = scores.get(segment);
    if (tells) scores.set(segment, Math.max(floor, (score ?? 0) * recordBoost));
    else if (score !== undefined && allNumbers(numberTokens(normalize(segment.text))).length === 0)
      scores.set(segment, score * noNumberShare);
  }
  return [...scores]
    .map(([segment, score]) => ({ segment, score }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
