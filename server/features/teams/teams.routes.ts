import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { teamListSchema, teamMemberListSchema } from '../../../src/api-contract/team.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `GET /api/teams` and `GET /api/teams/{id}/members`. */
export function teamsRoutes({ teams }: Pick<Domain, 'teams'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, teamListSchema, await teams.list(c.get('caller'))))
    .get('/:id/members', async (c) =>
      sendParsed(c, teamMemberListSchema, await teams.members(c.get('caller'), c.req.param('id'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const teamsOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/teams',
    summary: "The caller's teams",
    tag: 'Teams',
    specSection: '7. Calls (Teams)',
    auth: 'user',
    answers: { 200: { description: 'The teams', json: teamListSchema } },
  },
  {
    method: 'GET',
    path: '/api/teams/:id/members',
    summary: "A team's members",
    tag: 'Teams',
    specSection: '7. Calls (Teams)',
    auth: 'user',
    answers: { 200: { description: 'The members', json: teamMemberListSchema } },
  },
];
