import type { Database } from '../../db/database.ts';
import type { BotRun, BotRunStore } from '../../bot/run-store.ts';

type RunRow = { meeting_id: string; run_id: string; scenario: string; next_step: number; next_at: Date };

/**
 * `bot_runs`: the simulated bot's persisted schedule. run_id changes on every restart of the bot, so a
 * timer of an older run finds no row to claim.
 */
export function createBotRunsRepository(db: Database): BotRunStore {
  return {
    async start(run: BotRun) {
      await db.query(
        `INSERT INTO bot_runs (meeting_id, run_id, scenario, next_step, next_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (meeting_id) DO UPDATE
           SET run_id = EXCLUDED.run_id, scenario = EXCLUDED.scenario, next_step = EXCLUDED.next_step,
               next_at = EXCLUDED.next_at`,
        [run.meetingId, run.runId, run.scenario, run.nextStep, run.nextAt],
      );
    },

    async claimStep(meetingId: string, runId: string, step: number) {
      const [run] = await db.query<{ scenario: string }>(
        `UPDATE bot_runs SET next_step = next_step + 1 WHERE meeting_id = $1 AND run_id = $2 AND next_step = $3
         RETURNING scenario`,
        [meetingId, runId, step],
      );
      return run?.scenario;
    },

    async reschedule(meetingId: string, nextAt: Date) {
      await db.query('UPDATE bot_runs SET next_at = $2 WHERE meeting_id = $1', [meetingId, nextAt]);
    },

    async end(meetingId: string, runId?: string) {
      const ended = await db.query(
        'DELETE FROM bot_runs WHERE meeting_id = $1 AND ($2::uuid IS NULL OR run_id = $2) RETURNING 1',
        [meetingId, runId ?? null],
      );
      return ended.length > 0;
    },

    async all() {
      const rows = await db.query<RunRow>(
        'SELECT meeting_id, run_id, scenario, next_step, next_at FROM bot_runs',
      );
      return rows.map((row) => ({
        meetingId: row.meeting_id,
        runId: row.run_id,
        scenario: row.scenario,
        nextStep: row.next_step,
        nextAt: new Date(row.next_at),
      }));
    },
  };
}
