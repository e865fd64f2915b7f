import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { ApiProblem } from '../../http/errors.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  outlookAuthorizeQuerySchema,
  outlookAuthorizeUrlSchema,
  outlookCalendarConnectedSchema,
  outlookCalendarDisconnectedSchema,
  outlookCallbackParamsSchema,
  outlookVerifierParamsSchema,
  outlookVerifierStoredSchema,
} from '../../../src/api-contract/calendar-outlook.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** The path's parameters, validated: a bad one is the caller's 400 with its Portuguese sentence. */
function readParams<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(c.req.param());
  if (result.success) return result.data;
  throw new ApiProblem(400, result.error.issues[0]?.message ?? 'Parâmetros inválidos.');
}

/**
 * Outlook calendar connection (spec section 7, mounted at /api): `GET /setauthcalendaroutlook/{codeVerifier}/{state}`
 * keeps PKCE's verifier for the caller, `GET /calendar/outlook/authorize-url` gives Microsoft's consent page,
 * `GET /authcalendaroutlook/{code}/{state}` from the return page, `POST /disconnect-outlook-calendar`.
 */
export function outlookCalendarRoutes({ outlookCalendar }: Pick<Domain, 'outlookCalendar'>) {
  return new Hono<ApiEnv>()
    .get('/setauthcalendaroutlook/:codeVerifier/:state', async (c) => {
      const { codeVerifier, state } = readParams(c, outlookVerifierParamsSchema);
      return sendParsed(
        c,
        outlookVerifierStoredSchema,
        await outlookCalendar.storeVerifier(c.get('caller'), codeVerifier, state),
      );
    })
    .get('/calendar/outlook/authorize-url', async (c) => {
      const { state, codeChallenge } = readQuery(c, outlookAuthorizeQuerySchema);
      return sendParsed(
        c,
        outlookAuthorizeUrlSchema,
        await outlookCalendar.authorizeUrl(c.get('caller'), state, codeChallenge),
      );
    })
    .get('/authcalendaroutlook/:code/:state', async (c) => {
      const { code, state } = readParams(c, outlookCallbackParamsSchema);
      return sendParsed(
        c,
        outlookCalendarConnectedSchema,
        await outlookCalendar.callback(c.get('caller'), code, state),
      );
    })
    .post('/disconnect-outlook-calendar', async (c) =>
      sendParsed(c, outlookCalendarDisconnectedSchema, await outlookCalendar.disconnect(c.get('caller'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const outlookCalendarOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/setauthcalendaroutlook/:codeVerifier/:state',
    summary: "Keeps PKCE's verifier for the caller until Microsoft's return",
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    params: outlookVerifierParamsSchema,
    answers: { 200: { description: 'Kept until `expiresAt`', json: outlookVerifierStoredSchema } },
  },
  {
    method: 'GET',
    path: '/api/calendar/outlook/authorize-url',
    summary: "Microsoft's consent page for the state and PKCE challenge given",
    tag: 'Calendar',
    auth: 'user',
    query: outlookAuthorizeQuerySchema,
    answers: { 200: { description: 'The address', json: outlookAuthorizeUrlSchema } },
  },
  {
    method: 'GET',
    path: '/api/authcalendaroutlook/:code/:state',
    summary: "Connects the Outlook calendar with the code of Microsoft's return",
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    params: outlookCallbackParamsSchema,
    answers: { 200: { description: 'Connected, as this account', json: outlookCalendarConnectedSchema } },
  },
  {
    method: 'POST',
    path: '/api/disconnect-outlook-calendar',
    summary: 'Disconnects the Outlook calendar',
    tag: 'Calendar',
    specSection: '7. Calls (Calendar)',
    auth: 'user',
    answers: { 200: { description: 'Disconnected', json: outlookCalendarDisconnectedSchema } },
  },
];
