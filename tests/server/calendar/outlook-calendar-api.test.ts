import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { abuseMessages } from '../../../server/http/abuse-limits.ts';
import { calendarMessages } from '../../../server/features/calendar/calendar-messages.ts';
import {
  outlookAuthorizeUrlSchema,
  outlookCalendarConnectedSchema,
  outlookCalendarMessages,
  outlookVerifierStoredSchema,
} from '../../../src/api-contract/calendar-outlook.ts';
import { calendarSyncResultSchema } from '../../../src/api-contract/calendar.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { consent, pkcePair } from './microsoft-emulator-server.ts';
import { accounts, tokenCache } from '../support/credentials.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

let server: TestServer;
beforeAll(async () => {
  // Access tokens shorter than the two minutes' refresh margin: every use of the connection refreshes it.
  server = await startTestServer(
    await seededPglite(),
    // A round trip is two counted calls (verifier, callback): room for this file's, the limit's own test aside.
    { env: { MICROSOFT_EMULATOR_TOKEN_TTL_SECONDS: '60', CALENDAR_CONNECTS_PER_MINUTE: '60' } },
  );
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
let counter = 0;
/** A 32-character state, as the app makes them. */
const newState = () => `estado${String(++counter).padStart(4, '0')}${'x'.repeat(22)}`;

/** What the app does: verifier and state, the verifier stored, the consent address, the consent page. */
async function consentAs(email: string, account = email) {
  const pair = pkcePair();
  const state = newState();
  const stored = await call(email, `/api/setauthcalendaroutlook/${pair.verifier}/${state}`);
  expect(stored.status).toBe(200);
  expect(outlookVerifierStoredSchema.parse(await stored.json()).state).toBe(state);
  const answer = await call(
    email,
    `/api/calendar/outlook/authorize-url?state=${state}&codeChallenge=${pair.challenge}`,
  );
  expect(answer.status).toBe(200);
  const { url } = outlookAuthorizeUrlSchema.parse(await answer.json());
  const { back } = await consent(url, account);
  return { url: new URL(url), code: back.searchParams.get('code') ?? '', state, back };
}
const callback = (email: string, code: string, state: string) =>
  call(email, `/api/authcalendaroutlook/${encodeURIComponent(code)}/${encodeURIComponent(state)}`);
const connectionRow = (userId: string) =>
  server.running.db
    .query<{ account_email: string; tokens_sealed: string; expires_at: Date }>(
      "SELECT account_email, tokens_sealed, expires_at FROM calendar_connections WHERE user_id = $1 AND kind = 'outlook'",
      [userId],
    )
    .then((rows) => rows[0]);
const flagOf = (userId: string) =>
  server.running.db
    .query<{ is_outlook_connected: boolean }>('SELECT is_outlook_connected FROM users WHERE id = $1', [
      userId,
    ])
    .then((rows) => rows[0]?.is_outlook_connected);

describe('connecting an Outlook calendar through the embedded Microsoft emulator', () => {
  const seller = accounts.seller;

  test('the consent address is the emulator on this server, with the PKCE challenge and the user as hint', async () => {
    const { url, back, state } = await consentAs(seller.email);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${server.baseUrl}/emulators/microsoft/login/common/oauth2/v2.0/authorize`,
    );
    expect(url.searchParams.get('login_hint')).toBe(seller.email);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(`${back.origin}${back.pathname}`).toBe(`${server.baseUrl}/meetings/authcalendaroutlook`);
    expect(back.searchParams.get('state')).toBe(state);
  });

  test('bad verifier or state in the path is a Portuguese 400', async () => {
    expect(
      await refusal(await call(seller.email, `/api/setauthcalendaroutlook/curto/${newState()}`), 400),
    ).toMatch(/Verificador PKCE inválido/);
    expect(
      await refusal(await call(seller.email, `/api/setauthcalendaroutlook/${'v'.repeat(128)}/a%20b`), 400),
    ).toMatch(/Estado OAuth inválido/);
  });

  test('a state that is not the caller’s stored one is refused in Portuguese; the right one connects, once', async () => {
    const { code, state } = await consentAs(seller.email, 'lucas.outlook@demo.com.br');
    expect(await refusal(await callback(seller.email, code, newState()), 400)).toBe(
      outlookCalendarMessages.stateMismatch,
    );
    // Another user holding the seller's code and state gets nothing, and does not use the state up.
    expect(await refusal(await callback(accounts.leader.email, code, state), 400)).toBe(
      outlookCalendarMessages.stateMismatch,
    );

    const connected = await callback(seller.email, code, state);
    expect(connected.status).toBe(200);
    expect(outlookCalendarConnectedSchema.parse(await connected.json())).toEqual({
      kind: 'outlook',
      accountEmail: 'lucas.outlook@demo.com.br',
    });
    expect(await flagOf(seller.id)).toBe(true);
    const row = await connectionRow(seller.id);
    expect(row?.account_email).toBe('lucas.outlook@demo.com.br');
    // Sealed at rest: neither token is readable in the row.
    expect(row?.tokens_sealed).not.toMatch(/EwA|M\.C5/);

    // The state was used: the same callback again is refused.
    expect(await refusal(await callback(seller.email, code, state), 400)).toBe(
      outlookCalendarMessages.stateMismatch,
    );
  });

  test('an expired state is refused', async () => {
    const { code, state } = await consentAs(seller.email);
    await server.running.db.query(
      "UPDATE calendar_oauth_states SET expires_at = now() - interval '1 minute' WHERE state = $1",
      [state],
    );
    expect(await refusal(await callback(seller.email, code, state), 400)).toBe(
      outlookCalendarMessages.stateMismatch,
    );
  });

  test('the stored verifier must be the one of the challenge: another state’s verifier is refused by Microsoft', async () => {
    // The code was made for one challenge; the state presented carries another verifier.
    const first = await consentAs(seller.email);
    const other = pkcePair();
    const otherState = newState();
    expect(
      (await call(seller.email, `/api/setauthcalendaroutlook/${other.verifier}/${otherState}`)).status,
    ).toBe(200);
    expect(await refusal(await callback(seller.email, first.code, otherState), 400)).toBe(
      outlookCalendarMessages.codeRefused,
    );
  });

  test('a code used once is refused with a fresh state (AADSTS54005)', async () => {
    const first = await consentAs(seller.email);
    expect((await callback(seller.email, first.code, first.state)).status).toBe(200);
    const second = await consentAs(seller.email);
    expect(await refusal(await callback(seller.email, first.code, second.state), 400)).toBe(
      outlookCalendarMessages.codeRefused,
    );
  });

  test('an expiring access token is refreshed through the emulator when the calendar is synced', async () => {
    const { code, state } = await consentAs(seller.email);
    expect((await callback(seller.email, code, state)).status).toBe(200);
    const before = await connectionRow(seller.id);
    const sync = await call(seller.email, '/api/synccalendaroutlook');
    expect(sync.status).toBe(200);
    const after = await connectionRow(seller.id);
    expect(after?.tokens_sealed).not.toBe(before?.tokens_sealed);
  });

  test('a sync imports the linked events of the demo Outlook calendar once: occurrences, cancelled and unlinked left out', async () => {
    const { code, state } = await consentAs(seller.email);
    expect((await callback(seller.email, code, state)).status).toBe(200);
    await server.running.db.query('UPDATE users SET import_meeting = 1 WHERE id = $1', [seller.id]);
    try {
      const first = calendarSyncResultSchema.parse(
        await (await call(seller.email, '/api/synccalendaroutlook')).json(),
      );
      const created = first.created.map((event) => event.title);
      expect(created).toEqual(
        expect.arrayContaining([
          'Demonstração da plataforma — Grupo Varejo Bom Preço',
          'Proposta comercial — Transportadora Rota Sul',
          'Diagnóstico de segurança — Cooperativa de Crédito Sertão',
          'Acompanhamento semanal — Clínica Vida Plena',
        ]),
      );
      // Each occurrence of the weekly series in the 14 days is its own meeting.
      expect(
        created.filter((title) => title.startsWith('Acompanhamento semanal')).length,
      ).toBeGreaterThanOrEqual(2);
      const skipped = Object.fromEntries(first.skipped.map((event) => [event.title, event.reason]));
      expect(skipped).toMatchObject({
        'Alinhamento interno de pipeline': 'noMeetingLink',
        'Visita técnica — Construtora Horizonte': 'noMeetingLink',
        'Negociação de contrato — Metalúrgica Irmãos Pietro': 'cancelled',
      });

      const second = calendarSyncResultSchema.parse(
        await (await call(seller.email, '/api/synccalendaroutlook')).json(),
      );
      expect(second.created).toEqual([]);
      expect(second.unchanged).toBe(first.created.length);
    } finally {
      await server.running.db.query('UPDATE users SET import_meeting = 0 WHERE id = $1', [seller.id]);
    }
  });

  test('storing verifiers is limited per user: beyond the limit a Portuguese 429', async () => {
    const limit = server.running.config.limits.calendarConnectsPerMinute;
    let last: Response | undefined;
    for (let attempt = 0; attempt <= limit; attempt++) {
      last = await call(
        accounts.admin.email,
        `/api/setauthcalendaroutlook/${pkcePair().verifier}/${newState()}`,
      );
      if (last.status === 429) break;
    }
    expect(await refusal(last!, 429)).toBe(abuseMessages.calendarConnects);
  });

  test('disconnecting forgets the connection and clears the flag', async () => {
    const { code, state } = await consentAs(seller.email);
    expect((await callback(seller.email, code, state)).status).toBe(200);
    const answer = await call(seller.email, '/api/disconnect-outlook-calendar', 'POST');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ kind: 'outlook', connected: false });
    expect(await connectionRow(seller.id)).toBeUndefined();
    expect(await flagOf(seller.id)).toBe(false);
    expect(await refusal(await call(seller.email, '/api/disconnect-outlook-calendar', 'POST'), 404)).toBe(
      calendarMessages.notConnected('outlook'),
    );
  });
});
