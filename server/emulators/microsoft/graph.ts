import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { demoCalendar, type DemoEvent } from './demo-calendar.ts';
import { graphError } from './errors.ts';
import type { Grant, Grants } from './grants.ts';

type GraphEnv = { Variables: { grant: Grant } };

/** Graph writes UTC date-times with seven decimals and no offset when asked for UTC. */
const graphDateTime = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$10000');

/** calendarView's page size when $top is absent, and its ceiling. */
const defaultTop = 10;
const maxTop = 1000;

/**
 * The two Microsoft Graph v1.0 calls the adapter makes: `GET /me` (https://learn.microsoft.com/graph/api/user-get)
 * and `GET /me/calendarView` (https://learn.microsoft.com/graph/api/user-list-calendarview): the events that
 * overlap the window, a series as its occurrences, `$top`/`$skip` paging through an absolute
 * `@odata.nextLink`. The bearer token must be one the emulator issued and unexpired
 * (InvalidAuthenticationToken otherwise); the calendar view needs Calendars.Read in its scopes.
 */
export function microsoftGraph(grants: Grants, firstDayMs: number): Hono<GraphEnv> {
  return new Hono<GraphEnv>()
    .use('*', async (c, next) => {
      const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) return graphError(c, 401, 'InvalidAuthenticationToken', 'Access token is empty.');
      const access = grants.access(token);
      if (!access) {
        return graphError(c, 401, 'InvalidAuthenticationToken', 'IDX14100: JWT is not well formed.');
      }
      if (access.expired) {
        return graphError(
          c,
          401,
          'InvalidAuthenticationToken',
          'Lifetime validation failed, the token is expired.',
        );
      }
      c.set('grant', access.grant);
      await next();
    })
    .get('/v1.0/me', (c) => {
      const { email } = c.get('grant');
      const local = email.split('@')[0] ?? email;
      return c.json({
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        id: userIdOf(email),
        displayName: local.replace(/[._-]+/g, ' '),
        mail: email,
        userPrincipalName: email,
        preferredLanguage: 'pt-BR',
      });
    })
    .get('/v1.0/me/calendarView', (c) => calendarView(c, firstDayMs));
}

function calendarView(c: Context<GraphEnv>, firstDayMs: number) {
  const grant = c.get('grant');
  if (!/\bCalendars\.(Read|ReadBasic|ReadWrite)\b/.test(grant.scope)) {
    return graphError(c, 403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
  }
  const start = Date.parse(c.req.query('startDateTime') ?? '');
  const end = Date.parse(c.req.query('endDateTime') ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) {
    return graphError(
      c,
      400,
      'ErrorInvalidParameter',
      'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.',
    );
  }
  const top = Number(c.req.query('$top') ?? defaultTop);
  const skip = Number(c.req.query('$skip') ?? 0);
  if (!Number.isInteger(top) || top < 1 || top > maxTop || !Number.isInteger(skip) || skip < 0) {
    return graphError(c, 400, 'ErrorInvalidParameter', 'Invalid value for $top or $skip.');
  }
  const inWindow = demoCalendar(grant.email, firstDayMs)
    .filter((event) => event.startMs < end && event.endMs > start)
    .sort((a, b) => a.startMs - b.startMs);
  const page = inWindow.slice(skip, skip + top);
  const nextLink = new URL(c.req.url);
  nextLink.searchParams.set('$skip', String(skip + top));
  // Without `Prefer: outlook.timezone` Graph answers in UTC too; other zones are not emulated.
  c.header('preference-applied', 'outlook.timezone="UTC"');
  return c.json({
    '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/calendarView",
    value: page.map(graphEvent),
    ...(skip + top < inWindow.length ? { '@odata.nextLink': nextLink.toString() } : {}),
  });
}

function graphEvent({ startMs, endMs, ...event }: DemoEvent) {
  return {
    ...event,
    start: { dateTime: graphDateTime(startMs), timeZone: 'UTC' },
    end: { dateTime: graphDateTime(endMs), timeZone: 'UTC' },
  };
}

const userIdOf = (email: string) => {
  const hex = createHash('sha256').update(email).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
