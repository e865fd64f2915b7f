import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ScoredSegment } from '../retrieval.ts';
import { contentStems } from '../text.ts';
import { countedNoun, statesCount } from './answer-type.ts';

/**
 * "Quantos veículos a frota tem?" where nobody said "veículos": the thing is counted in another word
 * ("trinta e dois caminhões", "nove veterinários"), so every line that counts something is a candidate,
 * weighing what a word of the question would, and the question's other words pick among them.
 */
export function withCounts(
  question: string,
  segments: TranscriptSegment[],
  /** What counting something weighs: what one of the question's words would (a passage's least score). */
  countWeight: number,
  ranked: ScoredSegment[],
) {
  if (!countedInOtherWords(question, segments)) return ranked;
  const scores = new Map(ranked.map(({ segment, score }) => [segment, score]));
  for (const segment of segments)
    if (!segment.text.trim().endsWith('?') && statesCount(segment.text))
      scores.set(segment, (scores.get(segment) ?? 0) + countWeight);
  return [...scores]
    .map(([segment, score]) => ({ segment, score }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/** A "Quantos...?" whose counted noun nobody said in the meeting. */
export function countedInOtherWords(question: string, segments: TranscriptSegment[]): boolean {
  const noun = countedNoun(question);
  if (!noun) return false;
  const stem = contentStems(noun)[0] ?? noun;
  return !segments.some((segment) => contentStems(segment.text).includes(stem));
}
