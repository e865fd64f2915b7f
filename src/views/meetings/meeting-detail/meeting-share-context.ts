import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { meetingShareMachine } from '../../../machines/sharing/meeting-share/meeting-share.machine.ts';

/** The meeting page's share panel; folded until its owner opens it, so other viewers cost no request. */
export const MeetingShareContext = recordedActorContext(meetingShareMachine);
