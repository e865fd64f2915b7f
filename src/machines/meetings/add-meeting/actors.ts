import { fromPromise } from 'xstate';
import { createMeeting } from '../../../services/api/meetings.ts';
import type { CreateMeeting, Meeting } from '../../../services/api/schemas/meeting.ts';

export const addMeetingActors = {
  createMeeting: fromPromise<Meeting, CreateMeeting>(({ input, signal }) => createMeeting(input, { signal })),
};
