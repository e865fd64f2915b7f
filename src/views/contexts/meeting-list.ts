import { recordedActorContext } from './recorded-actor-context.ts';
import { addMeetingMachine } from '../../machines/meetings/add-meeting/add-meeting.machine.ts';
import { meetingListMachine } from '../../machines/meetings/meeting-list/meeting-list.machine.ts';

/** The meetings page's list actor; it lives as long as the page does (its cache lives in the service layer). */
export const MeetingListContext = recordedActorContext(meetingListMachine);

/** The meetings page's add-meeting form: one actor for the page, its form opened and closed by events. */
export const AddMeetingContext = recordedActorContext(addMeetingMachine);
