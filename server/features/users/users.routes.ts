import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { generalSettingsSchema } from '../../../src/api-contract/general-settings.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `GET /api/users/me`: the signed-in user's record. `PATCH /api/users/settings/general`: their importMeeting,
 * emailMeeting and default template; the answer is the user as now stored.
 */
export function usersRoutes({ users }: Pick<Domain, 'users'>) {
  return new Hono<ApiEnv>()
    .get('/me', async (c) => sendParsed(c, userSchema, await users.me(c.get('caller'))))
    .patch('/settings/general', async (c) => {
      const settings = await readJson(c, generalSettingsSchema, 'first-issue');
      return sendParsed(c, userSchema, await users.saveGeneralSettings(c.get('caller'), settings));
    });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const usersOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in user',
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    answers: { 200: { description: 'The user', json: userSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/users/settings/general',
    summary: "The caller's importMeeting, emailMeeting and default template",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: generalSettingsSchema },
    answers: { 200: { description: 'The user as now stored', json: userSchema } },
  },
];
