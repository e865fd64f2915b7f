import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { momentOf } from './chat/format.ts';

/**
 * Tokens a text takes, estimated without the model's tokenizer (which the API does not expose): Portuguese
 * runs at about 3.5 to 4 characters a token on the usual tokenizers, and 3 leaves room for names and numbers.
 */
export const estimateTokens = (text: string) => Math.ceil(text.length / 3);

/** The window when the settings do not say: what small local models are usually started with. */
export const defaultContextTokens = 16_384;
/** Kept for the instructions, the questions and the model's reply; the transcript gets the rest. */
const reservedTokens = 3_000;

/** Tokens of transcript one request may carry. */
export const transcriptBudget = (contextTokens = defaultContextTokens) =>
  Math.max(1_000, contextTokens - reservedTokens);

/**
 * "[12] 03:07 Juliana Ferraz: ...": a line as the model reads it, numbered by its place in the whole
 * transcript, so a number the model cites names one real line whatever part of the call it was shown.
 */
export const numberedLine = (segment: TranscriptSegment, index: number) =>
  `[${index + 1}] ${momentOf(segment.startSeconds)} ${segment.speaker}: ${segment.text}`;

/** The lines shown, each with its number in the whole transcript, as one text. */
export function numberedTranscript(shown: ShownLine[]): string {
  const parts: string[] = [];
  shown.forEach((line, position) => {
    // A gap says the call went on in between: the model must not read two far lines as one exchange.
    if (position > 0 && line.index !== shown[position - 1]!.index + 1) parts.push('[…]');
    parts.push(numberedLine(line.segment, line.index));
  });
  return parts.join('\n');
}

/** A line handed to the model and its place in the whole transcript. */
export type ShownLine = { segment: TranscriptSegment; index: number };
