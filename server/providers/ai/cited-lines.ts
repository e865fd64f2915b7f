import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { ShownLine } from './model-context.ts';

/**
 * Checks the lines a model's claims cite against the lines it was shown. A claim that cites no line, or a
 * line that does not exist or was not shown, is dropped: an invented citation makes the whole claim suspect.
 * What was dropped is counted and logged, so an operator sees how often a model invents.
 */
export function citationCheck(shown: ShownLine[], what: string, model: string) {
  const byNumber = new Map(shown.map((line) => [line.index + 1, line.segment]));
  let dropped = 0;
  return {
    /** The cited segments in the order they were said, or undefined when the claim must be dropped. */
    cited(numbers: readonly number[]): TranscriptSegment[] | undefined {
      const unique = [...new Set(numbers)];
      const segments = unique.flatMap((number) => byNumber.get(number) ?? []);
      if (segments.length === 0 || segments.length < unique.length) {
        dropped += 1;
        return undefined;
      }
      return segments.sort((a, b) => a.startSeconds - b.startSeconds);
    },
    /** How many claims were dropped so far; logged once per reply. */
    report(): number {
      if (dropped > 0)
        console.warn(`[ai] dropped ${dropped} ${what} from ${model}: cited no line of the transcript`);
      return dropped;
    },
  };
}
