import type { SnapshotFrom } from 'xstate';
import type { meetingChatMachine } from './meeting-chat.machine.ts';

type MeetingChatSnapshot = SnapshotFrom<typeof meetingChatMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export type ChatState = 'loading' | 'loadFailed' | 'idle' | 'answering' | 'failed';

const chatStates: ChatState[] = ['loadFailed', 'idle', 'answering', 'failed'];

export const selectChatState = (snapshot: MeetingChatSnapshot): ChatState =>
  chatStates.find((state) => snapshot.matches(state)) ?? 'loading';

export const selectMessages = (snapshot: MeetingChatSnapshot) => snapshot.context.messages;
export const selectDraft = (snapshot: MeetingChatSnapshot) => snapshot.context.draft;
/** The answer streaming in (its text so far), or null when none is. */
export const selectPartial = (snapshot: MeetingChatSnapshot): string | null =>
  snapshot.matches('answering') ? snapshot.context.partial : null;
/** The question asked and not yet stored by the server, shown while its answer starts. */
export const selectUnstoredQuestion = (snapshot: MeetingChatSnapshot): string | null =>
  snapshot.matches('answering') && snapshot.context.pendingQuestion === null ? snapshot.context.asked : null;
/** Nothing asked yet: the panel offers the suggested first questions. */
export const selectIsEmpty = (snapshot: MeetingChatSnapshot): boolean =>
  snapshot.matches('idle') && snapshot.context.messages.length === 0;
