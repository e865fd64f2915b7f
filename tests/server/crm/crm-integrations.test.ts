import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSecretBox } from '../../../server/crypto/secret-box.ts';
import { demoKeys } from '../../../server/emulators/crm/demo-accounts.ts';
import {
  crmIntegrationSchema,
  crmKeyFields,
  crmMessages,
  type CrmProvider,
} from '../../../src/api-contract/crm.ts';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer;
beforeAll(async () => {
  // Room for this file's saves; the limit itself is the last test's.
  server = await startTestServer(await seededPglite(), { env: { CRM_KEY_CHECKS_PER_MINUTE: '40' } });
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);
const path = (provider: string) => `/api/users/integrations/${provider}`;

async function call(email: string, method: 'GET' | 'PATCH', url: string, body?: unknown) {
  return fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      authorization: await tokenOf(email),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const read = async (email: string, provider: CrmProvider) => {
  const response = await call(email, 'GET', path(provider));
  expect(response.status).toBe(200);
  return crmIntegrationSchema.parse(await response.json());
};
const setKey = (email: string, provider: CrmProvider, key: unknown) =>
  call(email, 'PATCH', path(provider), { [crmKeyFields[provider]]: key });
async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(await response.json()).message;
}
const rawRows = (userId: string) =>
  server.running.db.query<{ provider: string; key_sealed: string; key_last4: string }>(
    'SELECT provider, key_sealed, key_last4 FROM user_crm_keys WHERE user_id = $1 ORDER BY provider',
    [userId],
  );

describe.each(['hubspot', 'rdstation', 'pipedrive'] as const)('%s key', (provider) => {
  const seller = accounts.seller.email;
  const key = demoKeys[provider].valid;

  test('starts disconnected; a key the provider refuses is a 400 in Portuguese and nothing is stored', async () => {
    expect(await read(seller, provider)).toEqual({
      integrationType: provider,
      connected: false,
      maskedKey: null,
      updatedAt: null,
    });
    expect(await refusal(await setKey(seller, provider, 'chave-que-nao-existe'), 400)).toBe(
      crmMessages.refused(provider),
    );
    expect((await read(seller, provider)).connected).toBe(false);
    expect((await rawRows(accounts.seller.id)).filter((row) => row.provider === provider)).toEqual([]);
  });

  test('a valid key is stored sealed and only ever answered masked; null and empty remove it', async () => {
    const saved = await setKey(seller, provider, `  ${key}  `);
    expect(saved.status).toBe(200);
    const integration = crmIntegrationSchema.parse(await saved.json());
    expect(integration).toMatchObject({
      integrationType: provider,
      connected: true,
      maskedKey: `••••${key.slice(-4)}`,
    });
    expect(JSON.stringify(await read(seller, provider))).not.toContain(key);

    const [row] = (await rawRows(accounts.seller.id)).filter((stored) => stored.provider === provider);
    expect(row?.key_sealed).toMatch(/^v1\./);
    expect(row?.key_sealed).not.toContain(key);
    expect(row?.key_last4).toBe(key.slice(-4));
    // The server's own secret box opens it, for this user and provider only.
    const box = createSecretBox(server.running.config);
    expect(await box.open(row!.key_sealed, `crm:${provider}:${accounts.seller.id}`)).toBe(key);
    await expect(box.open(row!.key_sealed, `crm:${provider}:${accounts.leader.id}`)).rejects.toMatchObject({
      reason: 'tampered',
    });

    expect((await setKey(seller, provider, null)).status).toBe(200);
    expect((await read(seller, provider)).connected).toBe(false);
    expect((await setKey(seller, provider, key)).status).toBe(200);
    const removed = crmIntegrationSchema.parse(await (await setKey(seller, provider, '  ')).json());
    expect(removed).toMatchObject({ connected: false, maskedKey: null });
  });
});

test('bad bodies are refused in Portuguese', async () => {
  const seller = accounts.seller.email;
  expect(await refusal(await setKey(seller, 'hubspot', 'curta'), 400)).toBe(crmMessages.tooShort);
  expect(await refusal(await setKey(seller, 'hubspot', 'tem espaço no meio'), 400)).toBe(
    crmMessages.badCharacters,
  );
  expect(await refusal(await setKey(seller, 'pipedrive', 'x'.repeat(201)), 400)).toBe(crmMessages.tooLong);
  expect((await setKey(seller, 'rdstation', 12_345_678)).status).toBe(400);
  // The body names the provider's own field: another's is not read.
  expect(
    (await call(seller, 'PATCH', path('hubspot'), { apikeyPipedrive: demoKeys.hubspot.valid })).status,
  ).toBe(400);
});

test("keys are each user's own: nobody else sees another's connection, and a GET never shows a key", async () => {
  expect((await setKey(accounts.seller.email, 'pipedrive', demoKeys.pipedrive.valid)).status).toBe(200);
  for (const other of [accounts.leader, accounts.admin, accounts.fernanda, accounts.otherCompany]) {
    expect((await read(other.email, 'pipedrive')).connected).toBe(false);
  }
  expect((await setKey(accounts.admin.email, 'pipedrive', demoKeys.pipedrive.valid)).status).toBe(200);
  expect((await setKey(accounts.admin.email, 'pipedrive', null)).status).toBe(200);
  // The admin removing theirs leaves the seller's.
  expect((await read(accounts.seller.email, 'pipedrive')).connected).toBe(true);
  expect((await setKey(accounts.seller.email, 'pipedrive', null)).status).toBe(200);
});

test('signed-out callers get 401; an unknown integration type is a 404', async () => {
  expect((await fetch(`${server.baseUrl}${path('hubspot')}`)).status).toBe(401);
  expect(
    (
      await fetch(`${server.baseUrl}${path('hubspot')}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ apikeyHubspot: null }),
      })
    ).status,
  ).toBe(401);
  expect((await call(accounts.seller.email, 'GET', path('salesforce'))).status).toBe(404);
});

test('the embedded emulators list their notes to a loopback client', async () => {
  const response = await fetch(`${server.baseUrl}/emulators/_notes`);
  expect(response.status).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
});

test('key checks call the CRM, so each user has a budget per minute (429 in Portuguese)', async () => {
  const leader = accounts.leader.email;
  for (let attempt = 0; attempt < 40; attempt++) {
    expect((await setKey(leader, 'hubspot', null)).status).toBe(200);
  }
  const refused = await setKey(leader, 'rdstation', demoKeys.rdstation.valid);
  expect(refused.headers.get('retry-after')).toBeTruthy();
  expect(await refusal(refused, 429)).toBe(abuseMessages.crmKeyChecks);
});
