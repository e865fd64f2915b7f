import { Hono } from 'hono';
import type { Domain } from '../domain/index.ts';
import type { ApiEnv } from '../http/auth.ts';
import { sendParsed } from '../http/respond.ts';
import { userSchema } from '../../src/services/api/schemas/user.ts';

/** `GET /api/users/me`: the signed-in user's record. */
export function usersRoutes({ users }: Pick<Domain, 'users'>) {
  return new Hono<ApiEnv>().get('/me', async (c) =>
    sendParsed(c, userSchema, await users.me(c.get('caller'))),
  );
}
