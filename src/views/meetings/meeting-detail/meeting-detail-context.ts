import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { meetingDetailMachine } from '../../../machines/meetings/meeting-detail/meeting-detail.machine.ts';

/** The meeting page's actor; its children follow the bot ('botStatus') and own the transcript ('transcript'). */
export const MeetingDetailContext = recordedActorContext(meetingDetailMachine);
