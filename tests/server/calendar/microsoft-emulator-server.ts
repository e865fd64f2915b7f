import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { MicrosoftConfig } from '../../../server/features/calendar/config.ts';
import { microsoftEmulatorRoutes } from '../../../server/emulators/microsoft/index.ts';

const emulatedApp = {
  clientId: '11111111-2222-4333-8444-555555555555',
  clientSecret: 'segredo-do-teste',
  tenant: 'common',
  redirectUri: 'http://localhost:5999/meetings/authcalendaroutlook',
};

/**
 * The embedded Microsoft emulator alone, on a free loopback port, as the Outlook adapter reaches it over
 * HTTP, with a clock the test moves; `config` is the adapter's configuration pointing at it.
 */
export async function startMicrosoftEmulator(tokenTtlSeconds = 3600) {
  const clock = { now: Date.now() };
  const emulator = { ...emulatedApp, emulator: { enabled: true, tokenTtlSeconds } };
  const app = new Hono().route(
    '/emulators/microsoft',
    microsoftEmulatorRoutes(emulator, () => clock.now),
  );
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulators/microsoft`;
  const config: MicrosoftConfig = {
    ...emulator,
    authorizeBaseUrl: `${base}/login`,
    tokenBaseUrl: `${base}/login`,
    graphBaseUrl: `${base}/graph`,
    timeoutMs: 5000,
  };
  return { config, clock, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A PKCE pair as the app makes it: a 128-character verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(96).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The browser's part of the consent, over HTTP: opens the consent page, then posts its form (the account and
 * Aceitar or Cancelar) and returns where Microsoft sends the browser back.
 */
export async function consent(authorizeUrl: string, email: string, decision: 'accept' | 'cancel' = 'accept') {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${html}`);
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('login_email', email);
  form.set('consent', decision);
  const answer = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}`);
  return { back: new URL(location), html };
}
