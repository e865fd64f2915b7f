import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { askChat, fetchChatHistory } from '../../../services/chat/chat.ts';
import type { ChatMessage } from '../../../api-contract/chat.ts';

/** What the answer's stream tells the chat, one event per NDJSON line (and one if it breaks). */
export type ChatStreamReport =
  | { type: 'chat.question'; message: ChatMessage }
  | { type: 'chat.delta'; text: string }
  | { type: 'chat.answer'; message: ChatMessage }
  | { type: 'chat.error'; error: unknown };

export type AskInput = { meetingId: string; content: string; contextMeetingIds: string[] | null };

export const meetingChatActors = {
  loadHistory: fromPromise<ChatMessage[], { meetingId: string }>(({ input, signal }) =>
    fetchChatHistory(input.meetingId, { signal }),
  ),
  /** Streams one answer; stopping the actor (the chat left 'answering') aborts the request. */
  askChat: fromCallback<EventObject, AskInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { signal } = controller;
    const report = (event: ChatStreamReport) => sendBack(event);
    askChat(
      input.meetingId,
      { content: input.content, contextMeetingIds: input.contextMeetingIds },
      {
        signal,
        onEvent: (event) => {
          if (signal.aborted) return;
          if (event.type === 'delta') report({ type: 'chat.delta', text: event.text });
          else report({ type: `chat.${event.type}`, message: event.message });
        },
      },
    ).catch((error: unknown) => {
      // A stop is the person's choice, not a failure.
      if (!signal.aborted) report({ type: 'chat.error', error });
    });
    return () => controller.abort();
  }),
};
