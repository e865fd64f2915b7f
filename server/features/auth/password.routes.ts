import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { updatePasswordRequestSchema } from '../../../src/api-contract/auth.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `PATCH /update-password`, the end of a forced password update; answers the user as /users/me shows it. */
export function passwordRoutes({ users }: Pick<Domain, 'users'>) {
  return new Hono<ApiEnv>().patch('/update-password', async (c) => {
    const request = await readJson(c, updatePasswordRequestSchema);
    return sendParsed(c, userSchema, await users.finishPasswordUpdate(c.get('caller'), request));
  });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const passwordOperations: ApiOperation[] = [
  {
    method: 'PATCH',
    path: '/api/update-password',
    summary: 'Ends a forced password update; answers the user as /users/me shows it',
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: updatePasswordRequestSchema },
    answers: { 200: { description: 'The user', json: userSchema } },
  },
];
