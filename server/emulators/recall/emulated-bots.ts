import { randomBytes, randomUUID } from 'node:crypto';
import { createBotFiles, type EmulatedBot, type EmulatedEvent } from './bot-files.ts';
import { castOf, recordedCall } from './recorded-call.ts';
import { leavingSteps, scenarioFor, scenarios, type EmulatedStep } from './scenarios.ts';
import { deliverWebhook } from './webhook-delivery.ts';

export type EmulatorOptions = {
  dataDir: string;
  /** Where bot webhooks go, each signed with `webhookSecret`. */
  webhookUrls: string[];
  webhookSecret: string;
  /** BOT_TIME_SCALE: 1 walks a call in about 90 s, 0.01 in about 1 s. */
  timeScale: number;
  now?: () => number;
};

/** setTimeout's ceiling (about 24.8 days); a later join is waited for in several hops. */
const longestTimer = 2_147_483_647;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The emulator's bots: each walks its scenario's timeline (its join time, or its creation, plus the steps'
 * seconds scaled), one timer per bot for its next event, delivered in order as signed webhooks. Bots live in
 * files (bot-files.ts); `start` reloads them and sends what fell due while the process was down.
 */
export function createEmulatedBots(options: EmulatorOptions) {
  const now = options.now ?? Date.now;
  const files = createBotFiles(options.dataDir);
  const bots = new Map<string, EmulatedBot>();
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<string>();
  let stopped = false;
  // The bot files being written or removed: stopping waits for them, so whoever then deletes the data folder
  // (a test, an uninstall) never races a write into it.
  const writing = new Set<Promise<unknown>>();
  function tracked<T>(write: Promise<T>): Promise<T> {
    writing.add(write);
    return write.finally(() => writing.delete(write));
  }

  const timed = (start: number, steps: EmulatedStep[]): EmulatedEvent[] =>
    steps.map((step) => ({
      at: start + step.atSeconds * 1000 * options.timeScale,
      event: step.event,
      code: step.code,
      subCode: step.subCode,
      webhookId: `msg_${randomBytes(12).toString('base64url')}`,
      sent: false,
    }));

  function payloadOf(bot: EmulatedBot, event: EmulatedEvent) {
    const change = { code: event.code ?? 'done', sub_code: event.subCode ?? null, updated_at: iso(event.at) };
    const botRef = { id: bot.id, metadata: bot.metadata };
    if (event.event === 'status') return { event: `bot.${event.code}`, data: { data: change, bot: botRef } };
    const recording = { id: recordingIdOf(bot), metadata: {} };
    const media =
      event.event === 'transcript.done' ? { transcript: { id: `${recording.id}-t`, metadata: {} } } : {};
    return { event: event.event, data: { data: change, ...media, recording, bot: botRef } };
  }

  function schedule(bot: EmulatedBot): void {
    clearTimeout(timers.get(bot.id));
    const next = bot.events.find((event) => !event.sent);
    if (stopped || !next) return;
    const timer = setTimeout(
      () => run(bot.id).catch((error: unknown) => console.error(`[recall-emulator] bot ${bot.id}`, error)),
      Math.min(Math.max(0, next.at - now()), longestTimer),
    );
    timer.unref();
    timers.set(bot.id, timer);
  }

  /** Sends every due event of the bot, oldest first, then waits for the next one. */
  async function run(botId: string): Promise<void> {
    if (running.has(botId)) return;
    running.add(botId);
    try {
      for (;;) {
        const bot = bots.get(botId);
        const event = bot?.events.find((candidate) => !candidate.sent);
        if (!bot || !event || stopped) return;
        if (event.at > now()) return schedule(bot);
        await deliverWebhook({
          urls: options.webhookUrls,
          secret: options.webhookSecret,
          webhookId: event.webhookId,
          payload: payloadOf(bot, event),
          stopped: () => stopped,
        });
        if (stopped || bots.get(botId) !== bot) return;
        event.sent = true;
        await tracked(files.save(bot));
      }
    } finally {
      running.delete(botId);
    }
  }

  const happened = (bot: EmulatedBot) => bot.events.filter((event) => event.at <= now());
  const recordingIdOf = (bot: EmulatedBot) => `${bot.id}-recording`;

  return {
    async create(input: {
      meetingUrl: string;
      botName: string;
      joinAt: string | null;
      metadata: Record<string, string>;
    }) {
      const createdAt = now();
      const start = Math.max(createdAt, input.joinAt ? Date.parse(input.joinAt) : createdAt);
      const bot: EmulatedBot = {
        id: randomUUID(),
        ...input,
        createdAt: iso(createdAt),
        events: timed(start, scenarios[scenarioFor(input.meetingUrl)]),
        mediaToken: randomBytes(18).toString('base64url'),
      };
      bots.set(bot.id, bot);
      await tracked(files.save(bot));
      schedule(bot);
      return bot;
    },

    get: (id: string) => bots.get(id),
    all: () => [...bots.values()],
    happened,

    /** What the call recorded, once `recording.done` happened: its times and its transcript (when done). */
    recording(bot: EmulatedBot) {
      const past = happened(bot);
      const started = past.find((event) => event.code === 'in_call_recording');
      const recorded = past.find((event) => event.event === 'recording.done');
      if (!started || !recorded) return undefined;
      const call = recordedCall(castOf(bot.id, bot.metadata));
      return {
        id: recordingIdOf(bot),
        call,
        startedAt: started.at,
        transcriptDone: past.some((event) => event.event === 'transcript.done'),
      };
    },

    /** Unschedules a bot that has not started joining; false once it has. */
    async remove(id: string): Promise<boolean> {
      const bot = bots.get(id);
      if (!bot || happened(bot).length > 0) return false;
      clearTimeout(timers.get(id));
      bots.delete(id);
      await tracked(files.remove(id));
      return true;
    },

    /** Makes a bot in the call leave now; false when it is not in one (not joined yet, or gone). */
    async leave(id: string): Promise<boolean> {
      const bot = bots.get(id);
      const past = bot ? happened(bot) : [];
      const gone = past.some(
        (event) => event.code === 'call_ended' || event.code === 'fatal' || event.code === 'done',
      );
      if (!bot || past.length === 0 || gone) return false;
      const recorded = past.some((event) => event.code === 'in_call_recording');
      bot.events = [
        ...bot.events.filter((event) => event.sent || event.at <= now()),
        ...timed(now(), leavingSteps(recorded)),
      ];
      await tracked(files.save(bot));
      schedule(bot);
      return true;
    },

    async start(): Promise<void> {
      stopped = false;
      for (const bot of await files.all()) {
        bots.set(bot.id, bot);
        schedule(bot);
      }
    },

    /** No event is sent any more; resolves once every bot file being written is on disk. */
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(writing);
    },
  };
}

export type EmulatedBots = ReturnType<typeof createEmulatedBots>;
