import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { sharedMeetingMachine } from '../../../machines/shared-meeting/shared-meeting.machine.ts';

/** The guest's actor at /s/:id; its child 'transcript' owns search, the current line and seeking. */
export const SharedMeetingContext = createActorContext(sharedMeetingMachine, { inspect: actorRecorder });
