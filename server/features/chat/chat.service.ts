import type { ChatAi } from '../../providers/ai/chat/chat-ai.ts';
import type { ChatMessage, ChatStreamEvent } from '../../../src/api-contract/chat.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';
import { answerEvents } from './chat-answer.ts';
import { chatContext } from './chat-context.ts';

/** Earlier messages a follow-up question is read with ("e o prazo disso?"). */
const historyMessages = 6;

export type ChatQuestion = { content: string; contextMeetingIds?: string[] };

/**
 * AI chat about a meeting or several, per user: only meetings the caller may see are ever read
 * (meeting-access.ts), and each answer cites the passages it came from.
 *
 * A question about several meetings belongs to the conversation of the meeting its request names, and
 * that meeting's history shows it (with its contextMeetingIds, so the panel can say what it was about):
 * the API has no other way to read such a conversation back, and hiding it would lose answers the person
 * was given. That meeting must be visible too, but need not be among the ones asked about: it only names
 * the conversation.
 */
export function createChatService(deps: { store: Store; access: MeetingAccess; ai: ChatAi }) {
  const { store, access, ai } = deps;
  return {
    async history(caller: Caller, meetingId: string): Promise<ChatMessage[]> {
      const meeting = await access.visible(caller, meetingId);
      return store.chat.conversation(meeting.id, caller.userId);
    },

    /**
     * Checks the meetings and stores the question, then hands back the answer's events (see
     * chat-answer.ts). A refusal (404, 400) is thrown before anything is stored or streamed.
     */
    async ask(
      caller: Caller,
      meetingId: string,
      question: ChatQuestion,
      signal: AbortSignal,
    ): Promise<AsyncIterable<ChatStreamEvent>> {
      const meeting = await access.visible(caller, meetingId);
      const context = await chatContext({ store, access }, caller, meeting, question.contextMeetingIds);
      const earlier = await store.chat.latest(meeting.id, caller.userId, historyMessages);
      const asked = await store.chat.add(meeting.id, caller.userId, {
        role: 'user',
        content: question.content,
        citations: [],
        contextMeetingIds: context.ids,
        status: 'complete',
      });
      return answerEvents({
        ai,
        asked,
        context,
        signal,
        request: {
          question: question.content,
          history: earlier
            .filter((message) => message.status !== 'failed')
            .map(({ role, content }) => ({ role, content })),
        },
        save: (answer) => store.chat.add(meeting.id, caller.userId, answer),
      });
    },
  };
}
