import type { ChatCitation } from '../../../../src/api-contract/chat.ts';
import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';

/** A meeting the question is about, with its finished transcript. */
export type ChatContextMeeting = {
  id: string;
  title: string;
  /** ISO instant; answers name the meeting by title and day. */
  startTime: string;
  segments: TranscriptSegment[];
};

/** An earlier turn of the conversation, for follow-up questions ("e o prazo?"). */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ChatRequest = {
  question: string;
  /** Oldest first, only the last few turns. */
  history: ChatTurn[];
  /** Newest first; never empty. */
  meetings: ChatContextMeeting[];
  /** Aborted when the person stops the answer: production stops and `pieces` ends early. */
  signal: AbortSignal;
};

/** What an answer says once it ended (completed or stopped): `[n]` in `content` is `citations[n - 1]`. */
export type ChatResult = { content: string; citations: ChatCitation[] };

export type ChatAnswer = {
  /** The answer's text in the order it is produced; together they make `result().content` (see below). */
  pieces: AsyncIterable<string>;
  /**
   * Read after `pieces` ended. The text produced with the passages it cites; a completed answer that cites
   * nothing is replaced by a plain "not found in the meetings", so the last word may differ from the pieces.
   */
  result(): ChatResult;
};

/** A failure the person is told about, in Portuguese (the AI service is down, answered an error, ...). */
export class ChatAiError extends Error {}

/**
 * What the chat asks of an AI: answer a question from the context meetings' transcripts only, citing every
 * claim's passage (meeting and moment), and saying plainly when the meetings do not answer it. The embedded
 * default composes the answer from retrieved passages; with AI_BASE_URL a model writes it from them.
 * `pieces` throws a ChatAiError (or any error) when the answer cannot be produced.
 */
export interface ChatAi {
  answer(request: ChatRequest): ChatAnswer;
}
