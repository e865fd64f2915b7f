import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CalendarAdapter } from '../../../server/features/calendar/adapters/calendar-adapter.ts';
import { CalendarRefused } from '../../../server/features/calendar/adapters/calendar-errors.ts';
import {
  createGoogleCalendarAdapter,
  googleScopes,
} from '../../../server/features/calendar/adapters/google.ts';
import type { GoogleConfig } from '../../../server/features/calendar/config.ts';
import { consent, emulatorClient, startGoogleEmulator } from './google-emulator-server.ts';

const account = 'vendedora@pauta.example';
const redirectUri = emulatorClient.redirectUri;
let emulator: Awaited<ReturnType<typeof startGoogleEmulator>>;
let google: CalendarAdapter;
beforeAll(async () => {
  emulator = await startGoogleEmulator();
  google = createGoogleCalendarAdapter(emulator.config);
});
afterAll(async () => {
  await emulator?.close();
});

/** Consent as `email` and the code Google sends back. */
async function codeFor(adapter: CalendarAdapter, email = account, state = 'estado-1') {
  const back = await consent(adapter.authorizeUrl({ state, redirectUri, loginHint: email }), email);
  expect(back.searchParams.get('state')).toBe(state);
  return back.searchParams.get('code') ?? '';
}

const tokenCall = (config: GoogleConfig, form: Record<string, string>) =>
  fetch(`${config.tokenBaseUrl}/token`, { method: 'POST', body: new URLSearchParams(form) });

describe('Google OAuth 2.0 code flow against the emulator', () => {
  test("the consent address carries Google's documented parameters", () => {
    const url = new URL(google.authorizeUrl({ state: 'abc', redirectUri, loginHint: account }));
    expect(url.pathname).toBe('/emulators/google/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: emulatorClient.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: googleScopes,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'abc',
      login_hint: account,
    });
  });

  test('consent, then the code exchanged for tokens naming the account', async () => {
    const code = await codeFor(google);
    const tokens = await google.exchangeCode({ code, redirectUri });
    expect(tokens.accountEmail).toBe(account);
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt.getTime() - Date.now()).toBeGreaterThan(3500_000);
  });

  test('a refused consent goes back with error=access_denied and the state', async () => {
    const back = await consent(google.authorizeUrl({ state: 's-2', redirectUri }), account, 'deny');
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 's-2' });
  });

  test('a wrong client secret is invalid_client (401), not a refused grant', async () => {
    const code = await codeFor(google);
    const wrong = { ...emulator.config, clientSecret: 'nao-e-o-segredo' };
    const raw = await tokenCall(wrong, {
      client_id: wrong.clientId,
      client_secret: wrong.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ error: 'invalid_client' });
    const failure = await createGoogleCalendarAdapter(wrong)
      .exchangeCode({ code, redirectUri })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(CalendarRefused);
    // The code was not spent by the refused client.
    expect((await google.exchangeCode({ code, redirectUri })).accountEmail).toBe(account);
  });

  test('a code is good once: reusing it is invalid_grant and revokes what it gave', async () => {
    const code = await codeFor(google);
    const first = await google.exchangeCode({ code, redirectUri });
    await expect(google.exchangeCode({ code, redirectUri })).rejects.toBeInstanceOf(CalendarRefused);
    await expect(google.refresh(first.refreshToken ?? '')).rejects.toBeInstanceOf(CalendarRefused);
  });

  test('the exchange must name the redirect URI of the request: redirect_uri_mismatch', async () => {
    const code = await codeFor(google);
    const raw = await tokenCall(emulator.config, {
      client_id: emulatorClient.clientId,
      client_secret: emulatorClient.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:5999/outro',
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: 'redirect_uri_mismatch' });
  });

  test('an unregistered redirect URI or unknown client never leaves the consent page', async () => {
    const unregistered = await fetch(
      google.authorizeUrl({ state: 's', redirectUri: 'https://evil.example/cb' }),
    );
    expect(unregistered.status).toBe(400);
    expect(await unregistered.text()).toContain('redirect_uri_mismatch');
    const otherClient = createGoogleCalendarAdapter({ ...emulator.config, clientId: 'desconhecido' });
    const unknown = await fetch(otherClient.authorizeUrl({ state: 's', redirectUri }));
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('invalid_client');
  });

  test('revoking the refresh token ends it and its access tokens', async () => {
    const tokens = await google.exchangeCode({ code: await codeFor(google), redirectUri });
    await google.revoke(tokens);
    await expect(google.refresh(tokens.refreshToken ?? '')).rejects.toBeInstanceOf(CalendarRefused);
    const range = { from: new Date(), to: new Date(Date.now() + 86400_000) };
    await expect(google.listEvents(tokens.accessToken, range)).rejects.toBeInstanceOf(CalendarRefused);
    // Revoking again is done already, not a failure.
    await expect(google.revoke(tokens)).resolves.toBeUndefined();
  });
});

describe('expiring access tokens', () => {
  let shortLived: Awaited<ReturnType<typeof startGoogleEmulator>>;
  beforeAll(async () => {
    shortLived = await startGoogleEmulator(1);
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  test('an expired access token is refused; the refresh token gives a new one and keeps the account', async () => {
    const adapter = createGoogleCalendarAdapter(shortLived.config);
    const tokens = await adapter.exchangeCode({ code: await codeFor(adapter), redirectUri });
    const range = { from: new Date(), to: new Date(Date.now() + 30 * 86400_000) };
    expect((await adapter.listEvents(tokens.accessToken, range)).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(adapter.listEvents(tokens.accessToken, range)).rejects.toBeInstanceOf(CalendarRefused);
    const fresh = await adapter.refresh(tokens.refreshToken ?? '');
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    // Google sends no new refresh token on a refresh: the stored one stays (null here means "keep yours").
    expect(fresh.refreshToken).toBeNull();
    expect(fresh.accountEmail).toBe(account);
    expect((await adapter.listEvents(fresh.accessToken, range)).length).toBeGreaterThan(0);
  });
});

describe('the demo calendar through events.list', () => {
  const range = { from: new Date(), to: new Date(Date.now() + 40 * 86400_000) };

  test('pages are followed; occurrences expanded with their instance ids; links found', async () => {
    const tokens = await google.exchangeCode({ code: await codeFor(google), redirectUri });
    const events = await google.listEvents(tokens.accessToken, range);
    // 7 single events + 4 weekly occurrences: more than one page of the emulator's 5.
    expect(events).toHaveLength(11);
    expect(events.map((event) => event.start.getTime())).toEqual(
      events.map((event) => event.start.getTime()).sort((a, b) => a - b),
    );

    const weekly = events.filter((event) => event.title === 'Acompanhamento semanal — Grupo Aurora');
    expect(weekly).toHaveLength(4);
    const [seriesId] = weekly[0]!.externalId.split('_');
    weekly.forEach((occurrence) => {
      const stamp = occurrence.start.toISOString().replace(/[-:]/g, '').replace('.000', '');
      expect(occurrence.externalId).toBe(`${seriesId}_${stamp}`);
    });
    expect(weekly[1]!.start.getTime() - weekly[0]!.start.getTime()).toBe(7 * 86400_000);

    const byTitle = (prefix: string) => events.find((event) => event.title.startsWith(prefix));
    expect(byTitle('Apresentação da proposta')?.meetingUrl).toBe('https://meet.google.com/hzt-prop-abc');
    expect(byTitle('Demonstração do produto')?.meetingUrl).toBe(
      'https://us02web.zoom.us/j/85412345678?pwd=VmlkYURlbW8',
    );
    expect(byTitle('Negociação de contrato')?.meetingUrl).toMatch(
      /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\/19%3ameeting_/,
    );
    expect(byTitle('Negociação de contrato')?.organizerEmail).toBe('rafael.costa@logisticarapida.com.br');
    expect(byTitle('Almoço com o time')?.meetingUrl).toBeNull();
    expect(byTitle('Ligação de qualificação')?.meetingUrl).toBeNull();

    const cancelled = byTitle('Follow-up da proposta');
    expect(cancelled).toMatchObject({ cancelled: true, meetingUrl: 'https://meet.google.com/met-sulf-olw' });
    expect(events.filter((event) => event.cancelled)).toHaveLength(1);

    const guests = byTitle('Apresentação da proposta')?.attendees.map((guest) => guest.email);
    expect(guests).toEqual([account, 'ana.souza@pauta.example', 'marina.alves@construtorahorizonte.com.br']);
  });

  test('the raw API: paging tokens, orderBy needs singleEvents, cancelled only with showDeleted', async () => {
    const tokens = await google.exchangeCode({ code: await codeFor(google), redirectUri });
    const list = async (query: Record<string, string>) => {
      const url = new URL(`${emulator.config.calendarBaseUrl}/calendar/v3/calendars/primary/events`);
      url.search = new URLSearchParams({
        timeMin: range.from.toISOString(),
        timeMax: range.to.toISOString(),
        ...query,
      }).toString();
      return fetch(url, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    };
    const first = (await (await list({ singleEvents: 'true', orderBy: 'startTime' })).json()) as {
      kind: string;
      items: Array<{ status: string; recurringEventId?: string }>;
      nextPageToken?: string;
    };
    expect(first.kind).toBe('calendar#events');
    expect(first.items).toHaveLength(5);
    expect(first.nextPageToken).toBeTruthy();

    const unordered = await list({ orderBy: 'startTime' });
    expect(unordered.status).toBe(400);
    expect(await unordered.json()).toMatchObject({ error: { code: 400 } });

    const collect = async (query: Record<string, string>) => {
      const items: Array<{ status: string; recurrence?: string[] }> = [];
      let pageToken: string | undefined;
      do {
        const page = (await (await list({ ...query, ...(pageToken ? { pageToken } : {}) })).json()) as {
          items: typeof items;
          nextPageToken?: string;
        };
        items.push(...page.items);
        pageToken = page.nextPageToken;
      } while (pageToken);
      return items;
    };
    const withoutDeleted = await collect({ singleEvents: 'true' });
    expect(withoutDeleted).toHaveLength(10);
    expect(withoutDeleted.some((item) => item.status === 'cancelled')).toBe(false);
    // Without singleEvents the weekly meeting is one event with its rule.
    const series = await collect({ showDeleted: 'true' });
    expect(series).toHaveLength(8);
    expect(series.filter((item) => item.recurrence)).toEqual([
      expect.objectContaining({ recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] }),
    ]);

    const noToken = await fetch(`${emulator.config.calendarBaseUrl}/calendar/v3/calendars/primary/events`);
    expect(noToken.status).toBe(401);
  });

  test('userinfo names the account of the token', async () => {
    const tokens = await google.exchangeCode({
      code: await codeFor(google, 'outra@cliente.example'),
      redirectUri,
    });
    const info = await fetch(`${emulator.config.calendarBaseUrl}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(await info.json()).toMatchObject({ email: 'outra@cliente.example', email_verified: true });
  });
});
