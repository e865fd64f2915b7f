import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { meetingChatMachine } from '../../../machines/meeting-chat/meeting-chat.machine.ts';

/** The meeting page's chat with the AI about this meeting (the person's own conversation). */
export const MeetingChatContext = createActorContext(meetingChatMachine, { inspect: actorRecorder });
