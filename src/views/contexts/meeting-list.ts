import { createActorContext } from '@xstate/react';
import { addMeetingMachine } from '../../machines/add-meeting/add-meeting.machine.ts';
import { meetingListMachine } from '../../machines/meeting-list/meeting-list.machine.ts';

/** The meetings page's list actor; it lives as long as the page does (its cache lives in the service layer). */
export const MeetingListContext = createActorContext(meetingListMachine);

/** One add-meeting form's actor; a new one each time the dialog opens. */
export const AddMeetingContext = createActorContext(addMeetingMachine);
