import { Hono } from 'hono';
import type { GoogleConfig } from '../../features/calendar/config.ts';
import { googleCalendarEmulator } from './calendar-api.ts';
import { createGrants } from './grants.ts';
import { googleOAuthEmulator } from './oauth.ts';

/**
 * Google's OAuth 2.0 endpoints and the Calendar API v3 events list, meant to be mounted at
 * /emulators/google (the Google adapter's default base URLs): the same paths and payloads as
 * accounts.google.com, oauth2.googleapis.com and www.googleapis.com. Disabled (GOOGLE_EMULATOR=false): no
 * route (404).
 */
export function googleEmulatorRoutes(
  config: Pick<GoogleConfig, 'clientId' | 'clientSecret' | 'redirectUri' | 'emulator'>,
): Hono {
  const routes = new Hono();
  if (!config.emulator.enabled) return routes;
  const grants = createGrants({ accessTtlSeconds: config.emulator.tokenTtlSeconds });
  return routes.route('/', googleOAuthEmulator(config, grants)).route('/', googleCalendarEmulator(grants));
}
