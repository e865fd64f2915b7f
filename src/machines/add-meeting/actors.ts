import { fromPromise } from 'xstate';
import { createMeeting, type NewMeeting } from '../../services/api/meetings.ts';
import type { Meeting } from '../../services/api/schemas/meeting.ts';

export type { NewMeeting };

export const addMeetingActors = {
  createMeeting: fromPromise<Meeting, NewMeeting>(({ input, signal }) => createMeeting(input, { signal })),
};
