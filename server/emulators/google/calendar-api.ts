import { Hono, type Context } from 'hono';
import { calendarOf, saoPauloDayStart, type EventResource } from './demo-calendar.ts';
import type { Grants } from './grants.ts';

/*
 * Calendar API v3 `events.list` (https://developers.google.com/calendar/api/v3/reference/events/list) on
 * the demo calendar of the token's account: timeMin (exclusive bound of an event's end), timeMax (exclusive
 * bound of its start), singleEvents, orderBy=startTime (only with singleEvents, as Google refuses it
 * otherwise), showDeleted, maxResults, pageToken. A page holds at most `pageLimit` items, fewer than
 * maxResults, which Google's reference allows ("may be less than this value"), so paging is exercised.
 * Errors use Google's JSON error body.
 */
const pageLimit = 5;

const apiError = (c: Context, status: 400 | 401 | 403 | 404, reason: string, message: string) =>
  c.json(
    {
      error: {
        code: status,
        message,
        errors: [{ domain: 'global', reason, message }],
      },
    },
    status,
  );

/** The opaque page token: where the next page starts, tied to the query it continues. */
const pageTokenOf = (offset: number, fingerprint: string) =>
  Buffer.from(JSON.stringify({ offset, fingerprint })).toString('base64url');

function offsetOf(token: string, fingerprint: string): number | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    return parsed.fingerprint === fingerprint && typeof parsed.offset === 'number'
      ? parsed.offset
      : undefined;
  } catch {
    return undefined;
  }
}

const timeOf = (value: string | undefined) => {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};

export function googleCalendarEmulator(grants: Grants, now: () => number = Date.now): Hono {
  // Each account's calendar is laid out from the day the emulator first saw it, and stays put after.
  const anchors = new Map<string, number>();
  const anchorOf = (email: string) => {
    const anchor = anchors.get(email) ?? saoPauloDayStart(now());
    anchors.set(email, anchor);
    return anchor;
  };

  return new Hono().get('/calendar/v3/calendars/:calendarId/events', (c) => {
    const account = grants.accountOf(c.req.header('authorization')?.replace(/^Bearer\s+/i, ''));
    if (!account) {
      return apiError(c, 401, 'authError', 'Request had invalid authentication credentials.');
    }
    if (
      !account.scope.split(' ').some((scope) => scope.startsWith('https://www.googleapis.com/auth/calendar'))
    ) {
      return apiError(c, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    }
    const calendarId = c.req.param('calendarId');
    if (calendarId !== 'primary' && calendarId !== account.email) {
      return apiError(c, 404, 'notFound', 'Not Found');
    }
    const query = c.req.query();
    const singleEvents = query.singleEvents === 'true';
    if (query.orderBy === 'startTime' && !singleEvents) {
      return apiError(
        c,
        400,
        'badRequest',
        'The requested ordering is not available for the particular query.',
      );
    }
    const timeMin = timeOf(query.timeMin);
    const timeMax = timeOf(query.timeMax);
    if (timeMin === undefined || timeMax === undefined) {
      return apiError(c, 400, 'badRequest', 'Bad Request');
    }
    const maxResults = Math.min(Math.max(Number(query.maxResults ?? 250) || 250, 1), 2500);
    const fingerprint = [account.email, query.timeMin, query.timeMax, singleEvents, query.showDeleted].join(
      '|',
    );
    const offset = query.pageToken ? offsetOf(query.pageToken, fingerprint) : 0;
    if (offset === undefined) return apiError(c, 400, 'invalid', 'Invalid Value');

    const matching = calendarOf(account.email, anchorOf(account.email), singleEvents).filter(
      (event: EventResource) =>
        (query.showDeleted === 'true' || event.status !== 'cancelled') &&
        (timeMin === null || event.endMs > timeMin) &&
        (timeMax === null || event.startMs < timeMax),
    );
    const size = Math.min(maxResults, pageLimit);
    const next = offset + size < matching.length ? pageTokenOf(offset + size, fingerprint) : undefined;
    const items = matching
      .slice(offset, offset + size)
      .map(({ startMs: _start, endMs: _end, ...event }) => event);
    return c.json({
      kind: 'calendar#events',
      etag: `"${now()}"`,
      summary: account.email,
      description: '',
      updated: new Date(now()).toISOString(),
      timeZone: 'America/Sao_Paulo',
      accessRole: 'owner',
      defaultReminders: [{ method: 'popup', minutes: 10 }],
      ...(next ? { nextPageToken: next } : {}),
      items,
    });
  });
}
