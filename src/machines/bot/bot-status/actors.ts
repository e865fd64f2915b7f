import { fromPromise } from 'xstate';
import { fetchMeetingLogs } from '../../../services/meetings/meetings.ts';
import { getMeeting } from '../../../services/meetings/meetings.ts';
import type { MeetingLog } from '../../../api-contract/meeting.ts';

export type BotReport = { status: string; exitReason: string | null; logs: MeetingLog[] };

export const botStatusActors = {
  fetchBotReport: fromPromise<BotReport, { meetingId: string }>(async ({ input, signal }) => {
    const [meeting, logs] = await Promise.all([
      getMeeting(input.meetingId, { signal }),
      fetchMeetingLogs(input.meetingId, { signal }),
    ]);
    return { status: meeting.status, exitReason: meeting.exitReason, logs };
  }),
};
