import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { GoogleConfig } from '../../../server/features/calendar/config.ts';
import { googleEmulatorRoutes } from '../../../server/emulators/google/index.ts';

export const emulatorClient = {
  clientId: 'test-client.apps.googleusercontent.com',
  clientSecret: 'test-secret',
  redirectUri: 'http://localhost:5999/meetings/authcalendar',
};

/**
 * The embedded Google emulator alone, on a free loopback port, as the adapter reaches it over HTTP; `config`
 * is the adapter's configuration with all three base URLs pointing at it.
 */
export async function startGoogleEmulator(
  tokenTtlSeconds = 3599,
): Promise<{ config: GoogleConfig; close(): Promise<void> }> {
  const emulator = { ...emulatorClient, emulator: { enabled: true, tokenTtlSeconds } };
  const app = new Hono().route('/emulators/google', googleEmulatorRoutes(emulator));
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emulators/google`;
  return {
    config: { ...emulator, oauthBaseUrl: base, tokenBaseUrl: base, calendarBaseUrl: base, timeoutMs: 5000 },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The browser's part of the consent, over HTTP: opens the consent page, then posts its form (the account and
 * Permitir or Cancelar) and returns where Google sends the browser back.
 */
export async function consent(authorizeUrl: string, email: string, decision: 'allow' | 'deny' = 'allow') {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  await page.body?.cancel();
  const answer = await fetch(authorizeUrl, {
    method: 'POST',
    body: new URLSearchParams({ email, decision }),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`consent answered ${answer.status}`);
  return new URL(location);
}
