import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CalendarRefused } from '../../../server/features/calendar/adapters/calendar-errors.ts';
import {
  createOutlookCalendarAdapter,
  outlookScopes,
} from '../../../server/features/calendar/adapters/outlook.ts';
import { consent, pkcePair, startMicrosoftEmulator } from './microsoft-emulator-server.ts';

let emulator: Awaited<ReturnType<typeof startMicrosoftEmulator>>;
beforeAll(async () => {
  emulator = await startMicrosoftEmulator(600);
});
afterAll(async () => {
  await emulator?.close();
});

const account = 'lucas.outlook@demo.com.br';
const adapter = () => createOutlookCalendarAdapter(emulator.config);
const dayMs = 24 * 3600_000;

/** The consent address the adapter builds, accepted on the consent page as `email`: the code and state back. */
async function codeFor(email = account, pair = pkcePair(), state = 'estado-de-teste-0123456789abcdef') {
  const url = adapter().authorizeUrl({
    state,
    redirectUri: emulator.config.redirectUri,
    codeChallenge: pair.challenge,
  });
  const { back } = await consent(url, email);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state'), pair };
}

async function connected(email = account) {
  const { code, pair } = await codeFor(email);
  return adapter().exchangeCode({
    code,
    redirectUri: emulator.config.redirectUri,
    codeVerifier: pair.verifier,
  });
}

/** The raw token endpoint answer, for the AADSTS code the adapter turns into CalendarRefused. */
async function rawToken(form: Record<string, string>) {
  const response = await fetch(`${emulator.config.tokenBaseUrl}/common/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: emulator.config.clientId,
      client_secret: emulator.config.clientSecret ?? '',
      ...form,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const window = () => ({ from: new Date(emulator.clock.now), to: new Date(emulator.clock.now + 30 * dayMs) });

describe('Outlook adapter against the embedded Microsoft emulator', () => {
  test('the consent address carries the documented parameters, and the page is pt-BR with no script', async () => {
    const pair = pkcePair();
    const url = new URL(
      adapter().authorizeUrl({
        state: 'abc-123-abc-123-abc',
        redirectUri: emulator.config.redirectUri,
        codeChallenge: pair.challenge,
        loginHint: account,
      }),
    );
    expect(url.pathname).toBe('/emulators/microsoft/login/common/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: emulator.config.clientId,
      response_type: 'code',
      redirect_uri: emulator.config.redirectUri,
      response_mode: 'query',
      scope: outlookScopes,
      state: 'abc-123-abc-123-abc',
      code_challenge: pair.challenge,
      code_challenge_method: 'S256',
      login_hint: account,
    });
    const { html, back } = await consent(url.toString(), account);
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Permitir acesso?');
    expect(html).not.toContain('<script');
    expect(html).toContain(`value="${account}"`);
    expect(`${back.origin}${back.pathname}`).toBe(emulator.config.redirectUri);
    expect(back.searchParams.get('state')).toBe('abc-123-abc-123-abc');
  });

  test('an unknown app or an unregistered return address gets an error page, not a redirect', async () => {
    const { challenge } = pkcePair();
    const good = new URL(
      adapter().authorizeUrl({
        state: 's'.repeat(32),
        redirectUri: emulator.config.redirectUri,
        codeChallenge: challenge,
      }),
    );
    const badClient = new URL(good);
    badClient.searchParams.set('client_id', 'outro-app');
    const page = await fetch(badClient, { redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('AADSTS700016');
    const badRedirect = new URL(good);
    badRedirect.searchParams.set('redirect_uri', 'https://atacante.example/callback');
    const other = await fetch(badRedirect, { redirect: 'manual' });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('AADSTS50011');
  });

  test('without a PKCE challenge the emulator sends the browser back with an error', async () => {
    const url = new URL(
      adapter().authorizeUrl({
        state: 's'.repeat(32),
        redirectUri: emulator.config.redirectUri,
        codeChallenge: 'x',
      }),
    );
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_request');
  });

  test('refusing consent returns access_denied with the state', async () => {
    const { challenge } = pkcePair();
    const url = adapter().authorizeUrl({
      state: 'estado-recusado-000000000000',
      redirectUri: emulator.config.redirectUri,
      codeChallenge: challenge,
    });
    const { back } = await consent(url, account, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toMatch(/^AADSTS65004/);
    expect(back.searchParams.get('state')).toBe('estado-recusado-000000000000');
    expect(back.searchParams.has('code')).toBe(false);
  });

  test('the code is exchanged with its verifier for tokens and the account of /me', async () => {
    const tokens = await connected();
    expect(tokens.accountEmail).toBe(account);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  test('a wrong PKCE verifier is refused (invalid_grant AADSTS50148), and so is no verifier', async () => {
    const { code } = await codeFor();
    const redirectUri = emulator.config.redirectUri;
    await expect(
      adapter().exchangeCode({ code, redirectUri, codeVerifier: pkcePair().verifier }),
    ).rejects.toBeInstanceOf(CalendarRefused);
    const second = await codeFor();
    const raw = await rawToken({
      grant_type: 'authorization_code',
      code: second.code,
      redirect_uri: redirectUri,
    });
    expect(raw.status).toBe(400);
    expect(raw.body.error).toBe('invalid_grant');
    expect(String(raw.body.error_description)).toMatch(/^AADSTS50148:/);
  });

  test('a code works once (AADSTS54005 the second time)', async () => {
    const { code, pair } = await codeFor();
    const redirectUri = emulator.config.redirectUri;
    await adapter().exchangeCode({ code, redirectUri, codeVerifier: pair.verifier });
    await expect(
      adapter().exchangeCode({ code, redirectUri, codeVerifier: pair.verifier }),
    ).rejects.toBeInstanceOf(CalendarRefused);
    const raw = await rawToken({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: pair.verifier,
    });
    expect(raw.body.error_codes).toEqual([54005]);
  });

  test('a code from another return address, or a wrong client secret, is refused', async () => {
    const { code, pair } = await codeFor();
    const raw = await rawToken({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://localhost:1/outro',
      code_verifier: pair.verifier,
    });
    expect(raw.body.error).toBe('invalid_grant');
    const secretless = createOutlookCalendarAdapter({ ...emulator.config, clientSecret: 'errado' });
    const next = await codeFor();
    const refusal = secretless.exchangeCode({
      code: next.code,
      redirectUri: emulator.config.redirectUri,
      codeVerifier: next.pair.verifier,
    });
    // invalid_client is the app's configuration, not the person's grant: not CalendarRefused.
    await expect(refusal).rejects.toThrow(/invalid_client/);
    await expect(refusal).rejects.not.toBeInstanceOf(CalendarRefused);
  });

  test('an expired access token is refused by Graph; the refresh token gets a new one', async () => {
    const tokens = await connected();
    emulator.clock.now += 601_000;
    try {
      const expired = await fetch(`${emulator.config.graphBaseUrl}/v1.0/me`, {
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({
        error: {
          code: 'InvalidAuthenticationToken',
          message: 'Lifetime validation failed, the token is expired.',
        },
      });
      await expect(adapter().listEvents(tokens.accessToken, window())).rejects.toBeInstanceOf(
        CalendarRefused,
      );
      const fresh = await adapter().refresh(tokens.refreshToken ?? '');
      expect(fresh.accessToken).not.toBe(tokens.accessToken);
      expect(fresh.accountEmail).toBe(account);
      expect((await adapter().listEvents(fresh.accessToken, window())).length).toBeGreaterThan(0);
    } finally {
      emulator.clock.now -= 601_000;
    }
    await expect(adapter().refresh('token-inventado')).rejects.toBeInstanceOf(CalendarRefused);
  });

  test('the calendar view pages through @odata.nextLink and comes whole', async () => {
    const { accessToken } = await connected();
    const whole = await adapter().listEvents(accessToken, window());
    const paged = await createOutlookCalendarAdapter(emulator.config, { pageSize: 2 }).listEvents(
      accessToken,
      window(),
    );
    expect(paged.map((event) => event.externalId)).toEqual(whole.map((event) => event.externalId));
    expect(new Set(whole.map((event) => event.externalId)).size).toBe(whole.length);
    const firstPage = await fetch(
      `${emulator.config.graphBaseUrl}/v1.0/me/calendarView?startDateTime=${window().from.toISOString()}&endDateTime=${window().to.toISOString()}&$top=2`,
      { headers: { authorization: `Bearer ${accessToken}`, prefer: 'outlook.timezone="UTC"' } },
    );
    const body = (await firstPage.json()) as { value: unknown[]; '@odata.nextLink'?: string };
    expect(body.value).toHaveLength(2);
    expect(new URL(body['@odata.nextLink'] ?? '').searchParams.get('$skip')).toBe('2');
  });

  test('a recurring series comes as its occurrences, the cancelled event marked, links found where they are', async () => {
    const { accessToken } = await connected();
    const events = await adapter().listEvents(accessToken, window());
    const byTitle = (start: string) => events.filter((event) => event.title.startsWith(start));

    const weekly = byTitle('Acompanhamento semanal');
    expect(weekly.length).toBe(4);
    expect(weekly.map((event) => event.start.getTime() - (weekly[0]?.start.getTime() ?? 0))).toEqual([
      0,
      7 * dayMs,
      14 * dayMs,
      21 * dayMs,
    ]);
    expect(weekly.every((event) => event.meetingUrl === 'https://meet.google.com/vdp-semn-acp')).toBe(true);

    const [cancelled] = byTitle('Negociação de contrato');
    expect(cancelled?.cancelled).toBe(true);
    expect(events.filter((event) => event.cancelled)).toHaveLength(1);

    expect(byTitle('Demonstração da plataforma')[0]?.meetingUrl).toMatch(
      /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//,
    );
    expect(byTitle('Proposta comercial')[0]?.meetingUrl).toBe(
      'https://us02web.zoom.us/j/84512376590?pwd=cm90YXN1bA',
    );
    expect(byTitle('Diagnóstico de segurança')[0]?.meetingUrl).toMatch(/^https:\/\/teams\.microsoft\.com\//);
    expect(byTitle('Alinhamento interno')[0]?.meetingUrl).toBeNull();
    expect(byTitle('Visita técnica')[0]?.meetingUrl).toBeNull();

    const demo = byTitle('Demonstração da plataforma')[0];
    expect(demo?.organizerEmail).toBe(account);
    expect(demo?.attendees.map((guest) => guest.email)).toEqual([
      'juliana.ferraz@bompreco.com.br',
      'andre.moura@bompreco.com.br',
      'gerencia.comercial@demo.com.br',
    ]);
    // Graph answered UTC without an offset; read as UTC (13 h UTC is 10 h in São Paulo).
    expect(demo?.start.getUTCHours()).toBe(13);
  });

  test('Microsoft not answering is an ordinary failure after the time limit, not a refusal', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const port = (silent.address() as AddressInfo).port;
    try {
      const hanging = createOutlookCalendarAdapter({
        ...emulator.config,
        tokenBaseUrl: `http://127.0.0.1:${port}`,
        graphBaseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 300,
      });
      const refresh = hanging.refresh('qualquer');
      await expect(refresh).rejects.toThrow(/timeout/i);
      await expect(refresh).rejects.not.toBeInstanceOf(CalendarRefused);
      await expect(hanging.listEvents('qualquer', window())).rejects.not.toBeInstanceOf(CalendarRefused);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test('revoke calls nothing (Microsoft has no revocation endpoint for this flow) and does not fail', async () => {
    await expect(adapter().revoke({ accessToken: 'a', refreshToken: 'b' })).resolves.toBeUndefined();
  });
});
