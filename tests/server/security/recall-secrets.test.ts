import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { withInstallationCredentials } from '../../../server/emulators/recall/credentials.ts';
import { startServer } from '../../../server/http/start-server.ts';
import { signedHeaders } from '../../../server/providers/bot/recall/signature.ts';
import { meetingSchema } from '../../../src/api-contract/meeting.ts';
import { serverForFile } from '../support/file-server.ts';
import { seededPglite } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * Issue 25 item 3: no Recall key or webhook secret known to outsiders. The constants the server used to fall
 * back on (and that anyone could read in its source) open nothing: the embedded emulator's key and secret are
 * made per installation, and Recall.ai itself is never used without the workspace's own.
 */
const formerKey = 'pauta-local-recall-key';
const formerSecret = 'whsec_cGF1dGEtbG9jYWwtcmVjYWxsLXdlYmhvb2stc2VjcmV0';

const server = serverForFile(async () => startTestServer(await seededPglite()));

const listBots = (key: string) =>
  fetch(`${server.baseUrl}/emulators/recall/api/v1/bot/`, { headers: { authorization: `Token ${key}` } });

test("the former built-in key is refused by the emulator as Recall refuses a bad token; the installation's works", async () => {
  const refused = await listBots(formerKey);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ detail: 'Invalid token.' });
  const bot = `${server.baseUrl}/emulators/recall/api/v1/bot/${randomUUID()}`;
  for (const [method, url] of [
    ['DELETE', `${bot}/`],
    ['POST', `${bot}/leave_call/`],
  ] as const) {
    const answer = await fetch(url, { method, headers: { authorization: `Token ${formerKey}` } });
    expect(answer.status).toBe(401);
  }

  const { apiKey, webhookSecret } = server.running.config.recall;
  expect(apiKey).not.toBe(formerKey);
  expect(webhookSecret).not.toBe(formerSecret);
  expect((await listBots(apiKey)).status).toBe(200);
});

test("the emulator's key and secret are kept in the database: another server of it (or a restart) gets the same", async () => {
  const { recall } = readServerConfig({});
  const again = await withInstallationCredentials(server.running.db, recall);
  expect(again).toMatchObject({
    apiKey: server.running.config.recall.apiKey,
    webhookSecret: server.running.config.recall.webhookSecret,
  });
});

test('a bot.fatal webhook signed with the former default secret is refused and the meeting stays as it was', async () => {
  const created = await server.call(accounts.seller.email, 'POST', '/api/meetings', {
    meetingUrl: 'https://meet.google.com/seg-rcll-tst',
    title: 'Reunião que um webhook forjado tentou encerrar',
    startTime: new Date(Date.now() + 24 * 3600_000).toISOString(),
  });
  const meeting = meetingSchema.parse(await created.json());
  const [row] = await server.running.db.query<{ bot_id: string }>(
    'SELECT bot_id FROM meeting_bots WHERE meeting_id = $1',
    [meeting.id],
  );
  const body = JSON.stringify({
    event: 'bot.fatal',
    data: {
      data: { code: 'fatal', sub_code: 'meeting_not_found', updated_at: new Date().toISOString() },
      bot: { id: row?.bot_id, metadata: {} },
    },
  });
  const answer = await fetch(`${server.baseUrl}/api/webhooks/recall`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signedHeaders(formerSecret, `msg_${randomUUID()}`, body),
    },
    body,
  });
  expect(answer.status).toBe(401);
  const after = await server.call(accounts.seller.email, 'GET', `/api/meetings/${meeting.id}`);
  expect(meetingSchema.parse(await after.json()).status).toBe('scheduled');
});

test.each([
  ['RECALL_WEBHOOK_SECRET', { RECALL_API_KEY: 'chave-do-workspace' }],
  ['RECALL_API_KEY', { RECALL_WEBHOOK_SECRET: `whsec_${Buffer.from('segredo').toString('base64')}` }],
  ['RECALL_API_KEY', {}],
])('with RECALL_BASE_URL set (Recall.ai), a missing %s stops the start, naming it', async (missing, env) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-recall-secrets-'));
  const outcome = await startServer({
    env: { DATA_DIR: dataDir, RECALL_BASE_URL: 'https://us-east-1.recall.ai', ...env },
    port: 0,
    database: await seededPglite(),
  }).then(
    async (running) => {
      await running.close();
      return 'started';
    },
    (error: Error) => error.message,
  );
  await rm(dataDir, { recursive: true, force: true });
  expect(outcome).toMatch(new RegExp(`${missing} is required when RECALL_BASE_URL is set`));
});
