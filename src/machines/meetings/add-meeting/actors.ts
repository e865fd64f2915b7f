import { fromPromise } from 'xstate';
import { createMeeting } from '../../../services/meetings/meetings.ts';
import type { CreateMeeting, Meeting } from '../../../api-contract/meeting.ts';

export const addMeetingActors = {
  createMeeting: fromPromise<Meeting, CreateMeeting>(({ input, signal }) => createMeeting(input, { signal })),
};
