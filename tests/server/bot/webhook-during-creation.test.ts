import { expect, test } from 'vitest';
import type {
  AssignedBot,
  BotStore,
  BotWorkspace,
  MeetingBotEvents,
  MeetingBotStore,
} from '../../../server/providers/bot/provider.ts';
import type { RecallClient } from '../../../server/providers/bot/recall/client.ts';
import { createRecallBot } from '../../../server/providers/bot/recall/adapter.ts';
import { signedHeaders } from '../../../server/providers/bot/recall/signature.ts';
import type { MediaStorage } from '../../../server/providers/media/storage.ts';
import { deferred } from '../../support/deferred.ts';

/*
 * The adapter alone, on an in-memory store whose reads the test answers when it chooses: the order of a
 * webhook's read and a creation's commit is what is tested, and a real database cannot be made to take it
 * every time (on a loaded machine it did, about once in two runs: the meeting lost its "joining_call" step).
 */

const secret = 'whsec_cGF1dGEtdGVzdC1zZWNyZXQ=';
const at = Date.parse('2026-03-02T13:00:00Z');

function memoryStore() {
  const rows = new Map<string, AssignedBot>();
  const steps: string[] = [];
  /** The next byBot read: it says it started, and answers (with what it saw then) when `answer` resolves. */
  let heldRead: { started: () => void; answer: Promise<void> } | undefined;
  const bots: Partial<MeetingBotStore> = {
    async assign(meetingId, botId) {
      rows.set(meetingId, {
        meetingId,
        botId,
        statusAt: null,
        statusRank: 0,
        recordingStored: false,
        transcriptStored: false,
      });
    },
    botOf: async (meetingId) => rows.get(meetingId),
    async byBot(botId) {
      const seen = [...rows.values()].find((row) => row.botId === botId);
      const held = heldRead;
      heldRead = undefined;
      if (held) {
        held.started();
        await held.answer;
      }
      return seen && { ...seen };
    },
    firstDelivery: async () => true,
    heard: async () => {},
    async statusApplied(botId, statusAt, statusRank) {
      const row = [...rows.values()].find((candidate) => candidate.botId === botId);
      if (row) Object.assign(row, { statusAt, statusRank });
    },
  };
  const meetings: Partial<MeetingBotEvents> = {
    brief: async () => ({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      startTime: new Date(at),
      isEnabled: true,
      meetingType: 'EXTERNAL',
      participants: [],
      ownerName: 'Vendedor Demo',
      botName: 'Pauta',
      botPicture: null,
    }),
    statusChanged: async (_meetingId, change) => void steps.push(change.status),
  };
  // Only what joining and a status webhook use; anything else would throw as undefined, failing the test.
  const workspace = { bots, meetings } as BotWorkspace;
  const store: BotStore = { ...workspace, transaction: (work) => work(workspace) };
  return {
    store,
    steps,
    holdNextRead(answer: Promise<void>) {
      const started = deferred<void>();
      heldRead = { started: started.resolve, answer };
      return started.promise;
    },
  };
}

test("a bot's webhook whose read races its creation's commit is applied, not dropped as a replaced bot's", async () => {
  const { store, steps, holdNextRead } = memoryStore();
  const creation = deferred<{ id: string }>();
  const asked = deferred<void>();
  const client = {
    createBot: () => {
      asked.resolve();
      return creation.promise;
    },
  } as unknown as RecallClient;
  const bot = createRecallBot({
    client,
    store,
    storage: {} as MediaStorage,
    webhookSecret: secret,
    language: 'pt',
    reconcile: { intervalMs: 60_000, quietMs: 180_000 },
    collectLater: async () => {},
    now: () => at,
    report: () => {},
  });

  const joined = bot.join('meeting-1');
  // Recall has the bot (its webhooks may come) once it was asked for it.
  await asked.promise;
  const body = JSON.stringify({
    event: 'bot.joining_call',
    data: {
      data: { code: 'joining_call', sub_code: null, updated_at: new Date(at).toISOString() },
      bot: { id: 'bot-1', metadata: { pauta_meeting_id: 'meeting-1' } },
    },
  });
  // The webhook reads its bot before the creation commits; the read answers (unknown) after the commit.
  const answer = deferred<void>();
  const readStarted = holdNextRead(answer.promise);
  const received = bot.receiveWebhook(new Headers(signedHeaders(secret, 'msg_1', body, at)), body);
  await readStarted;
  creation.resolve({ id: 'bot-1' });
  await joined;
  answer.resolve();

  expect(await received).toBe('accepted');
  expect(steps).toEqual(['joining_call']);
});
