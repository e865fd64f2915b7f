import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { generalSettingsSchema } from '../../../src/api-contract/general-settings.ts';
import { userSchema } from '../../../src/api-contract/user.ts';

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
