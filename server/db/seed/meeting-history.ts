import { meetingStepOf, productSteps, type MeetingStep } from '../../providers/bot/recall/statuses.ts';
import { defaultBotName } from '../../../src/api-contract/bot-config.ts';
import type { MeetingLog } from '../../../src/api-contract/meeting.ts';
import type { Database } from '../database.ts';
import { minutesBeforeRemoval, seedMeetings, type SeedMeeting } from './meetings.ts';

/** The bot gave up on the empty call and on the closed waiting room after these minutes. */
const minutesBeforeGivingUp = 10;

type TimedStep = Pick<MeetingLog, 'status' | 'subCode' | 'message'> & { at: Date };

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
/** The seed's companies keep the default bot name. */
const said = (step: MeetingStep, subCode: string | null, when: Date): TimedStep => ({
  status: step.status,
  subCode,
  message: step.message(defaultBotName),
  at: when,
});
/** A Recall status change, as the adapter would have written it. */
const recall = (code: string, subCode: string | null, when: Date) =>
  said(meetingStepOf(code, subCode)!, subCode, when);

/** Joining, the waiting room, then in the call and recording: Recall's codes at the seconds they came. */
const opening: Array<[string, number]> = [
  ['joining_call', 0],
  ['in_waiting_room', 4],
  ['in_call_not_recording', 10],
  ['recording_permission_allowed', 13],
  ['in_call_recording', 15],
];
const openingUntil = (start: Date, last: string) =>
  opening
    .slice(0, opening.findIndex(([code]) => code === last) + 1)
    .map(([code, seconds]) => recall(code, null, at(start, seconds)));

/** The bot's timeline that leads to each seeded status, on the meeting's own clock. */
function historyOf(meeting: SeedMeeting): TimedStep[] {
  const start = meeting.startTime;
  switch (meeting.status) {
    case 'done': {
      const end = meeting.durationSeconds ?? 0;
      return [
        ...openingUntil(start, 'in_call_recording'),
        recall('call_ended', 'call_ended_by_host', at(start, end)),
        said(productSteps.recordingStored, null, at(start, end + 6)),
        said(productSteps.done, null, at(start, end + 12)),
      ];
    }
    case 'bot_removed':
      return [
        ...openingUntil(start, 'in_call_recording'),
        recall('call_ended', 'bot_kicked_from_call', at(start, minutesBeforeRemoval * 60)),
      ];
    case 'waiting_room_timeout':
      return [
        ...openingUntil(start, 'in_waiting_room'),
        recall('call_ended', 'timeout_exceeded_waiting_room', at(start, minutesBeforeGivingUp * 60)),
      ];
    case 'failed':
      return [
        ...openingUntil(start, 'in_call_not_recording'),
        recall('call_ended', 'timeout_exceeded_noone_joined', at(start, minutesBeforeGivingUp * 60)),
      ];
    case 'scheduled':
      return [said(productSteps.scheduled, null, meeting.createdAt)];
  }
}

/** What the AI makes of a finished meeting, written in the seed's transaction (given by the domain). */
export type AnalyseMeeting = (tx: Database, meetingId: string) => Promise<void>;

/**
 * What the bot and the AI left behind for the seeded meetings: the timeline that leads to each status, and
 * for the finished ones the answers and enrichment (the upcoming ones get their bot when the server starts:
 * BotProvider.resume). Run in the seed's transaction, after the meetings.
 */
export async function seedMeetingHistory(tx: Database, now: Date, analyse: AnalyseMeeting): Promise<void> {
  const meetings = seedMeetings(now);
  // One statement for every timeline. An uploaded recording had no bot in its call: no timeline.
  const steps = meetings.flatMap((meeting) =>
    (meeting.platform === 'upload' ? [] : historyOf(meeting)).map((step) => ({
      meeting_id: meeting.id,
      at: step.at.toISOString(),
      status: step.status,
      sub_code: step.subCode,
      message: step.message,
    })),
  );
  await tx.query(
    `INSERT INTO meeting_logs (meeting_id, at, status, sub_code, message)
     SELECT (step->>'meeting_id')::uuid, (step->>'at')::timestamptz, step->>'status', step->>'sub_code',
            step->>'message'
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(step, n)
      ORDER BY n`,
    [JSON.stringify(steps)],
  );
  for (const meeting of meetings) {
    if (meeting.status === 'done') await analyse(tx, meeting.id);
  }
}
