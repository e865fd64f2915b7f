/*
 * AI chat about one meeting or many (spec section 7, Chat). The history is a plain GET; a question is answered
 * as a stream of NDJSON lines (`chatStreamEventSchema`), each handed to `onEvent` as soon as it arrives, so the
 * answer shows while it is produced; aborting the signal stops it.
 */
import { http, HttpError, type HttpClient } from '../http.ts';
import { ndjsonLines } from '../ndjson.ts';
import {
  chatHistorySchema,
  chatStreamEventSchema,
  type ChatMessage,
  type ChatMessageBody,
  type ChatStreamEvent,
  type ChatWithContextsBody,
} from '../../api-contract/chat.ts';

type Options = { signal?: AbortSignal };

/** A question about the chat's meeting, or (with contextMeetingIds) about the meetings picked. */
export type ChatQuestion = { content: string; contextMeetingIds?: string[] | null };

const chatPath = (meetingId: string, ...rest: string[]) =>
  ['meeting-chat', encodeURIComponent(meetingId), ...rest].join('/');

function parseEvent(line: string): ChatStreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new HttpError('PARSING_ERROR', 'An answer line is not JSON', { cause: error });
  }
  const parsed = chatStreamEventSchema.safeParse(value);
  if (!parsed.success)
    throw new HttpError('PARSING_ERROR', 'Unexpected answer line', { cause: parsed.error });
  return parsed.data;
}

export function createChatClient(client: HttpClient) {
  return {
    /** The caller's conversation about a meeting, oldest first. */
    history: (meetingId: string, { signal }: Options = {}): Promise<ChatMessage[]> =>
      client.getJson(chatPath(meetingId), chatHistorySchema, { signal }),

    /**
     * Asks and reads the answer line by line; resolves with the stored answer (complete or failed). A stream
     * that ends before its answer, or a line that is not an event, rejects as a PARSING_ERROR.
     */
    async ask(
      meetingId: string,
      question: ChatQuestion,
      { signal, onEvent }: Options & { onEvent: (event: ChatStreamEvent) => void },
    ): Promise<ChatMessage> {
      const contexts = question.contextMeetingIds;
      const response = contexts
        ? await client.stream(
            'POST',
            chatPath(meetingId, 'message', 'with-contexts'),
            { content: question.content, contextMeetingIds: contexts } satisfies ChatWithContextsBody,
            { signal },
          )
        : await client.stream(
            'POST',
            chatPath(meetingId, 'message'),
            { content: question.content } satisfies ChatMessageBody,
            { signal },
          );
      for await (const line of ndjsonLines(response.body, signal)) {
        const event = parseEvent(line);
        onEvent(event);
        if (event.type === 'answer') return event.message;
      }
      throw new HttpError('PARSING_ERROR', 'The answer stream ended before its answer');
    },
  };
}

const chat = createChatClient(http);

export const fetchChatHistory = chat.history;
export const askChat = chat.ask;
