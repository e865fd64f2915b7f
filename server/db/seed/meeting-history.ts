import { randomUUID } from 'node:crypto';
import { scenarios, type BotStep } from '../../bot/scenarios.ts';
import { defaultBotName } from '../../../src/services/api/schemas/bot-config.ts';
import type { Database } from '../database.ts';
import { minutesBeforeRemoval, seedMeetings, type SeedMeeting } from './meetings.ts';

/** The bot gave up on the empty call and on the closed waiting room after these minutes. */
const minutesBeforeGivingUp = 10;

type TimedStep = Pick<BotStep, 'status' | 'subCode'> & { message: string; at: Date };

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);
/** The seed's companies keep the default bot name. */
const said = (step: BotStep, when: Date): TimedStep => ({
  status: step.status,
  subCode: step.subCode,
  message: step.message(defaultBotName),
  at: when,
});
const timed = (start: Date, steps: BotStep[]): TimedStep[] =>
  steps.map((step) => said(step, at(start, step.atSeconds)));

/** The bot's timeline that leads to each seeded status, on the meeting's own clock. */
function historyOf(meeting: SeedMeeting): TimedStep[] {
  const start = meeting.startTime;
  const [joining, waiting, notRecording, allowed, recording, ended, succeeded, done] = scenarios.normal;
  switch (meeting.status) {
    case 'done': {
      const end = meeting.durationSeconds ?? 0;
      return [
        ...timed(start, [joining!, waiting!, notRecording!, allowed!, recording!]),
        said(ended!, at(start, end)),
        said(succeeded!, at(start, end + 6)),
        said(done!, at(start, end + 12)),
      ];
    }
    case 'bot_removed': {
      const removal = scenarios.kickedFromCall.at(-1)!;
      return [
        ...timed(start, scenarios.kickedFromCall.slice(0, -1)),
        said(removal, at(start, minutesBeforeRemoval * 60)),
      ];
    }
    case 'waiting_room_timeout': {
      const timeout = scenarios.waitingRoomTimeout.at(-1)!;
      return [...timed(start, [joining!, waiting!]), said(timeout, at(start, minutesBeforeGivingUp * 60))];
    }
    case 'failed':
      return [
        ...timed(start, [joining!, waiting!, notRecording!]),
        {
          status: 'failed',
          subCode: 'timeout_exceeded_noone_joined',
          message: 'Ninguém entrou na chamada; o bot saiu.',
          at: at(start, minutesBeforeGivingUp * 60),
        },
      ];
    case 'scheduled':
      return [
        {
          status: 'scheduled',
          subCode: null,
          message: `${defaultBotName} entrará na reunião no horário marcado.`,
          at: meeting.createdAt,
        },
      ];
  }
}

/** What the AI makes of a finished meeting, written in the seed's transaction (given by the domain). */
export type AnalyseMeeting = (tx: Database, meetingId: string) => Promise<void>;

/**
 * What the bot and the AI left behind for the seeded meetings: the timeline that leads to each status, a
 * pending bot run for the upcoming ones (the bot joins them at their start), and for the finished ones the
 * answers and enrichment. Run in the seed's transaction, after the meetings.
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
    if (meeting.status === 'scheduled') {
      await tx.query(
        `INSERT INTO bot_runs (meeting_id, run_id, scenario, next_step, next_at) VALUES ($1, $2, 'normal', 0, $3)`,
        [meeting.id, randomUUID(), meeting.startTime],
      );
    }
    if (meeting.status === 'done') await analyse(tx, meeting.id);
  }
}
