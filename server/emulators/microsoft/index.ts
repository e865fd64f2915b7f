import { Hono } from 'hono';
import type { MicrosoftConfig } from '../../features/calendar/config.ts';
import { createGrants } from './grants.ts';
import { microsoftGraph } from './graph.ts';
import { microsoftLogin } from './login.ts';

const dayMs = 24 * 3600_000;

/**
 * The Microsoft emulator, meant to be mounted at /emulators/microsoft: the identity platform under `/login`
 * (`/login/{tenant}/oauth2/v2.0/authorize` and `/token`) and Graph under `/graph` (`/graph/v1.0/me`,
 * `/graph/v1.0/me/calendarView`), the Outlook adapter's default base URLs. It knows one app, the configured
 * one (client id, secret, redirect URI). Disabled: no route (404).
 */
export function microsoftEmulatorRoutes(
  config: Pick<MicrosoftConfig, 'clientId' | 'clientSecret' | 'tenant' | 'redirectUri' | 'emulator'>,
  now: () => number = Date.now,
): Hono {
  const routes = new Hono();
  if (!config.emulator.enabled) return routes;
  const grants = createGrants(config.emulator.tokenTtlSeconds, now);
  // The demo calendar starts the day after the emulator started, at UTC midnight: stable while it runs.
  const started = now();
  const firstDayMs = started - (started % dayMs) + dayMs;
  return routes
    .route(
      '/login',
      microsoftLogin(
        {
          clientId: config.clientId,
          clientSecret: config.clientSecret,
          redirectUris: [config.redirectUri],
          tenant: config.tenant,
        },
        grants,
      ),
    )
    .route('/graph', microsoftGraph(grants, firstDayMs));
}
