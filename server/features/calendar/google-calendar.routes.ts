import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  googleAuthorizeUrlSchema,
  googleCalendarConnectedSchema,
  googleCalendarDisconnectedSchema,
  googleCallbackQuerySchema,
} from '../../../src/api-contract/calendar-google.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * Google calendar connection (spec section 7, mounted at /api): the consent page's address to start,
 * `GET /authcalendar/{code}?state=` from the return page, `POST /disconnect-google-calendar`.
 */
export function googleCalendarRoutes({ googleCalendar }: Pick<Domain, 'googleCalendar'>) {
  return new Hono<ApiEnv>()
    .get('/calendar/google/authorize-url', async (c) =>
      sendParsed(c, googleAuthorizeUrlSchema, await googleCalendar.authorizeUrl(c.get('caller'))),
    )
    .get('/authcalendar/:code', async (c) => {
      const { state } = readQuery(c, googleCallbackQuerySchema);
      return sendParsed(
        c,
        googleCalendarConnectedSchema,
        await googleCalendar.callback(c.get('caller'), c.req.param('code'), state),
      );
    })
    .post('/disconnect-google-calendar', async (c) =>
      sendParsed(c, googleCalendarDisconnectedSchema, await googleCalendar.disconnect(c.get('caller'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const googleCalendarOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/calendar/google/authorize-url',
    summary: "Google's consent page, with a state this server checks on return",
    tag: 'Calendar',
    auth: 'user',
    answers: { 200: { description: 'The address', json: googleAuthorizeUrlSchema } },
  },
  {
    method: 'GET',
    path: '/api/authcalendar/:code',
    summary: "Connects the Google calendar with the code of Google's return",
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    query: googleCallbackQuerySchema,
    answers: { 200: { description: 'Connected, as this account', json: googleCalendarConnectedSchema } },
  },
  {
    method: 'POST',
    path: '/api/disconnect-google-calendar',
    summary: 'Disconnects the Google calendar',
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    answers: { 200: { description: 'Disconnected', json: googleCalendarDisconnectedSchema } },
  },
];
