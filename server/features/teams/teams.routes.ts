import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { teamListSchema, teamMemberListSchema } from '../../../src/api-contract/team.ts';

/** `GET /api/teams` and `GET /api/teams/{id}/members`. */
export function teamsRoutes({ teams }: Pick<Domain, 'teams'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, teamListSchema, await teams.list(c.get('caller'))))
    .get('/:id/members', async (c) =>
      sendParsed(c, teamMemberListSchema, await teams.members(c.get('caller'), c.req.param('id'))),
    );
}
