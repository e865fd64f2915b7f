import { randomUUID } from 'node:crypto';
import type { AiProvider } from '../ai/provider.ts';
import { computeInsights } from '../ai/insights.ts';
import { saveTranscript } from '../ai/transcripts.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { BotProvider } from './provider.ts';
import { callLengthSeconds, recordedTranscript } from './recorded-transcript.ts';
import { scenarioFor, stepsOf, type BotStep } from './scenarios.ts';
import { syntheticRecordingContentType, writeSyntheticRecording } from './synthetic-recording.ts';

/** setTimeout's ceiling (about 24.8 days); a later start is waited for in several hops. */
const longestTimer = 2_147_483_647;

/** Where the bot's recording of a meeting is stored (beside, never over, an uploaded file's key). */
export const botRecordingKey = (meetingId: string) => `${meetingId}-bot-recording.wav`;

type RunRow = { meeting_id: string; run_id: string; scenario: string; next_step: number; next_at: Date };

export type SimulatedBotDeps = {
  db: Database;
  ai: AiProvider;
  /** Where the recording goes (DATA_DIR/media), registered in meeting_media as the meeting's audio. */
  storage: MediaStorage;
  /** BOT_TIME_SCALE: 1 walks the lifecycle in about 90 s, 0.01 in about 1 s. */
  timeScale: number;
  now?: () => number;
  /** Where failures of a step are reported (the server log by default). */
  report?: (message: string, error: unknown) => void;
};

/**
 * The embedded meeting bot: walks the Recall-style lifecycle of the scenario its link asks for, one step
 * per timer. The schedule lives in bot_runs (next step, when), so a restarted server resumes where it
 * stopped; each step is applied in one transaction guarded by the run id and step number, so a timer of
 * a restarted, cancelled or deleted run changes nothing. At `recording_succeeded` it stores the call's
 * recording (synthetic audio, see synthetic-recording.ts); at `done` the transcript it "heard", and it has
 * the AI answer the template and enrich the meeting.
 */
export function createSimulatedBot({
  db,
  ai,
  storage,
  timeScale,
  now = Date.now,
  report = (message, error) => console.error(`[bot] ${message}`, error),
}: SimulatedBotDeps): BotProvider {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  function schedule(meetingId: string, runId: string, step: number, at: number): void {
    clearTimeout(timers.get(meetingId));
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(meetingId);
        if (now() < at) return schedule(meetingId, runId, step, at);
        advance(meetingId, runId, step).catch((error: unknown) => fail(meetingId, runId, error));
      },
      Math.min(Math.max(0, at - now()), longestTimer),
    );
    // A pending bot must not keep the process alive: its schedule is in the database.
    timer.unref();
    timers.set(meetingId, timer);
  }

  /** Applies step `step` of the run, if the run is still the meeting's current one and at that step. */
  async function advance(meetingId: string, runId: string, step: number): Promise<void> {
    if (stopped) return;
    const outcome = await db.transaction(async (tx) => {
      const [run] = await tx.query<{ scenario: string }>(
        `UPDATE bot_runs SET next_step = next_step + 1 WHERE meeting_id = $1 AND run_id = $2 AND next_step = $3
         RETURNING scenario`,
        [meetingId, runId, step],
      );
      if (!run) return undefined;
      const steps = stepsOf(run.scenario);
      const current = steps[step];
      if (!current) {
        await tx.query('DELETE FROM bot_runs WHERE meeting_id = $1', [meetingId]);
        return undefined;
      }
      await applyStep(tx, meetingId, current);
      const next = steps[step + 1];
      if (!next) {
        await tx.query('DELETE FROM bot_runs WHERE meeting_id = $1', [meetingId]);
        return { current, nextAt: undefined };
      }
      const nextAt = now() + (next.atSeconds - current.atSeconds) * 1000 * timeScale;
      await tx.query('UPDATE bot_runs SET next_at = $2 WHERE meeting_id = $1', [meetingId, new Date(nextAt)]);
      return { current, nextAt };
    });
    if (!outcome) return;
    if (outcome.nextAt !== undefined) schedule(meetingId, runId, step + 1, outcome.nextAt);
    if (outcome.current.status === 'done') {
      // The meeting is done either way; answers and enrichment missing here are computed when first asked for.
      await computeInsights(db, ai, meetingId).catch((error: unknown) =>
        report(`answers of meeting ${meetingId} failed`, error),
      );
    }
  }

  /** The recording lasts as long as the call the transcript comes from, so every line can be played. */
  async function storeRecording(tx: Database, meetingId: string): Promise<void> {
    const recorded = await recordedTranscript(tx, meetingId);
    if (!recorded) return;
    const key = botRecordingKey(meetingId);
    await storage.ensureDirectory();
    const sizeBytes = await writeSyntheticRecording(
      storage.pathOf(key),
      callLengthSeconds(recorded.segments),
    );
    await tx.query(
      `INSERT INTO meeting_media (meeting_id, kind, content_type, size_bytes, storage_key)
       VALUES ($1, 'audio', $2, $3, $4)
       ON CONFLICT (meeting_id, kind) DO UPDATE
         SET content_type = EXCLUDED.content_type, size_bytes = EXCLUDED.size_bytes,
             storage_key = EXCLUDED.storage_key, created_at = now()`,
      [meetingId, syntheticRecordingContentType, sizeBytes, key],
    );
  }

  async function applyStep(tx: Database, meetingId: string, step: BotStep): Promise<void> {
    if (step.status === 'recording_succeeded') await storeRecording(tx, meetingId);
    if (step.status === 'done') {
      const recorded = await recordedTranscript(tx, meetingId);
      if (recorded) {
        await saveTranscript(tx, meetingId, recorded.segments);
        await tx.query('UPDATE meetings SET participants = $2, duration_seconds = $3 WHERE id = $1', [
          meetingId,
          JSON.stringify(recorded.participants),
          callLengthSeconds(recorded.segments),
        ]);
      }
    }
    await tx.query(`UPDATE meetings SET status = $2, exit_reason = COALESCE($3, exit_reason) WHERE id = $1`, [
      meetingId,
      step.status,
      step.exitReason ?? null,
    ]);
    await log(tx, meetingId, step.status, step.subCode, step.message);
  }

  async function log(
    tx: Database,
    meetingId: string,
    status: string,
    subCode: string | null,
    message: string,
  ) {
    await tx.query(
      'INSERT INTO meeting_logs (meeting_id, at, status, sub_code, message) VALUES ($1, $2, $3, $4, $5)',
      [meetingId, new Date(now()), status, subCode, message],
    );
  }

  /** A step that cannot be applied ends the run in internal_error, said in the timeline, never silently. */
  async function fail(meetingId: string, runId: string, error: unknown): Promise<void> {
    report(`step of meeting ${meetingId} failed`, error);
    if (stopped) return;
    await db
      .transaction(async (tx) => {
        const [run] = await tx.query(
          'DELETE FROM bot_runs WHERE meeting_id = $1 AND run_id = $2 RETURNING 1',
          [meetingId, runId],
        );
        if (!run) return;
        await tx.query(`UPDATE meetings SET status = 'internal_error' WHERE id = $1`, [meetingId]);
        await log(
          tx,
          meetingId,
          'internal_error',
          null,
          'Erro interno do bot; reinicie o bot para tentar de novo.',
        );
      })
      .catch((second: unknown) => report(`could not record the failure of meeting ${meetingId}`, second));
  }

  /** Writes the run (first step at the start time, or now) and the waiting status when the start is ahead. */
  async function startRun(
    tx: Database,
    meetingId: string,
  ): Promise<{ runId: string; at: number } | undefined> {
    const [meeting] = await tx.query<{ meeting_url: string | null; start_time: Date; is_enabled: boolean }>(
      'SELECT meeting_url, start_time, is_enabled FROM meetings WHERE id = $1',
      [meetingId],
    );
    if (!meeting?.meeting_url || !meeting.is_enabled) return undefined;
    const runId = randomUUID();
    const at = Math.max(now(), new Date(meeting.start_time).getTime());
    await tx.query(
      `INSERT INTO bot_runs (meeting_id, run_id, scenario, next_step, next_at) VALUES ($1, $2, $3, 0, $4)
       ON CONFLICT (meeting_id) DO UPDATE
         SET run_id = EXCLUDED.run_id, scenario = EXCLUDED.scenario, next_step = 0, next_at = EXCLUDED.next_at`,
      [meetingId, runId, scenarioFor(meeting.meeting_url), new Date(at)],
    );
    if (at > now()) {
      await tx.query(`UPDATE meetings SET status = 'scheduled' WHERE id = $1`, [meetingId]);
      await log(tx, meetingId, 'scheduled', null, 'O bot entrará na reunião no horário marcado.');
    }
    return { runId, at };
  }

  return {
    async join(meetingId) {
      const run = await db.transaction((tx) => startRun(tx, meetingId));
      if (run) schedule(meetingId, run.runId, 0, run.at);
    },
    async restart(meetingId) {
      clearTimeout(timers.get(meetingId));
      const run = await db.transaction(async (tx) => {
        await tx.query('DELETE FROM bot_runs WHERE meeting_id = $1', [meetingId]);
        await tx.query(`UPDATE meetings SET exit_reason = NULL, status = 'joining_call' WHERE id = $1`, [
          meetingId,
        ]);
        await log(tx, meetingId, 'status_change', 'bot_restarted', 'O bot foi reiniciado.');
        return startRun(tx, meetingId);
      });
      if (run) schedule(meetingId, run.runId, 0, run.at);
    },
    async cancel(meetingId) {
      clearTimeout(timers.get(meetingId));
      timers.delete(meetingId);
      await db.query('DELETE FROM bot_runs WHERE meeting_id = $1', [meetingId]);
    },
    async resume() {
      const runs = await db.query<RunRow>(
        'SELECT meeting_id, run_id, scenario, next_step, next_at FROM bot_runs',
      );
      for (const run of runs)
        schedule(run.meeting_id, run.run_id, run.next_step, new Date(run.next_at).getTime());
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
