import type { z } from 'zod';
import type { MicrosoftConfig } from '../config.ts';
import type { CalendarAdapter, CalendarEvent, CalendarTokens } from './calendar-adapter.ts';
import { CalendarRefused } from './calendar-errors.ts';
import { findMeetingLink } from './meeting-link.ts';
import {
  graphErrorSchema,
  graphEventsPageSchema,
  graphUserSchema,
  microsoftTokenErrorSchema,
  microsoftTokenSchema,
  type GraphEvent,
} from './outlook-payloads.ts';

/**
 * Delegated permissions: read the calendars (Calendars.Read), the account's address (User.Read on /me),
 * a refresh token (offline_access) and the OpenID sign-in. https://learn.microsoft.com/graph/permissions-reference
 */
export const outlookScopes = 'offline_access Calendars.Read User.Read openid email';

/** Events per page of the calendar view (`$top`) by default; paging stops after this many pages regardless. */
const defaultPageSize = 50;
const maxPages = 40;

/**
 * Outlook (Microsoft 365 and outlook.com) through the Microsoft identity platform's v2.0 authorization code
 * flow with PKCE (https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow) and Microsoft
 * Graph's calendar view. The consent page is `{authorizeBaseUrl}/{tenant}/oauth2/v2.0/authorize`, the token
 * endpoint `{tokenBaseUrl}/{tenant}/oauth2/v2.0/token`, Graph under graphBaseUrl. Defaults are the embedded
 * emulator (server/emulators/microsoft); with https://login.microsoftonline.com and
 * https://graph.microsoft.com it is Microsoft.
 */
export function createOutlookCalendarAdapter(
  config: MicrosoftConfig,
  { pageSize = defaultPageSize }: { pageSize?: number } = {},
): CalendarAdapter {
  const call = (url: string, init: RequestInit) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' });
  const graphOrigin = new URL(config.graphBaseUrl).origin;

  /**
   * The token endpoint: form-encoded POST; the client secret goes in the body when the app is a confidential
   * (web) client, PKCE's verifier with the code. The scopes are sent again, as the refresh request requires.
   */
  async function tokenRequest(grant: Record<string, string>): Promise<CalendarTokens> {
    const response = await call(`${config.tokenBaseUrl}/${config.tenant}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        scope: outlookScopes,
        ...(config.clientSecret ? { client_secret: config.clientSecret } : {}),
        ...grant,
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const problem = microsoftTokenErrorSchema.safeParse(body);
      const code = problem.success ? problem.data.error : `HTTP ${response.status}`;
      const detail = problem.success ? (problem.data.error_description?.split('\n')[0] ?? '') : '';
      // invalid_grant: a used or expired code, a verifier that does not match, a revoked refresh token.
      if (code === 'invalid_grant') throw new CalendarRefused(`Microsoft refused the grant: ${detail}`);
      throw new Error(`Microsoft token endpoint answered ${response.status} ${code} ${detail}`.trim());
    }
    const token = parsed(microsoftTokenSchema, body, 'token answer');
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      expiresAt: new Date(Date.now() + token.expires_in * 1000),
      accountEmail: await accountEmail(token.access_token),
    };
  }

  /** GET on Graph with the access token; 401 (InvalidAuthenticationToken) means connect again. */
  async function graphGet<T>(
    accessToken: string,
    url: string,
    schema: z.ZodType<T>,
    what: string,
    prefer?: string,
  ): Promise<T> {
    const response = await call(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(prefer ? { prefer } : {}),
      },
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const problem = graphErrorSchema.safeParse(body);
      const code = problem.success ? problem.data.error.code : `HTTP ${response.status}`;
      if (response.status === 401) throw new CalendarRefused(`Microsoft Graph refused the token (${code})`);
      throw new Error(`Microsoft Graph ${what} answered ${response.status} ${code}`);
    }
    return parsed(schema, body, what);
  }

  /** The account shown on /config/calendar: `mail`, or the sign-in name when the mailbox has none set. */
  async function accountEmail(accessToken: string): Promise<string> {
    const me = await graphGet(
      accessToken,
      `${config.graphBaseUrl}/v1.0/me?$select=id,mail,userPrincipalName`,
      graphUserSchema,
      'user',
    );
    const email = me.mail ?? me.userPrincipalName;
    if (!email) throw new Error('Microsoft Graph /me answered no mail nor userPrincipalName');
    return email;
  }

  return {
    kind: 'outlook',

    authorizeUrl({ state, redirectUri, codeChallenge, loginHint }) {
      if (!codeChallenge) throw new Error('Outlook needs a PKCE code challenge');
      const url = new URL(`${config.authorizeBaseUrl}/${config.tenant}/oauth2/v2.0/authorize`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: outlookScopes,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(loginHint ? { login_hint: loginHint } : {}),
      }).toString();
      return url.toString();
    },

    exchangeCode({ code, redirectUri, codeVerifier }) {
      if (!codeVerifier) throw new Error('Outlook needs the PKCE code verifier');
      return tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      });
    },

    refresh: (refreshToken) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /**
     * The Microsoft identity platform has no endpoint to revoke one app's tokens for the authorization code
     * flow (Graph's `revokeSignInSessions` would sign the person out of every app and device). Forgetting the
     * tokens, which the caller does next, is what we can do; the person may also remove the app's consent at
     * https://myapps.microsoft.com (work) or https://account.live.com/consent/Manage (personal).
     */
    async revoke() {},

    async listEvents(accessToken, range) {
      const events: CalendarEvent[] = [];
      const first = new URL(`${config.graphBaseUrl}/v1.0/me/calendarView`);
      first.search = new URLSearchParams({
        startDateTime: range.from.toISOString(),
        endDateTime: range.to.toISOString(),
        $top: String(pageSize),
        $orderby: 'start/dateTime',
      }).toString();
      let next: string | undefined = first.toString();
      for (let page = 0; page < maxPages && next; page++) {
        // The next page's address comes from Graph: follow it only to Graph, never elsewhere with the token.
        if (new URL(next).origin !== graphOrigin) throw new Error('Graph nextLink points outside Graph');
        const answer: z.infer<typeof graphEventsPageSchema> = await graphGet(
          accessToken,
          next,
          graphEventsPageSchema,
          'calendar view',
          'outlook.timezone="UTC"',
        );
        events.push(...answer.value.flatMap((item) => eventOf(item) ?? []));
        next = answer['@odata.nextLink'];
      }
      return events;
    },
  };
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`unreadable Microsoft ${what}`, { cause: result.error });
  return result.data;
}

/** Graph's UTC dateTime has no offset and seven decimals: read as UTC. */
const utc = (dateTime: string) => new Date(/[zZ]|[+-]\d\d:\d\d$/.test(dateTime) ? dateTime : `${dateTime}Z`);

/**
 * An Outlook event as the sync reads it; all-day events are left out (no time for the bot to join) and so
 * is a series master, whose occurrences the calendar view lists one by one.
 */
function eventOf(item: GraphEvent): CalendarEvent | null {
  if (item.isAllDay || item.type === 'seriesMaster') return null;
  return {
    externalId: item.id,
    title: item.subject?.trim() || '(Sem título)',
    start: utc(item.start.dateTime),
    end: utc(item.end.dateTime),
    cancelled: item.isCancelled === true,
    meetingUrl: findMeetingLink(
      [item.onlineMeeting?.joinUrl, item.onlineMeetingUrl],
      [item.location?.displayName, item.body?.content, item.bodyPreview],
    ),
    organizerEmail: item.organizer?.emailAddress.address ?? null,
    attendees: (item.attendees ?? [])
      .filter((attendee) => attendee.type !== 'resource')
      .map((attendee) => ({
        name: attendee.emailAddress.name ?? attendee.emailAddress.address ?? '',
        email: attendee.emailAddress.address ?? null,
      })),
  };
}
