import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

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
