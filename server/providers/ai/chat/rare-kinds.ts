import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ScoredSegment } from '../retrieval.ts';
import type { AnswerType } from './answer-type.ts';
import { statesAnswerType } from './answer-by-form.ts';

/**
 * The ranked lines with every line saying the rare kind asked for weighing, beside its words, what one word
 * of the question would (`weight`): "Que porcentagem das entregas dá problema?" is answered by "Três em cada
 * dez pedidos voltam", and "Em quanto tempo fica pronta?" by "Três, quatro dias úteis", which share no word
 * with them; a call says few shares and lengths of time, so the kind singles the line out.
 */
export function withRareKind(
  type: AnswerType | undefined,
  segments: TranscriptSegment[],
  weight: number,
  ranked: ScoredSegment[],
): ScoredSegment[] {
  if (type !== 'share' && type !== 'duration') return ranked;
  const scores = new Map(ranked.map(({ segment, score }) => [segment, score]));
  for (const segment of segments)
    if (statesAnswerType(type, segment)) scores.set(segment, (scores.get(segment) ?? 0) + weight);
  return [...scores]
    .map(([segment, score]) => ({ segment, score }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
