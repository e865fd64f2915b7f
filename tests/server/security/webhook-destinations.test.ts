import { expect, test } from 'vitest';
import { webhookIntegrationSchema } from '../../../src/api-contract/webhook.ts';
import { refusalMessage, serverForFile } from '../support/file-server.ts';
import { seededPglite } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * Issue 25 item 7, as production runs it (WEBHOOK_ALLOW_LOOPBACK=false): a webhook URL that names this
 * machine, in whatever spelling, is refused when it is saved, in Portuguese, and nothing is saved. (Where a
 * name resolves to is checked at every send: tests/server/webhooks/sender.test.ts.)
 */
const server = serverForFile(async () =>
  startTestServer(await seededPglite(), { env: { WEBHOOK_ALLOW_LOOPBACK: 'false' } }),
);
const path = '/api/users/integrations/webhook';
const refused =
  'Este endereço é de uma rede privada ou reservada, ou deste servidor, e não pode receber o webhook. Use um endereço público.';

test.each([
  'http://[::1]:4350/hook',
  'https://2130706433:4351/',
  'https://0x7f000001/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'http://127.0.0.1:4173/emulators/webhook/inbox',
  'http://localhost:4173/emulators/webhook/inbox',
  'https://api.localhost/hook',
  'https://10.0.0.7/hook',
  'https://[fe80::1]/hook',
])('%s is refused and nothing is saved', async (webHook) => {
  const email = accounts.fernanda.email;
  expect(await refusalMessage(await server.call(email, 'PATCH', path, { webHook }), 400)).toBe(refused);
  const read = webhookIntegrationSchema.parse(await (await server.call(email, 'GET', path)).json());
  expect(read.webHook).toBeNull();
});

test('a public address is saved', async () => {
  const email = accounts.fernanda.email;
  const saved = await server.call(email, 'PATCH', path, { webHook: 'https://exemplo.com.br/hook' });
  expect(saved.status).toBe(200);
  await server.call(email, 'PATCH', path, { webHook: null });
});
