import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { sharedMeetingMachine } from '../../../machines/sharing/shared-meeting/shared-meeting.machine.ts';

/** The guest's actor at /s/:id; its child 'transcript' owns search, the current line and seeking. */
export const SharedMeetingContext = recordedActorContext(sharedMeetingMachine);
