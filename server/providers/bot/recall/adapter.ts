import { defaultBotName } from '../../../../src/api-contract/bot-config.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { BotProvider, BotStore, BotWorkspace, MeetingBrief } from '../provider.ts';
import { RecallApiError, type RecallClient } from './client.ts';
import { copyRecording } from './recording-copy.ts';
import { readWebhookEvent, type CreateBotBody, type RecallBot } from './schemas.ts';
import { verifiedWebhookId } from './signature.ts';
import { finalCodes, lifecycleRank, meetingStepOf, productSteps, type MeetingStep } from './statuses.ts';
import { callTranscriptOf } from './transcript.ts';

export type RecallBotDeps = {
  client: RecallClient;
  /** The meetings' events and which bot went where, through the domain: the adapter writes no SQL. */
  store: BotStore;
  /** Where the recording is copied to; the meetings service registers it as the meeting's media. */
  storage: MediaStorage;
  /** The webhook signing secret (`whsec_...`) of the Recall workspace. */
  webhookSecret: string;
  /** Transcription language asked of Recall.ai (Portuguese). */
  language: string;
  /** How often reconciliation looks, and how long a bot must have been quiet to be asked about. */
  reconcile: { intervalMs: number; quietMs: number };
  /**
   * Queues `collect` for the bot, once per `reason` (the webhook's id): a durable job, retried when a
   * download fails or another copy of the same bot is under way.
   */
  collectLater(work: { meetingId: string; botId: string; reason: string }): Promise<void>;
  now?: () => number;
  report?: (message: string, error: unknown) => void;
};

/** A webhook of a bot this server does not know yet may be of one whose creation is still committing. */
const unknownBotRetryMs = 2 * 60_000;
/** How long one copy of a recording and transcript may hold its claim. */
const collectClaimSeconds = 10 * 60;
/**
 * At start, a scheduled meeting with no bot gets one if it starts within this much in the past (the server was
 * away when it began: the call is likely still on) or later; an older one is not joined, years of history
 * included: its call has ended, and a bot would sit in an empty room.
 */
const lateJoinMs = 60 * 60_000;

/**
 * Recall.ai as the meeting bot (https://docs.recall.ai/reference): a bot created per meeting (with
 * `join_at` when its start is ahead), driven by Recall's signed status webhooks, each applied once (by its
 * webhook id) and only when newer than the last one applied (Recall's `updated_at`, then the lifecycle's
 * order), so a replay or a late delivery changes nothing. When the bot is done, its recording is copied
 * into media storage and its transcript read; then the meeting is analysed like any other. Bots whose
 * webhooks stopped are asked about by reconciliation. The same adapter talks to the local emulator.
 */
export function createRecallBot(deps: RecallBotDeps): BotProvider {
  const { client, store, storage } = deps;
  const now = deps.now ?? Date.now;
  const report = deps.report ?? ((message, error) => console.error(`[recall] ${message}`, error));
  /** Creations in flight in this process: a webhook of their bot waits for them. */
  const creating = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function createBodyOf(meetingId: string, brief: MeetingBrief & { meetingUrl: string }, joinAt?: Date) {
    const body: CreateBotBody = {
      meeting_url: brief.meetingUrl,
      bot_name: brief.botName.slice(0, 100),
      ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
      recording_config: {
        video_mixed_mp4: {},
        transcript: {
          provider: { recallai_streaming: { mode: 'prioritize_accuracy', language_code: deps.language } },
        },
      },
      // Recall shows a JPEG as the bot's camera (https://docs.recall.ai/docs/output-video-in-meetings).
      ...(brief.botPicture?.contentType === 'image/jpeg'
        ? {
            automatic_video_output: {
              in_call_recording: { kind: 'jpeg', b64_data: brief.botPicture.base64 },
            },
          }
        : {}),
      // Who is in the call, for the emulator to cast its conversation; Recall keeps metadata as it is.
      metadata: {
        pauta_meeting_id: meetingId,
        pauta_meeting_type: brief.meetingType,
        pauta_seller: brief.ownerName,
        pauta_guests: brief.participants.map((participant) => participant.name).join('|'),
      },
    };
    return body;
  }

  async function say(
    workspace: BotWorkspace,
    meetingId: string,
    step: MeetingStep,
    subCode: string | null,
    at: Date,
  ) {
    const brief = await workspace.meetings.brief(meetingId);
    await workspace.meetings.statusChanged(meetingId, {
      status: step.status,
      subCode,
      // The name as it is now: a name changed during the call shows from the next step on.
      message: step.message(brief?.botName ?? defaultBotName),
      exitReason: step.exitReason,
      at,
    });
  }

  async function join(meetingId: string): Promise<void> {
    const brief = await store.meetings.brief(meetingId);
    if (!brief?.meetingUrl || !brief.isEnabled) return;
    const joinAt = brief.startTime.getTime() > now() ? brief.startTime : undefined;
    const created = client.createBot(
      createBodyOf(meetingId, { ...brief, meetingUrl: brief.meetingUrl }, joinAt),
    );
    const assigned = created.then((bot) =>
      store.transaction(async (workspace) => {
        await workspace.bots.assign(meetingId, bot.id, joinAt ?? null);
        if (joinAt) await say(workspace, meetingId, productSteps.scheduled, null, new Date(now()));
      }),
    );
    creating.add(assigned);
    try {
      await assigned;
    } catch (error) {
      // Recall refused or was away: the meeting says so; "Reiniciar bot" (or the next start) tries again.
      report(`could not send a bot to meeting ${meetingId}`, error);
      await store.bots.release(meetingId);
      await say(store, meetingId, productSteps.failedToJoin, 'bot_create_failed', new Date(now()));
    } finally {
      creating.delete(assigned);
    }
  }

  /** The bot goes away: unscheduled if it has not joined yet, else told to leave; gone already is fine. */
  async function dismiss(botId: string): Promise<void> {
    try {
      await client.deleteBot(botId);
    } catch (error) {
      if (!(error instanceof RecallApiError) || error.status >= 500) throw error;
      await client.leaveCall(botId).catch((leaveError: unknown) => {
        if (!(leaveError instanceof RecallApiError) || leaveError.status >= 500) throw leaveError;
      });
    }
  }

  /** Applies one Recall status change to the meeting of `botId`, unless an equal or newer one was. */
  async function applyStatus(
    workspace: BotWorkspace,
    botId: string,
    change: { code: string; subCode: string | null; at: Date },
  ): Promise<void> {
    const bot = await workspace.bots.byBot(botId);
    if (!bot) return;
    const rank = lifecycleRank(change.code);
    const older =
      bot.statusAt !== null &&
      (change.at < bot.statusAt ||
        (change.at.getTime() === bot.statusAt.getTime() && rank <= bot.statusRank));
    if (bot.transcriptStored || older) return workspace.bots.heard(botId);
    await workspace.bots.statusApplied(botId, change.at, rank);
    const step = meetingStepOf(change.code, change.subCode);
    if (step)
      await say(
        workspace,
        bot.meetingId,
        step,
        change.subCode ?? (step.status === 'status_change' ? change.code : null),
        change.at,
      );
  }

  /** Copies what the bot brought (its recording, then its transcript) once Recall has them. */
  async function collect(botId: string): Promise<void> {
    if (!(await store.bots.claimCollect(botId, collectClaimSeconds))) {
      const bot = await store.bots.byBot(botId);
      if (!bot || bot.transcriptStored) return;
      // Another copy of this bot is under way: the job tries again after it.
      throw new Error(`a copy of bot ${botId}'s media is already under way`);
    }
    try {
      const bot = await store.bots.byBot(botId);
      if (!bot) return;
      const remote = await client.retrieveBot(botId);
      await collectFrom(remote, bot.meetingId, bot.recordingStored);
    } finally {
      await store.bots.releaseCollect(botId);
    }
  }

  async function collectFrom(remote: RecallBot, meetingId: string, recordingStored: boolean) {
    const recording = remote.recordings.at(-1);
    const videoUrl = recording?.media_shortcuts?.video_mixed?.data?.download_url;
    const transcriptUrl = recording?.media_shortcuts?.transcript?.data?.download_url;
    if (videoUrl && !recordingStored) {
      const stored = await copyRecording(storage, meetingId, await client.download(videoUrl));
      await store.transaction(async (workspace) => {
        await workspace.meetings.recordingStored(meetingId, stored);
        await workspace.bots.recordingStored(remote.id);
        await say(workspace, meetingId, productSteps.recordingStored, null, new Date(now()));
      });
    }
    if (transcriptUrl) {
      const brief = await store.meetings.brief(meetingId);
      if (!brief) return;
      const started = recording?.started_at ? Date.parse(recording.started_at) : undefined;
      const completed = recording?.completed_at ? Date.parse(recording.completed_at) : undefined;
      const duration = started && completed ? (completed - started) / 1000 : undefined;
      const transcript = callTranscriptOf(await client.transcript(transcriptUrl), brief, duration);
      await store.transaction(async (workspace) => {
        await workspace.meetings.transcriptReady(meetingId, transcript);
        await workspace.bots.transcriptStored(remote.id);
        await say(workspace, meetingId, productSteps.done, null, new Date(now()));
      });
      // The meeting is done either way; answers and enrichment missing here are computed when first asked for.
      await store.meetings
        .analyse(meetingId)
        .catch((error: unknown) => report(`analysis of ${meetingId}`, error));
      return;
    }
    const last = remote.status_changes.at(-1)?.code;
    if (!videoUrl && last && finalCodes.has(last)) await store.bots.finished(remote.id);
  }

  /**
   * The bot of a webhook: a creation still committing in this process is waited for. The creations are taken
   * before the read: one that commits while the read is under way has left `creating` when the read answers
   * "unknown", and the webhook of its own bot would be dropped as a replaced bot's.
   */
  async function knownBot(botId: string) {
    const pending = [...creating];
    const found = await store.bots.byBot(botId);
    if (found || pending.length === 0) return found;
    await Promise.allSettled(pending);
    return store.bots.byBot(botId);
  }

  /** Asks Recall about bots not heard from for a while and applies what their webhooks did not bring. */
  async function reconcile(): Promise<void> {
    const quiet = await store.bots.claimQuiet(new Date(now() - deps.reconcile.quietMs), 20);
    for (const bot of quiet) {
      try {
        const remote = await client.retrieveBot(bot.botId);
        for (const change of remote.status_changes) {
          const at = new Date(change.created_at);
          const subCode = change.sub_code ?? null;
          await store.transaction((workspace) =>
            applyStatus(workspace, bot.botId, { code: change.code, subCode, at }),
          );
        }
        const last = remote.status_changes.at(-1)?.code;
        if (last && finalCodes.has(last)) {
          await deps.collectLater({
            meetingId: bot.meetingId,
            botId: bot.botId,
            reason: `reconcile:${now()}`,
          });
        }
      } catch (error) {
        report(`reconciliation of bot ${bot.botId} failed`, error);
      }
    }
  }

  return {
    join,

    async restart(meetingId) {
      const current = await store.bots.botOf(meetingId);
      if (current) await dismiss(current.botId);
      await store.transaction(async (workspace) => {
        await workspace.bots.release(meetingId);
        await workspace.meetings.restarted(meetingId);
      });
      await join(meetingId);
    },

    async cancel(meetingId) {
      const current = await store.bots.botOf(meetingId);
      if (!current) return;
      // Recall away must not keep a meeting from being disabled or deleted: its bot's events are ignored
      // once the meeting has no bot.
      await dismiss(current.botId).catch((error: unknown) =>
        report(`could not unschedule bot ${current.botId} of meeting ${meetingId}`, error),
      );
      await store.bots.release(meetingId);
    },

    async receiveWebhook(headers, body) {
      const webhookId = verifiedWebhookId(deps.webhookSecret, headers, body, now());
      if (!webhookId) return 'rejected';
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        return 'accepted';
      }
      const event = readWebhookEvent(payload);
      if (event.kind === 'other') return 'accepted';
      const known = await knownBot(event.botId);
      if (!known) {
        if (event.kind !== 'status') return 'accepted';
        // A bot its meeting replaced (restarted) is of no interest any more.
        const replaced = event.meetingId && (await store.bots.botOf(event.meetingId));
        // Else possibly created by another server a moment ago: Recall delivers it again shortly.
        const recent = now() - event.at.getTime() < unknownBotRetryMs;
        return recent && !replaced ? 'retry' : 'accepted';
      }
      const first = await store.transaction(async (workspace) => {
        if (!(await workspace.bots.firstDelivery(webhookId))) return false;
        if (event.kind === 'status') await applyStatus(workspace, event.botId, event);
        else await workspace.bots.heard(event.botId);
        return true;
      });
      if (first && (event.kind === 'media' || finalCodes.has(event.code))) {
        await deps.collectLater({ meetingId: known.meetingId, botId: event.botId, reason: webhookId });
      }
      return 'accepted';
    },

    reconcile,
    collect,

    async resume() {
      const tick = () => {
        timer = setTimeout(() => {
          reconcile()
            .catch((error: unknown) => report('reconciliation failed', error))
            .finally(() => {
              if (!stopped) tick();
            });
        }, deps.reconcile.intervalMs);
        timer.unref();
      };
      // Reconciliation first: a failure below must not keep it from running.
      if (!stopped) tick();
      for (const meetingId of await store.bots.upcomingWithoutBot(new Date(now() - lateJoinMs))) {
        if (await store.bots.reserve(meetingId)) await join(meetingId);
      }
    },

    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
