import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { meetingShareMachine } from '../../../machines/meeting-share/meeting-share.machine.ts';

/** The meeting page's share panel; folded until its owner opens it, so other viewers cost no request. */
export const MeetingShareContext = createActorContext(meetingShareMachine, { inspect: actorRecorder });
