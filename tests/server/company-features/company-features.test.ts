import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  allCompanyFeatures,
  companyFeaturesSchema,
  featureOffMessage,
} from '../../../src/api-contract/company-features.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { startOn, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startOn('pglite');
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);
const get = async (email: string, url: string) => server.get(url, await tokenOf(email));

test('the demo company has every feature on; every one of its users reads the same', async () => {
  for (const key of ['seller', 'leader', 'admin'] as const) {
    const response = await get(accounts[key].email, '/api/company-features');
    expect(response.status).toBe(200);
    expect(companyFeaturesSchema.parse(await response.json())).toEqual(allCompanyFeatures);
  }
  expect((await server.get('/api/company-features')).status).toBe(401);
});

test("the other company's own switches: no team dashboard, daily reports or calendar", async () => {
  const response = await get(accounts.otherCompany.email, '/api/company-features');
  expect(companyFeaturesSchema.parse(await response.json())).toEqual({
    ...allCompanyFeatures,
    enablement: false,
    dailyReports: false,
    calendar: false,
  });
});

test('a feature that is off answers 403 in Portuguese on its endpoints; one that is on passes', async () => {
  const outsider = accounts.otherCompany.email;
  for (const url of [
    '/api/enablement/talk-time/d0000000-0000-4000-8000-000000000001',
    '/api/enablement/dashboard/stats/d0000000-0000-4000-8000-000000000001',
    '/api/daily-report-config',
    '/api/daily-report-config/qualquer',
  ]) {
    const response = await get(outsider, url);
    const { message } = apiErrorSchema.parse(await response.json());
    expect({ url, status: response.status, message }).toEqual({
      url,
      status: 403,
      message: featureOffMessage,
    });
  }
  // Templates are on for both companies: the gate lets the call through to its route.
  expect((await get(outsider, '/api/templates')).status).toBe(200);
  expect((await get(accounts.seller.email, '/api/templates')).status).toBe(200);
  // The gate runs after authentication: no credentials is still 401.
  expect((await server.get('/api/daily-report-config')).status).toBe(401);
});
