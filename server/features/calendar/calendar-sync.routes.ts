import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { calendarStatusSchema, calendarSyncResultSchema } from '../../../src/api-contract/calendar.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * The calendars' state for /config/calendar and the syncs asked for by hand (spec section 7, Calendar),
 * mounted at `/api`. Connecting and disconnecting are the Google and Outlook routes' (calendar-google.ts,
 * calendar-outlook.ts). Not connected: 404; needs connecting again: 409; the provider away: 503 (Portuguese).
 */
export function calendarSyncRoutes({ calendar }: Pick<Domain, 'calendar'>) {
  return new Hono<ApiEnv>()
    .get('/calendar/status', async (c) =>
      sendParsed(c, calendarStatusSchema, await calendar.status(c.get('caller'))),
    )
    .get('/synccalendar', async (c) =>
      sendParsed(c, calendarSyncResultSchema, await calendar.sync(c.get('caller'), 'google')),
    )
    .get('/synccalendaroutlook', async (c) =>
      sendParsed(c, calendarSyncResultSchema, await calendar.sync(c.get('caller'), 'outlook')),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const calendarSyncOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/calendar/status',
    summary: 'Which calendars are connected, and when each last synchronised',
    tag: 'Calendar',
    auth: 'user',
    answers: { 200: { description: 'The calendars', json: calendarStatusSchema } },
  },
  {
    method: 'GET',
    path: '/api/synccalendar',
    summary: 'Synchronises the Google calendar now (404 not connected, 409 connect again, 503 provider away)',
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    answers: { 200: { description: 'What the sync did', json: calendarSyncResultSchema } },
  },
  {
    method: 'GET',
    path: '/api/synccalendaroutlook',
    summary:
      'Synchronises the Outlook calendar now (404 not connected, 409 connect again, 503 provider away)',
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    answers: { 200: { description: 'What the sync did', json: calendarSyncResultSchema } },
  },
];
