import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSecretBox } from '../../../server/crypto/secret-box.ts';
import { calendarMessages } from '../../../server/features/calendar/calendar-messages.ts';
import {
  googleAuthorizeUrlSchema,
  googleCalendarConnectedSchema,
  googleCalendarMessages,
} from '../../../src/api-contract/calendar-google.ts';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { consent } from './google-emulator-server.ts';
import { accounts, tokenCache } from '../support/credentials.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer;
beforeAll(async () => {
  // Access tokens shorter than the two minutes' refresh margin: every use of the connection refreshes it.
  server = await startTestServer(await seededPglite(), {
    env: { GOOGLE_EMULATOR_TOKEN_TTL_SECONDS: '60', CALENDAR_CONNECTS_PER_MINUTE: '40' },
  });
});
afterAll(async () => {
  await server?.close();
});
const tokenOf = tokenCache(() => server.baseUrl);

async function call(email: string, path: string, method: 'GET' | 'POST' = 'GET') {
  return fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: await tokenOf(email) } });
}
async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorSchema.parse(await response.json()).message;
}
/** The consent address the app would open, and where Google sends the browser back after Permitir. */
async function consentAs(email: string, account = email) {
  const answer = await call(email, '/api/calendar/google/authorize-url');
  expect(answer.status).toBe(200);
  const { url } = googleAuthorizeUrlSchema.parse(await answer.json());
  const back = await consent(url, account);
  return {
    url: new URL(url),
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    back,
  };
}
const callback = (email: string, code: string, state?: string) =>
  call(
    email,
    `/api/authcalendar/${encodeURIComponent(code)}${state === undefined ? '' : `?state=${encodeURIComponent(state)}`}`,
  );
const connectionRow = (userId: string) =>
  server.running.db
    .query<{ account_email: string; tokens_sealed: string; expires_at: Date }>(
      "SELECT account_email, tokens_sealed, expires_at FROM calendar_connections WHERE user_id = $1 AND kind = 'google'",
      [userId],
    )
    .then((rows) => rows[0]);
const flagOf = (userId: string) =>
  server.running.db
    .query<{ is_gmeet_connected: boolean }>('SELECT is_gmeet_connected FROM users WHERE id = $1', [userId])
    .then((rows) => rows[0]?.is_gmeet_connected);

describe('connecting a Google calendar through the embedded emulator', () => {
  const seller = accounts.seller;

  test('the consent address is the emulator on this server, with a state and the user as login hint', async () => {
    const { url, back } = await consentAs(seller.email);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.baseUrl}/emulators/google/o/oauth2/v2/auth`);
    expect(url.searchParams.get('login_hint')).toBe(seller.email);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/meetings/authcalendar`);
  });

  test('a state that is not the caller’s pending one is refused in Portuguese; the right one connects', async () => {
    const { code, state } = await consentAs(seller.email, 'lucas.google@gmail.example');
    expect(await refusal(await callback(seller.email, code), 400)).toBe(googleCalendarMessages.stateMismatch);
    expect(await refusal(await callback(seller.email, code, 'outro-estado'), 400)).toBe(
      googleCalendarMessages.stateMismatch,
    );
    // Another user holding the seller's code and state gets nothing either.
    expect(await refusal(await callback(accounts.leader.email, code, state), 400)).toBe(
      googleCalendarMessages.stateMismatch,
    );

    const connected = await callback(seller.email, code, state);
    expect(connected.status).toBe(200);
    expect(googleCalendarConnectedSchema.parse(await connected.json())).toEqual({
      kind: 'google',
      accountEmail: 'lucas.google@gmail.example',
    });
    expect(await flagOf(seller.id)).toBe(true);
    const row = await connectionRow(seller.id);
    expect(row?.account_email).toBe('lucas.google@gmail.example');
    // Sealed at rest: neither token is readable in the row.
    expect(row?.tokens_sealed).not.toMatch(/ya29\.|1\/\//);

    // The state was used: the same callback again is refused.
    expect(await refusal(await callback(seller.email, code, state), 400)).toBe(
      googleCalendarMessages.stateMismatch,
    );
  });

  test('a code used once is refused with a fresh state (Google: invalid_grant)', async () => {
    const first = await consentAs(seller.email);
    expect((await callback(seller.email, first.code, first.state)).status).toBe(200);
    const second = await consentAs(seller.email);
    expect(await refusal(await callback(seller.email, first.code, second.state), 400)).toBe(
      googleCalendarMessages.codeRefused,
    );
  });

  test('an expiring access token is refreshed through the emulator when the calendar is used', async () => {
    const { code, state } = await consentAs(seller.email);
    expect((await callback(seller.email, code, state)).status).toBe(200);
    const before = await connectionRow(seller.id);
    const sync = await call(seller.email, '/api/synccalendar');
    expect(sync.status).toBe(200);
    const after = await connectionRow(seller.id);
    expect(after?.tokens_sealed).not.toBe(before?.tokens_sealed);
    expect(after!.expires_at.getTime()).toBeGreaterThanOrEqual(before!.expires_at.getTime());
  });

  test('disconnecting revokes the tokens at Google and forgets the connection', async () => {
    const { code, state } = await consentAs(seller.email);
    expect((await callback(seller.email, code, state)).status).toBe(200);
    const row = await connectionRow(seller.id);
    const box = createSecretBox(server.running.config);
    const sealed = JSON.parse(await box.open(row!.tokens_sealed, `calendar:google:${seller.id}`)) as {
      refreshToken: string;
    };

    const answer = await call(seller.email, '/api/disconnect-google-calendar', 'POST');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: 'google', connected: false });
    expect(await connectionRow(seller.id)).toBeUndefined();
    expect(await flagOf(seller.id)).toBe(false);
    // Google's token endpoint no longer knows the refresh token.
    const refresh = await fetch(`${server.baseUrl}/emulators/google/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: server.running.config.google.clientId,
        client_secret: server.running.config.google.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: sealed.refreshToken,
      }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });

    expect(await refusal(await call(seller.email, '/api/disconnect-google-calendar', 'POST'), 404)).toBe(
      calendarMessages.notConnected('google'),
    );
  });

  test('a refused consent page never reaches the API: Google sends error=access_denied back', async () => {
    const answer = await call(seller.email, '/api/calendar/google/authorize-url');
    const { url } = googleAuthorizeUrlSchema.parse(await answer.json());
    const back = await consent(url, seller.email, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(new URL(url).searchParams.get('state'));
  });

  test('connect round trips are limited per user: then 429 in Portuguese', async () => {
    const leader = accounts.leader.email;
    let answer = await call(leader, '/api/calendar/google/authorize-url');
    for (let tries = 1; answer.status === 200 && tries <= 40; tries++) {
      answer = await call(leader, '/api/calendar/google/authorize-url');
    }
    expect(await refusal(answer, 429)).toBe(abuseMessages.calendarConnects);
    // Another user's budget is their own.
    expect((await call(accounts.admin.email, '/api/calendar/google/authorize-url')).status).toBe(200);
  });
});
