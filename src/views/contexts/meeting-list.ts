import { createActorContext } from '@xstate/react';
import { meetingListMachine } from '../../machines/meeting-list/meeting-list.machine.ts';

/** The meetings page's list actor; it lives as long as the page does. */
export const MeetingListContext = createActorContext(meetingListMachine);
