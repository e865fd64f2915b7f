import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createRecallClient, RecallApiError } from '../../../server/providers/bot/recall/client.ts';
import { readWebhookEvent, type CreateBotBody } from '../../../server/providers/bot/recall/schemas.ts';
import { verifiedWebhookId } from '../../../server/providers/bot/recall/signature.ts';
import { newRecallCredentials } from '../../../server/emulators/recall/credentials.ts';
import { freePort } from '../support/free-port.ts';
import { startReceiver } from '../support/webhook-receiver.ts';

/**
 * The Recall adapter's client against the emulator run as its own process (main.ts, as the two-server proof
 * runs it), over HTTP: Create Bot (now and with join_at), Retrieve, Delete of a scheduled bot, Leave Call,
 * the recording and transcript downloads, and the signed webhooks it posts.
 */
const recall = newRecallCredentials();
let emulator: ChildProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let dataDir: string;
let client: ReturnType<typeof createRecallClient>;
let baseUrl: string;

const body = (meetingUrl: string, joinAt?: Date): CreateBotBody => ({
  meeting_url: meetingUrl,
  bot_name: 'Ana da Pauta',
  ...(joinAt ? { join_at: joinAt.toISOString() } : {}),
  recording_config: {
    video_mixed_mp4: {},
    transcript: { provider: { recallai_streaming: { mode: 'prioritize_accuracy', language_code: 'pt' } } },
  },
  metadata: { pauta_meeting_id: 'reuniao-1', pauta_seller: 'Lucas Vendedor', pauta_guests: 'Cliente Um' },
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-emulator-'));
  receiver = await startReceiver();
  const port = await freePort();
  emulator = spawn(process.execPath, ['--import', 'tsx', 'server/emulators/recall/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BOT_TIME_SCALE: '0.05',
      RECALL_EMULATOR_WEBHOOK_URLS: receiver.url('/recall'),
      RECALL_API_KEY: recall.apiKey,
      RECALL_WEBHOOK_SECRET: recall.webhookSecret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    emulator.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    emulator.once('exit', (code) => reject(new Error(`the emulator exited (${code})`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
  client = createRecallClient({ baseUrl, apiKey: recall.apiKey, timeoutMs: 5000 });
}, 30_000);

afterAll(async () => {
  emulator?.kill();
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('run as its own process without a key and secret, it does not start (it has none of its own)', async () => {
  const bare = spawn(process.execPath, ['--import', 'tsx', 'server/emulators/recall/main.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(await freePort()), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  bare.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const [code] = (await once(bare, 'exit')) as [number | null];
  expect(code).toBe(1);
  expect(said).toContain('RECALL_API_KEY and RECALL_WEBHOOK_SECRET are required');
});

test('a wrong API key is 401, as Recall answers it', async () => {
  const wrong = createRecallClient({ baseUrl, apiKey: 'chave-errada', timeoutMs: 5000 });
  await expect(wrong.listBots()).rejects.toMatchObject({ status: 401 });
});

test('a bot sent now walks the call, signs its webhooks, and brings its recording and transcript', async () => {
  const created = await client.createBot(body('https://meet.google.com/abc-defg-hij'));
  expect(created.status_changes[0]?.code).toBe('ready');

  const done = await until(async () => {
    const bot = await client.retrieveBot(created.id);
    return bot.status_changes.at(-1)?.code === 'done' ? bot : undefined;
  });
  expect(done.status_changes.map((change) => change.code)).toEqual([
    'ready',
    'joining_call',
    'in_waiting_room',
    'in_call_not_recording',
    'recording_permission_allowed',
    'in_call_recording',
    'call_ended',
    'done',
  ]);
  expect(done.status_changes.find((change) => change.code === 'call_ended')?.sub_code).toBe(
    'call_ended_by_host',
  );

  const recording = done.recordings[0]!;
  const video = await client.download(recording.media_shortcuts!.video_mixed!.data!.download_url!);
  expect(video.headers.get('content-type')).toBe('audio/wav');
  const bytes = Buffer.from(await video.arrayBuffer());
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  const seconds = (Date.parse(recording.completed_at!) - Date.parse(recording.started_at!)) / 1000;
  expect(bytes.length).toBe(44 + 8000 * seconds);

  const transcript = await client.transcript(recording.media_shortcuts!.transcript!.data!.download_url!);
  const speakers = new Set(transcript.map((entry) => entry.participant.name));
  expect(speakers).toEqual(new Set(['Lucas Vendedor', 'Cliente Um']));
  expect(transcript.every((entry) => entry.words.length > 0)).toBe(true);

  // Every webhook is signed with the workspace secret; its events name the bot and the lifecycle.
  const hooks = await until(async () => {
    const mine = receiver.received.filter((hook) => hook.body.includes(created.id));
    return mine.length >= 9 ? mine : undefined;
  });
  for (const hook of hooks) {
    const headers = new Headers(hook.headers as Record<string, string>);
    expect(verifiedWebhookId(recall.webhookSecret, headers, hook.body)).toBe(hook.headers['webhook-id']);
  }
  const events = hooks.map((hook) => JSON.parse(hook.body) as { event: string });
  expect(events.map((event) => event.event)).toEqual(
    [
      'bot.joining_call',
      'bot.in_waiting_room',
      'bot.in_call_not_recording',
      'bot.recording_permission_allowed',
      'bot.in_call_recording',
      'bot.call_ended',
      'recording.done',
      'transcript.done',
      'bot.done',
    ].slice(0, events.length),
  );
  expect(readWebhookEvent(events[5])).toMatchObject({
    kind: 'status',
    botId: created.id,
    code: 'call_ended',
  });
});

test('a scheduled bot waits for join_at and can be deleted until then; then it never joins', async () => {
  const joinAt = new Date(Date.now() + 60_000);
  const scheduled = await client.createBot(body('https://zoom.us/j/98765432101', joinAt));
  expect(scheduled.join_at && Date.parse(scheduled.join_at)).toBe(joinAt.getTime());
  await client.deleteBot(scheduled.id);
  await expect(client.retrieveBot(scheduled.id)).rejects.toMatchObject({ status: 404 });
});

test('a bot in the call leaves on request; one that already joined cannot be deleted', async () => {
  // Left in the waiting room for about 2 s (this link's timeout): time enough to ask it to leave.
  const bot = await client.createBot(body('https://meet.google.com/wrt-tmot-out'));
  await until(async () => {
    const current = await client.retrieveBot(bot.id);
    return current.status_changes.some((change) => change.code === 'in_waiting_room') ? true : undefined;
  });
  const refused = await client.deleteBot(bot.id).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(RecallApiError);
  expect((refused as RecallApiError).status).toBe(405);
  await client.leaveCall(bot.id);
  const left = await until(async () => {
    const current = await client.retrieveBot(bot.id);
    return current.status_changes.at(-1)?.code === 'done' ? current : undefined;
  });
  expect(left.status_changes.find((change) => change.code === 'call_ended')?.sub_code).toBe(
    'bot_received_leave_call',
  );
  expect(left.recordings).toEqual([]);
  await expect(client.leaveCall(bot.id)).rejects.toMatchObject({ status: 400 });
});

test('a failure link ends the way Recall reports it, with no recording', async () => {
  const bot = await client.createBot(body('https://meet.google.com/not-fnd-mtg'));
  const ended = await until(async () => {
    const current = await client.retrieveBot(bot.id);
    return current.status_changes.at(-1)?.code === 'fatal' ? current : undefined;
  });
  expect(ended.status_changes.at(-1)?.sub_code).toBe('meeting_not_found');
  expect(ended.recordings).toEqual([]);
});
