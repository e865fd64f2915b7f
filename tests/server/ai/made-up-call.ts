import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';

/**
 * A made-up call's lines as transcript segments (ids "s<n>", five seconds apart), for the tests that show a
 * class of phrasing on businesses unlike the labelled calls'.
 */
export const madeUpCall = (...lines: Array<[speaker: string, text: string]>): TranscriptSegment[] =>
  lines.map(([speaker, text], index) => ({
    id: `s${index}`,
    speaker,
    startSeconds: index * 5,
    endSeconds: index * 5 + 4,
    text,
  }));

/** The lines cited for each template question, asked together as the meeting page asks them. */
export async function citedForTemplate(
  segments: TranscriptSegment[],
  questions: string[],
): Promise<string[][]> {
  const drafts = await createExtractiveAi().answerQuestions(
    questions.map((text, index) => ({ id: String(index), text })),
    segments,
  );
  return drafts.map((draft) => draft.sources.map((source) => source.segmentId));
}
