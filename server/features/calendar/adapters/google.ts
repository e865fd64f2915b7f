import type { z } from 'zod';
import type { GoogleConfig } from '../config.ts';
import type { CalendarAdapter, CalendarEvent, CalendarTokens } from './calendar-adapter.ts';
import { CalendarRefused } from './calendar-errors.ts';
import {
  googleErrorSchema,
  googleEventsPageSchema,
  googleTokenSchema,
  googleUserInfoSchema,
  type GoogleEvent,
} from './google-payloads.ts';
import { findMeetingLink } from './meeting-link.ts';

/**
 * Read-only access to the primary calendar, and the account's address (`openid email`) to show on
 * /config/calendar. https://developers.google.com/calendar/api/auth
 */
export const googleScopes = 'https://www.googleapis.com/auth/calendar.readonly openid email';

/** Google answers at most 2500 a page and may answer fewer; paging stops after this many pages regardless. */
const pageSize = 250;
const maxPages = 40;

/**
 * Google Calendar through OAuth 2.0 for web server applications
 * (https://developers.google.com/identity/protocols/oauth2/web-server) and the Calendar API v3 events list.
 * The consent page is `{oauthBaseUrl}/o/oauth2/v2/auth`; `/token` and `/revoke` are under tokenBaseUrl; the
 * API and userinfo under calendarBaseUrl. Defaults are the embedded emulator (server/emulators/google);
 * with https://accounts.google.com, https://oauth2.googleapis.com and https://www.googleapis.com it is Google.
 */
export function createGoogleCalendarAdapter(config: GoogleConfig): CalendarAdapter {
  const call = (url: string, init: RequestInit) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' });

  /** The token endpoint: form-encoded POST with the client's credentials in the body (client_secret_post). */
  async function tokenRequest(grant: Record<string, string>, kept: string | null): Promise<CalendarTokens> {
    const response = await call(`${config.tokenBaseUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        ...grant,
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const problem = googleErrorSchema.safeParse(body);
      const code = problem.success ? problem.data.error : `HTTP ${response.status}`;
      // invalid_grant: the code was used or expired, or the refresh token was revoked: connect again.
      if (code === 'invalid_grant') throw new CalendarRefused(`Google refused the grant (${code})`);
      throw new Error(`Google token endpoint answered ${response.status} ${code}`);
    }
    const token = parsed(googleTokenSchema, body, 'token answer');
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? kept,
      expiresAt: new Date(Date.now() + token.expires_in * 1000),
      accountEmail: emailOfIdToken(token.id_token) ?? (await userInfoEmail(token.access_token)),
    };
  }

  /** The account when no id_token came (a refresh may omit it): the OpenID Connect userinfo endpoint. */
  async function userInfoEmail(accessToken: string): Promise<string> {
    const response = await call(`${config.calendarBaseUrl}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`Google userinfo answered ${response.status}`);
    return parsed(googleUserInfoSchema, await response.json(), 'userinfo').email;
  }

  async function eventsPage(accessToken: string, query: URLSearchParams) {
    const response = await call(`${config.calendarBaseUrl}/calendar/v3/calendars/primary/events?${query}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (response.status === 401) {
      await response.body?.cancel();
      throw new CalendarRefused('Google refused the access token (401)');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Google Calendar events list answered ${response.status}`);
    }
    return parsed(googleEventsPageSchema, await response.json(), 'events page');
  }

  return {
    kind: 'google',

    authorizeUrl({ state, redirectUri, loginHint }) {
      const url = new URL(`${config.oauthBaseUrl}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: googleScopes,
        // offline + consent: a refresh token on every connection, even for an account that consented before.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        ...(loginHint ? { login_hint: loginHint } : {}),
      }).toString();
      return url.toString();
    },

    exchangeCode: ({ code, redirectUri }) =>
      tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, null),

    refresh: (refreshToken) =>
      tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, null),

    /** Revoking the refresh token also ends its access tokens; an already revoked one (400) is done too. */
    async revoke({ accessToken, refreshToken }) {
      const response = await call(`${config.tokenBaseUrl}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: refreshToken ?? accessToken }),
      });
      await response.body?.cancel();
      if (!response.ok && response.status !== 400) {
        throw new Error(`Google revocation answered ${response.status}`);
      }
    },

    async listEvents(accessToken, range) {
      const events: CalendarEvent[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < maxPages; page++) {
        const query = new URLSearchParams({
          timeMin: range.from.toISOString(),
          timeMax: range.to.toISOString(),
          // Recurring events come as their occurrences, each with its own id; cancelled ones too, marked.
          singleEvents: 'true',
          orderBy: 'startTime',
          showDeleted: 'true',
          maxResults: String(pageSize),
          ...(pageToken ? { pageToken } : {}),
        });
        const answer = await eventsPage(accessToken, query);
        events.push(...answer.items.flatMap((item) => eventOf(item) ?? []));
        pageToken = answer.nextPageToken;
        if (!pageToken) break;
      }
      return events;
    },
  };
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`unreadable Google ${what}`, { cause: result.error });
  return result.data;
}

/**
 * The `email` claim of the id_token, read without checking its signature: it came straight from the token
 * endpoint over TLS, which OpenID Connect (and Google's guide, "Obtain user information from the ID token")
 * accepts as proof of its origin.
 */
function emailOfIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}

/**
 * A Google event as the sync reads it; all-day events (a `date`, no `dateTime`) are left out: there is no
 * time for the bot to join. A cancelled occurrence may carry only its originalStartTime.
 */
function eventOf(item: GoogleEvent): CalendarEvent | null {
  const start = item.start?.dateTime ?? item.originalStartTime?.dateTime;
  if (!start) return null;
  const end = item.end?.dateTime ?? start;
  const attendees = (item.attendees ?? [])
    .filter((attendee) => !attendee.resource)
    .map((attendee) => ({
      name: attendee.displayName ?? attendee.email ?? '',
      email: attendee.email ?? null,
    }));
  return {
    externalId: item.id,
    title: item.summary?.trim() || '(Sem título)',
    start: new Date(start),
    end: new Date(end),
    cancelled: item.status === 'cancelled',
    meetingUrl: findMeetingLink(
      [
        item.hangoutLink,
        ...(item.conferenceData?.entryPoints ?? [])
          .filter((entry) => entry.entryPointType === 'video')
          .map((entry) => entry.uri),
      ],
      [item.location, item.description],
    ),
    organizerEmail: item.organizer?.email ?? null,
    attendees,
  };
}
