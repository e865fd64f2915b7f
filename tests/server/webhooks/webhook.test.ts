import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { meetingSchema } from '../../../src/api-contract/meeting.ts';
import { webhookUrlMessages } from '../../../src/domain/webhook-url.ts';
import {
  webhookIntegrationSchema,
  webhookSavedSchema,
  webhookTestResultSchema,
} from '../../../src/api-contract/webhook.ts';
import { serverForFile } from '../support/file-server.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer } from '../support/test-server.ts';
import { signatureIsValid, startReceiver } from '../support/webhook-receiver.ts';
import { seededPglite } from '../support/databases.ts';

// PATCH/GET /api/users/integrations/webhook and its test ping over HTTP, and a finished bot meeting's
// meeting.done event reaching the owner's receiver (the emulated Recall bot sped up).
const path = '/api/users/integrations/webhook';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
const server = serverForFile(async () =>
  startTestServer(await seededPglite(), {
    env: { BOT_TIME_SCALE: '0.005', WEBHOOK_TESTS_PER_MINUTE: '3' },
  }),
);
const { call } = server;

async function save(email: string, body: unknown) {
  const response = await call(email, 'PATCH', path, body);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return webhookSavedSchema.parse(await response.json());
}
async function read(email: string) {
  const response = await call(email, 'GET', path);
  expect(response.status).toBe(200);
  return webhookIntegrationSchema.parse(await response.json());
}
async function refusal(email: string, body: unknown) {
  const response = await call(email, 'PATCH', path, body);
  expect(response.status).toBe(400);
  return apiErrorSchema.parse(await response.json()).message;
}

test.each([
  ['not a URL', 'meu webhook', webhookUrlMessages.invalid],
  ['ftp', 'ftp://exemplo.com.br/hook', webhookUrlMessages.invalid],
  ['http off localhost', 'http://exemplo.com.br/hook', webhookUrlMessages.notHttps],
  ['credentials in the URL', 'https://user:senha@exemplo.com.br/hook', webhookUrlMessages.credentials],
  ['too long', `https://exemplo.com.br/${'a'.repeat(2000)}`, webhookUrlMessages.tooLong],
  [
    'a private address',
    'https://10.0.0.7/hook',
    'Este endereço é de uma rede privada ou reservada, ou deste servidor, e não pode receber o webhook. Use um endereço público.',
  ],
  ['the metadata address', 'http://169.254.169.254/latest', webhookUrlMessages.notHttps],
  [
    'a unique-local IPv6',
    'https://[fd00::1]/hook',
    'Este endereço é de uma rede privada ou reservada, ou deste servidor, e não pode receber o webhook. Use um endereço público.',
  ],
])('%s is refused in Portuguese and nothing is saved', async (_label, webHook, message) => {
  expect(await refusal(accounts.fernanda.email, { webHook })).toBe(message);
  expect((await read(accounts.fernanda.email)).webHook).toBeNull();
});

test('a body without webHook, or of the wrong type, is refused', async () => {
  expect(await refusal(accounts.fernanda.email, {})).toBe('Informe a URL do webhook.');
  expect(await refusal(accounts.fernanda.email, { webHook: 42 })).toBe('Informe a URL do webhook.');
});

test('the secret is answered once; reading shows only that one exists; regenerating and removing', async () => {
  const email = accounts.beatriz.email;
  const first = await save(email, { webHook: '  https://exemplo.com.br/hook  ' });
  expect(first).toMatchObject({ webHook: 'https://exemplo.com.br/hook', hasSecret: true });
  expect(first.secret).toMatch(/^whsec_/);
  const seen = await read(email);
  expect(seen).toEqual({
    integrationType: 'webhook',
    webHook: 'https://exemplo.com.br/hook',
    hasSecret: true,
    deliveries: [],
  });
  expect(JSON.stringify(seen)).not.toContain(first.secret);

  expect((await save(email, { webHook: 'https://exemplo.com.br/novo' })).secret).toBeNull();
  const renewed = await save(email, { webHook: 'https://exemplo.com.br/novo', regenerateSecret: true });
  expect(renewed.secret).toMatch(/^whsec_/);
  expect(renewed.secret).not.toBe(first.secret);

  expect(await save(email, { webHook: '' })).toMatchObject({ webHook: null, hasSecret: false, secret: null });
  // A new URL after removal is a fresh start with a fresh secret.
  expect((await save(email, { webHook: 'http://localhost:9/hook' })).secret).toMatch(/^whsec_/);
  await save(email, { webHook: null });
});

test('each user sees only their own webhook and deliveries', async () => {
  await save(accounts.joao.email, { webHook: receiver.url('/joao') });
  const ping = await call(accounts.joao.email, 'POST', `${path}/test`);
  expect(ping.status).toBe(200);
  const mine = await read(accounts.joao.email);
  expect(mine.deliveries).toHaveLength(1);
  for (const other of [accounts.rafael.email, accounts.admin.email, accounts.otherCompany.email]) {
    expect(await read(other)).toMatchObject({ webHook: null, hasSecret: false, deliveries: [] });
  }
  await save(accounts.joao.email, { webHook: null });
});

test('an unknown integration type is a 404 in Portuguese', async () => {
  const response = await call(accounts.seller.email, 'GET', '/api/users/integrations/zapier');
  expect(response.status).toBe(404);
  expect(apiErrorSchema.parse(await response.json()).message).toBe('Integração não encontrada.');
});

test('"Enviar teste" pings at once with a verifiable signature, reports a failure, and is rate-limited', async () => {
  const email = accounts.rafael.email;
  const noHook = await call(email, 'POST', `${path}/test`);
  expect(noHook.status).toBe(400);
  expect(apiErrorSchema.parse(await noHook.json()).message).toBe(
    'Cadastre a URL do webhook antes de enviar um teste.',
  );

  const { secret } = await save(email, { webHook: receiver.url('/rafael') });
  const ok = webhookTestResultSchema.parse(await (await call(email, 'POST', `${path}/test`)).json());
  expect(ok.delivery).toMatchObject({ event: 'ping', status: 'delivered', attempts: 1, lastHttpStatus: 200 });
  const got = receiver.received.findLast((entry) => entry.path === '/rafael');
  expect(got && secret && signatureIsValid(secret, got)).toBe(true);
  expect(JSON.parse(got?.body ?? '{}')).toMatchObject({ id: ok.delivery.id, event: 'ping' });

  receiver.answer(500);
  const failed = webhookTestResultSchema.parse(await (await call(email, 'POST', `${path}/test`)).json());
  // A ping is one attempt: no retry waits for it.
  expect(failed.delivery).toMatchObject({
    status: 'failed',
    attempts: 1,
    lastHttpStatus: 500,
    nextAttemptAt: null,
  });
  expect(failed.delivery.lastError).toMatch(/respondeu com o código 500/);

  await call(email, 'POST', `${path}/test`);
  const limited = await call(email, 'POST', `${path}/test`);
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBeTruthy();
  expect(apiErrorSchema.parse(await limited.json()).message).toBe(
    'Muitos testes de webhook em pouco tempo. Aguarde um minuto e tente novamente.',
  );
  await save(email, { webHook: null });
});

test('a finished bot meeting POSTs a signed meeting.done to its owner', async () => {
  const email = accounts.seller.email;
  const { secret } = await save(email, { webHook: receiver.url('/vendedor') });
  const created = meetingSchema.parse(
    await (
      await call(email, 'POST', '/api/meetings', {
        meetingUrl: 'https://meet.google.com/web-hook-tst',
        title: 'Reunião com webhook',
        startTime: new Date().toISOString(),
      })
    ).json(),
  );
  const deadline = Date.now() + 15_000;
  while (!receiver.received.some((entry) => entry.path === '/vendedor') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const got = receiver.received.find((entry) => entry.path === '/vendedor');
  expect(got?.headers['x-pauta-event']).toBe('meeting.done');
  expect(got && secret && signatureIsValid(secret, got)).toBe(true);
  const event = JSON.parse(got?.body ?? '{}') as { data: Record<string, unknown> };
  expect(event.data).toMatchObject({
    meeting: {
      id: created.id,
      title: 'Reunião com webhook',
      owner: { email },
      url: `${server.baseUrl}/meetings/${created.id}`,
    },
    summary: expect.any(String),
    nextSteps: expect.any(Array),
    answers: expect.any(Array),
  });
  const [delivery] = (await read(email)).deliveries;
  expect(delivery).toMatchObject({
    event: 'meeting.done',
    meetingId: created.id,
    meetingTitle: 'Reunião com webhook',
  });
  await save(email, { webHook: null });
});

test('the embedded receiver takes a webhook on localhost, fails on purpose with ?status, and lists what arrived to this machine', async () => {
  const email = accounts.leader.email;
  const inbox = `${server.baseUrl}/emulators/webhook/inbox/lider`;
  const { secret } = await save(email, { webHook: inbox });
  const ok = webhookTestResultSchema.parse(await (await call(email, 'POST', `${path}/test`)).json());
  expect(ok.delivery).toMatchObject({ status: 'delivered', lastHttpStatus: 200 });

  await save(email, { webHook: `${inbox}?status=503` });
  const failed = webhookTestResultSchema.parse(await (await call(email, 'POST', `${path}/test`)).json());
  expect(failed.delivery).toMatchObject({ status: 'failed', lastHttpStatus: 503 });

  const listed = (await (await fetch(`${server.baseUrl}/emulators/webhook/_received`)).json()) as Array<{
    path: string;
    headers: Record<string, string>;
    body: string;
    answeredStatus: number;
  }>;
  const [latest, first] = listed.filter((entry) => entry.path === '/emulators/webhook/inbox/lider');
  expect(latest?.answeredStatus).toBe(503);
  expect(first?.headers['x-pauta-event-id']).toBe(ok.delivery.id);
  // What it lists is what was sent: the signature checks out with the secret shown once.
  expect(
    first &&
      secret &&
      signatureIsValid(secret, { path: first.path, headers: first.headers, body: first.body }),
  ).toBe(true);
  await save(email, { webHook: null });
});
