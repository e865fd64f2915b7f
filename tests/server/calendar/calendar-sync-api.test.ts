import { afterAll, beforeAll, expect, test } from 'vitest';
import { calendarMessages } from '../../../server/features/calendar/calendar-messages.ts';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { calendarStatusSchema } from '../../../src/api-contract/calendar.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { featureOffMessage } from '../../../src/api-contract/company-features.ts';
import { accounts, tokenCache } from '../support/credentials.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

/*
 * The calendar routes of K3 over the real server: the settings page's status, the sync's refusals in
 * Portuguese, its per-user limit, and the calendar feature gate. The sync itself against each provider's
 * emulator is in calendar-google.test.ts and calendar-outlook.test.ts; its rules in tests/server/calendar.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(await seededPglite(), { env: { CALENDAR_SYNCS_PER_MINUTE: '2' } });
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);
const call = async (email: string, path: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: { authorization: await tokenOf(email) } });
const messageOf = async (response: Response) => apiErrorSchema.parse(await response.json()).message;

test("the status lists both calendars, not connected, with the user's import setting and the interval", async () => {
  const response = await call(accounts.seller.email, '/api/calendar/status');
  expect(response.status).toBe(200);
  const status = calendarStatusSchema.parse(await response.json());
  expect(status.calendars.map((calendar) => [calendar.kind, calendar.connected])).toEqual([
    ['google', false],
    ['outlook', false],
  ]);
  expect(status.calendars[0]).toMatchObject({ accountEmail: null, lastSync: null, importedMeetings: 0 });
  expect(status).toMatchObject({ importMeeting: 0, syncIntervalSeconds: 900 });
});

test('a sync of a calendar not connected is a 404 in Portuguese; past the limit, a 429', async () => {
  const google = await call(accounts.joao.email, '/api/synccalendar');
  expect(google.status).toBe(404);
  expect(await messageOf(google)).toBe(calendarMessages.notConnected('google'));
  const outlook = await call(accounts.joao.email, '/api/synccalendaroutlook');
  expect(outlook.status).toBe(404);
  expect(await messageOf(outlook)).toBe(calendarMessages.notConnected('outlook'));
  const limited = await call(accounts.joao.email, '/api/synccalendar');
  expect(limited.status).toBe(429);
  expect(await messageOf(limited)).toBe(abuseMessages.calendarSyncs);
  // Another user has a budget of their own.
  expect((await call(accounts.rafael.email, '/api/synccalendar')).status).toBe(404);
});

test('a company with the calendar off gets 403 on every calendar call', async () => {
  for (const path of ['/api/calendar/status', '/api/synccalendar', '/api/synccalendaroutlook']) {
    const response = await call(accounts.otherCompany.email, path);
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(featureOffMessage);
  }
});
