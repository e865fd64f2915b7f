import { randomUUID } from 'node:crypto';
import type { MediaStorage } from '../media/storage.ts';
import { defaultBotName } from '../../src/services/api/schemas/bot-config.ts';
import type { BotProvider, MeetingBotEvents } from './provider.ts';
import { recordedTranscript } from './recorded-transcript.ts';
import type { BotWorkspace, SimulatedBotStore } from './run-store.ts';
import { scenarioFor, stepsOf, type BotStep } from './scenarios.ts';
import { syntheticRecordingContentType, writeSyntheticRecording } from './synthetic-recording.ts';

/** setTimeout's ceiling (about 24.8 days); a later start is waited for in several hops. */
const longestTimer = 2_147_483_647;

/** A step that met the database away waits this long and is tried again; the run is not failed for it. */
const databaseRetryMs = 2_000;

/** Where the bot's recording of a meeting is stored (beside, never over, an uploaded file's key). */
export const botRecordingKey = (meetingId: string) => `${meetingId}-bot-recording.wav`;

export type SimulatedBotDeps = {
  /** Its schedule (bot_runs) and the meetings' events, through the domain: the bot writes no SQL. */
  store: SimulatedBotStore;
  /** Where the recording goes (DATA_DIR/media); the meetings service registers it as the meeting's audio. */
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
 * recording (synthetic audio, see synthetic-recording.ts); at `done` the transcript it "heard", and it asks
 * for the meeting's analysis (template answers, enrichment). Everything it does reaches the meeting as
 * MeetingBotEvents, the calls a real provider's adapter makes.
 */
export function createSimulatedBot({
  store,
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
        advance(meetingId, runId, step).catch((error: unknown) => {
          if (!store.isUnavailable(error)) return fail(meetingId, runId, error);
          // Nothing of the step was written (one transaction): the same step again once the database is back.
          report(`step ${step} of meeting ${meetingId} waits for the database`, error);
          schedule(meetingId, runId, step, now() + databaseRetryMs);
        });
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
    const outcome = await store.transaction(async ({ runs, meetings }) => {
      const scenario = await runs.claimStep(meetingId, runId, step);
      if (scenario === undefined) return undefined;
      const steps = stepsOf(scenario);
      const current = steps[step];
      if (!current) {
        await runs.end(meetingId);
        return undefined;
      }
      await applyStep(meetings, meetingId, current);
      const next = steps[step + 1];
      if (!next) {
        await runs.end(meetingId);
        return { current, nextAt: undefined };
      }
      const nextAt = now() + (next.atSeconds - current.atSeconds) * 1000 * timeScale;
      await runs.reschedule(meetingId, new Date(nextAt));
      return { current, nextAt };
    });
    if (!outcome) return;
    if (outcome.nextAt !== undefined) schedule(meetingId, runId, step + 1, outcome.nextAt);
    if (outcome.current.status === 'done') {
      // The meeting is done either way; answers and enrichment missing here are computed when first asked for.
      await store.meetings
        .analyse(meetingId)
        .catch((error: unknown) => report(`answers of meeting ${meetingId} failed`, error));
    }
  }

  /** The recording lasts as long as the call the transcript comes from, so every line can be played. */
  async function storeRecording(meetings: MeetingBotEvents, meetingId: string): Promise<void> {
    const brief = await meetings.brief(meetingId);
    if (!brief) return;
    const key = botRecordingKey(meetingId);
    await storage.ensureDirectory();
    const sizeBytes = await writeSyntheticRecording(
      storage.pathOf(key),
      recordedTranscript(meetingId, brief).durationSeconds,
    );
    await meetings.recordingStored(meetingId, {
      kind: 'audio',
      contentType: syntheticRecordingContentType,
      sizeBytes,
      storageKey: key,
    });
  }

  async function applyStep(meetings: MeetingBotEvents, meetingId: string, step: BotStep): Promise<void> {
    if (step.status === 'recording_succeeded') await storeRecording(meetings, meetingId);
    const brief = await meetings.brief(meetingId);
    if (step.status === 'done' && brief) {
      await meetings.transcriptReady(meetingId, recordedTranscript(meetingId, brief));
    }
    await meetings.statusChanged(meetingId, {
      status: step.status,
      subCode: step.subCode,
      // The name as it is now: a name changed during the call shows from the next step on.
      message: step.message(brief?.botName ?? defaultBotName),
      exitReason: step.exitReason,
      at: new Date(now()),
    });
  }

  /** A step that cannot be applied ends the run in internal_error, said in the timeline, never silently. */
  async function fail(meetingId: string, runId: string, error: unknown): Promise<void> {
    report(`step of meeting ${meetingId} failed`, error);
    if (stopped) return;
    await store
      .transaction(async ({ runs, meetings }) => {
        if (!(await runs.end(meetingId, runId))) return;
        await meetings.statusChanged(meetingId, {
          status: 'internal_error',
          subCode: null,
          message: 'Erro interno do bot; reinicie o bot para tentar de novo.',
          at: new Date(now()),
        });
      })
      .catch((second: unknown) => report(`could not record the failure of meeting ${meetingId}`, second));
  }

  /** Writes the run (first step at the start time, or now) and the waiting status when the start is ahead. */
  async function startRun(
    { runs, meetings }: BotWorkspace,
    meetingId: string,
  ): Promise<{ runId: string; at: number } | undefined> {
    const brief = await meetings.brief(meetingId);
    if (!brief?.meetingUrl || !brief.isEnabled) return undefined;
    const runId = randomUUID();
    const at = Math.max(now(), brief.startTime.getTime());
    await runs.start({
      meetingId,
      runId,
      scenario: scenarioFor(brief.meetingUrl),
      nextStep: 0,
      nextAt: new Date(at),
    });
    if (at > now()) {
      await meetings.statusChanged(meetingId, {
        status: 'scheduled',
        subCode: null,
        message: `${brief.botName} entrará na reunião no horário marcado.`,
        at: new Date(now()),
      });
    }
    return { runId, at };
  }

  return {
    async join(meetingId) {
      const run = await store.transaction((workspace) => startRun(workspace, meetingId));
      if (run) schedule(meetingId, run.runId, 0, run.at);
    },
    async restart(meetingId) {
      clearTimeout(timers.get(meetingId));
      const run = await store.transaction(async (workspace) => {
        await workspace.runs.end(meetingId);
        await workspace.meetings.restarted(meetingId);
        return startRun(workspace, meetingId);
      });
      if (run) schedule(meetingId, run.runId, 0, run.at);
    },
    async cancel(meetingId) {
      clearTimeout(timers.get(meetingId));
      timers.delete(meetingId);
      await store.runs.end(meetingId);
    },
    async resume() {
      for (const run of await store.runs.all())
        schedule(run.meetingId, run.runId, run.nextStep, run.nextAt.getTime());
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
