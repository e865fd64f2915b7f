import { fromPromise } from 'xstate';
import {
  deleteMeeting,
  restartBot,
  setMeetingEnabled,
  updateMeeting,
} from '../../../services/meetings/meetings.ts';
import type { Meeting } from '../../../api-contract/meeting.ts';

type MeetingInput = { meetingId: string };

/** The meeting page's writes to its meeting; each publishes on the meetings feed (services/meetings). */
export const meetingActionsActors = {
  saveTitle: fromPromise<Meeting, MeetingInput & { title: string }>(({ input, signal }) =>
    updateMeeting(input.meetingId, { title: input.title }, { signal }),
  ),
  setEnabled: fromPromise<Meeting, MeetingInput & { enabled: boolean }>(({ input, signal }) =>
    setMeetingEnabled(input.meetingId, input.enabled, { signal }),
  ),
  restartBot: fromPromise<Meeting, MeetingInput>(({ input, signal }) =>
    restartBot(input.meetingId, { signal }),
  ),
  deleteMeeting: fromPromise<void, MeetingInput>(({ input, signal }) =>
    deleteMeeting(input.meetingId, { signal }),
  ),
};
