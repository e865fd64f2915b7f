import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { meetingChatMachine } from '../../../machines/chat/meeting-chat/meeting-chat.machine.ts';

/** The meeting page's chat with the AI about this meeting (the person's own conversation). */
export const MeetingChatContext = recordedActorContext(meetingChatMachine);
