import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { meetingDetailMachine } from '../../../machines/meeting-detail/meeting-detail.machine.ts';

/** The meeting page's actor; its children follow the bot ('botStatus') and own the transcript ('transcript'). */
export const MeetingDetailContext = createActorContext(meetingDetailMachine, { inspect: actorRecorder });
