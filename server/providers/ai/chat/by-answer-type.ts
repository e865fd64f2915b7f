import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import type { ScoredSegment } from '../retrieval.ts';
import type { AnswerType } from './answer-type.ts';
import { statesAnswerType, withAnsweringReplies } from './answer-by-form.ts';

/**
 * A line saying something of the kind the question asks for (a number for "Quantos...?", a name for "Quem...?")
 * weighs this much more: among lines sharing the question's words, it is likelier the answer.
 */
const answerTypeBoost = 1.8;
/** A line of the other side than the one a question asks about weighs this share of its score. */
const otherSideShare = 0.4;
/** Lines that say what the question's kind of answer is (a number, a date, a name) first among equals. */
export function byAnswerType(
  type: AnswerType | undefined,
  onSide: (segment: TranscriptSegment) => boolean,
  segments: TranscriptSegment[],
  ranked: ScoredSegment[],
): ScoredSegment[] {
  if (!type) return ranked;
  return withAnsweringReplies(type, segments, ranked)
    .map(({ segment, score }) => ({
      segment,
      // A question asks; the reply answers, so a line that is only a question keeps its score. A line of the
      // other side than the question asks about ("o vendedor ofereceu" is not what the client pays) is less
      // likely the answer than any.
      score: !onSide(segment)
        ? score * otherSideShare
        : statesAnswerType(type, segment)
          ? score * answerTypeBoost
          : score,
    }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
