import { afterAll, beforeAll, expect, test } from 'vitest';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, teams } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer | undefined;
beforeAll(async () => {
  server = await startTestServer(await seededPglite(), { env: { ENABLEMENT_QUERIES_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await server?.close();
});

test('the dashboard figures are limited per user and minute (ENABLEMENT_QUERIES_PER_MINUTE), then 429', async () => {
  const running = server!;
  const tokenOf = tokenCache(() => running.baseUrl);
  const ask = async (email: string, path: string) =>
    running.get(`/api/enablement/${path}/${teams.comercial.id}`, await tokenOf(email));
  const statuses = [];
  for (const path of ['dashboard/stats', 'talk-time', 'seller-skills', 'next-steps']) {
    statuses.push((await ask(accounts.leader.email, path)).status);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const refused = await ask(accounts.leader.email, 'dashboard/chart-data');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(apiErrorSchema.parse(await refused.json()).message).toBe(abuseMessages.enablement);
  // Another user's budget is their own.
  expect((await ask(accounts.admin.email, 'dashboard/stats')).status).toBe(200);
});
