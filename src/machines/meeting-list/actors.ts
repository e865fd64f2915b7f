import { fromPromise } from 'xstate';
import { listMeetings } from '../../services/api/meetings.ts';
import type { MeetingList, MeetingListQuery } from '../../services/api/schemas/meeting.ts';

export const meetingListActors = {
  listMeetings: fromPromise<MeetingList, MeetingListQuery>(({ input, signal }) =>
    listMeetings(input, { signal }),
  ),
};
