import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedHeaders } from '../../../server/providers/bot/recall/signature.ts';
import { meetingLogsSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { bearer, signIn } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import {
  happyCallStatuses,
  startBotServer,
  waitForStatus,
  type BotTestServer,
} from './support/bot-server.ts';
import { seededPglite } from '../support/databases.ts';

/**
 * The Recall webhook as the app receives it (`POST /api/webhooks/recall`): signed Svix-style with the
 * workspace secret, applied once per webhook id, never moving a meeting back to an older status, and keeping
 * codes it does not know. The meeting of these tests starts tomorrow, so its bot (scheduled in the emulator)
 * sends nothing of its own while the test plays Recall.
 */
let server: BotTestServer;
let token: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-webhooks-'));
  server = await startBotServer(await seededPglite(), dataDir);
  token = bearer(await signIn(server.baseUrl, accounts.seller.email));
}, 60_000);

afterAll(async () => {
  await server?.running.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function scheduledMeeting() {
  const response = await server.call('POST', '/api/meetings', token, {
    meetingUrl: 'https://meet.google.com/web-hook-tst',
    title: 'Reunião de amanhã',
    startTime: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  const meeting = meetingSchema.parse(await response.json());
  const [row] = await server.running.db.query<{ bot_id: string }>(
    'SELECT bot_id FROM meeting_bots WHERE meeting_id = $1',
    [meeting.id],
  );
  return { meeting, botId: row!.bot_id };
}

const statusEvent = (
  botId: string,
  code: string,
  at: Date,
  subCode: string | null = null,
  metadata: Record<string, string> = {},
) => ({
  event: `bot.${code}`,
  data: { data: { code, sub_code: subCode, updated_at: at.toISOString() }, bot: { id: botId, metadata } },
});

function post(payload: unknown, headers?: Record<string, string>, webhookId = `msg_${randomUUID()}`) {
  const body = JSON.stringify(payload);
  const secret = server.running.config.recall.webhookSecret;
  return fetch(`${server.baseUrl}/api/webhooks/recall`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(headers ?? signedHeaders(secret, webhookId, body)) },
    body,
  });
}

async function logsOf(meetingId: string) {
  const response = await server.call('GET', `/api/meetings/${meetingId}/logs`, token);
  return meetingLogsSchema.parse(await response.json());
}
const statusOf = async (meetingId: string) =>
  meetingSchema.parse(await (await server.call('GET', `/api/meetings/${meetingId}`, token)).json()).status;

test("the seed's upcoming meetings get their bot at start, one each, scheduled with join_at", async () => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await server.running.db.query<{ upcoming: number; sent: number }>(
      `SELECT count(*)::int AS upcoming,
              count(b.bot_id) FILTER (WHERE b.bot_id NOT LIKE 'reserved:%' AND b.join_at = m.start_time)::int AS sent
         FROM meetings m LEFT JOIN meeting_bots b ON b.meeting_id = m.id
        WHERE m.status = 'scheduled' AND m.is_enabled AND m.title <> 'Reunião de amanhã'`,
    );
    expect(row!.upcoming).toBeGreaterThan(0);
    if (row!.sent === row!.upcoming) break;
    if (Date.now() > deadline)
      throw new Error(`${row!.sent} of ${row!.upcoming} upcoming meetings got a bot`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

describe('the Recall webhook', () => {
  test('a missing or bad signature is 401 and changes nothing', async () => {
    const { meeting, botId } = await scheduledMeeting();
    const payload = statusEvent(botId, 'joining_call', new Date());
    const body = JSON.stringify(payload);
    const forged = signedHeaders('whsec_' + Buffer.from('outro segredo').toString('base64'), 'msg_1', body);
    const stale = signedHeaders(
      server.running.config.recall.webhookSecret,
      'msg_2',
      body,
      Date.now() - 3600_000,
    );
    for (const headers of [{}, forged, stale]) {
      const answer = await post(payload, headers);
      expect(answer.status).toBe(401);
      expect(JSON.stringify(await answer.json())).toContain('Assinatura do webhook inválida');
    }
    expect(await statusOf(meeting.id)).toBe('scheduled');
    expect((await logsOf(meeting.id)).map((log) => log.status)).toEqual(['scheduled']);
  });

  test('the same webhook twice (same webhook-id) changes the meeting once; svix-* headers work too', async () => {
    const { meeting, botId } = await scheduledMeeting();
    const payload = statusEvent(botId, 'joining_call', new Date());
    const body = JSON.stringify(payload);
    const headers = signedHeaders(server.running.config.recall.webhookSecret, `msg_${randomUUID()}`, body);
    const svix = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.replace('webhook-', 'svix-'), value]),
    );
    expect((await post(payload, svix)).status).toBe(204);
    expect((await post(payload, headers)).status).toBe(204);
    expect((await logsOf(meeting.id)).map((log) => log.status)).toEqual(['scheduled', 'joining_call']);
  });

  test('an older status arriving after a newer one does not move the meeting back', async () => {
    const { meeting, botId } = await scheduledMeeting();
    const now = Date.now();
    expect((await post(statusEvent(botId, 'in_waiting_room', new Date(now)))).status).toBe(204);
    expect((await post(statusEvent(botId, 'joining_call', new Date(now - 4000)))).status).toBe(204);
    // Same instant: the lifecycle's order decides (joining comes before the waiting room).
    expect((await post(statusEvent(botId, 'joining_call', new Date(now)))).status).toBe(204);
    expect(await statusOf(meeting.id)).toBe('in_waiting_room');
    expect((await logsOf(meeting.id)).map((log) => log.status)).toEqual(['scheduled', 'in_waiting_room']);
  });

  test('an unknown code and sub-code are kept under the catch-all status', async () => {
    const { meeting, botId } = await scheduledMeeting();
    const at = new Date();
    expect((await post(statusEvent(botId, 'in_call_teleported', at, 'quantum_tunnel'))).status).toBe(204);
    expect(await statusOf(meeting.id)).toBe('status_change');
    const last = (await logsOf(meeting.id)).at(-1)!;
    expect(last).toMatchObject({ status: 'status_change', subCode: 'quantum_tunnel' });
    expect(last.message).toContain('in_call_teleported');
    // An unknown call_ended sub-code is kept too, as the call's end.
    expect(
      (await post(statusEvent(botId, 'call_ended', new Date(at.getTime() + 1), 'bot_fell_asleep'))).status,
    ).toBe(204);
    expect((await logsOf(meeting.id)).at(-1)).toMatchObject({
      status: 'call_ended',
      subCode: 'bot_fell_asleep',
    });
  });

  test('a webhook of a bot nobody knows is asked again while recent, then ignored; other events are accepted', async () => {
    expect((await post(statusEvent('bot-desconhecido', 'joining_call', new Date()))).status).toBe(409);
    expect(
      (await post(statusEvent('bot-desconhecido', 'joining_call', new Date(Date.now() - 3600_000)))).status,
    ).toBe(204);
    expect((await post({ event: 'calendar.update', data: {} })).status).toBe(204);
  });

  test('restarting the bot sends a new one: the meeting keeps the new bot id, the old one is unscheduled', async () => {
    const { meeting, botId } = await scheduledMeeting();
    expect((await server.call('PATCH', `/api/meetings/${meeting.id}/restart-bot`, token)).status).toBe(200);
    const [row] = await server.running.db.query<{ bot_id: string }>(
      'SELECT bot_id FROM meeting_bots WHERE meeting_id = $1',
      [meeting.id],
    );
    expect(row!.bot_id).not.toBe(botId);
    const old = await fetch(`${server.running.config.recall.baseUrl}/api/v1/bot/${botId}/`, {
      headers: { authorization: `Token ${server.running.config.recall.apiKey}` },
    });
    expect(old.status).toBe(404);
    // The old bot's events (its metadata names the meeting, which has another bot now) change nothing.
    const late = statusEvent(botId, 'in_call_recording', new Date(), null, { pauta_meeting_id: meeting.id });
    expect((await post(late)).status).toBe(204);
    expect(await statusOf(meeting.id)).toBe('scheduled');
  });
});

test('webhooks that never arrive: reconciliation asks Recall and the meeting still reaches done', async () => {
  const lostDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-lost-'));
  const lonely = await startBotServer(await seededPglite(), lostDir, '0.005', {
    // Every webhook of the emulator goes nowhere.
    RECALL_EMULATOR_WEBHOOK_URLS: 'http://127.0.0.1:9/nobody',
    RECALL_RECONCILE_SECONDS: '0.2',
    RECALL_QUIET_SECONDS: '0.3',
  });
  try {
    const lonelyToken = bearer(await signIn(lonely.baseUrl, accounts.seller.email));
    const response = await lonely.call('POST', '/api/meetings', lonelyToken, {
      meetingUrl: 'https://meet.google.com/rec-onci-lia',
      title: 'Reunião sem webhooks',
      startTime: new Date().toISOString(),
    });
    const created = meetingSchema.parse(await response.json());
    const done = await waitForStatus(lonely, lonelyToken, created.id, ['done'], 20_000);
    expect(done.exitReason).toBe('host_ended_call');
    const logs = meetingLogsSchema.parse(
      await (await lonely.call('GET', `/api/meetings/${created.id}/logs`, lonelyToken)).json(),
    );
    expect(logs.map((log) => log.status)).toEqual(happyCallStatuses);
    const transcript = await lonely.call('GET', `/api/meetings/${created.id}/transcription`, lonelyToken);
    expect(transcript.status).toBe(200);
  } finally {
    await lonely.running.close();
    await rm(lostDir, { recursive: true, force: true });
  }
}, 60_000);
