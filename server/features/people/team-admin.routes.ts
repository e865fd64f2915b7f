import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  adminTeamListSchema,
  adminTeamSchema,
  membershipSchema,
  teamNameBodySchema,
} from '../../../src/api-contract/people.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `/api/admin/teams`: the company's teams and memberships, for its administrators. */
export function teamAdminRoutes({ teamAdmin }: Pick<Domain, 'teamAdmin'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, adminTeamListSchema, await teamAdmin.list(c.get('caller'))))
    .post('/', async (c) => {
      const { name } = await readJson(c, teamNameBodySchema, 'first-issue');
      return sendParsed(c, adminTeamSchema, await teamAdmin.create(c.get('caller'), name));
    })
    .patch('/:id', async (c) => {
      const { name } = await readJson(c, teamNameBodySchema, 'first-issue');
      return sendParsed(c, adminTeamSchema, await teamAdmin.rename(c.get('caller'), c.req.param('id'), name));
    })
    .delete('/:id', async (c) => {
      await teamAdmin.remove(c.get('caller'), c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/:id/members/:userId', async (c) => {
      const { role } = await readJson(c, membershipSchema, 'first-issue');
      return sendParsed(
        c,
        adminTeamSchema,
        await teamAdmin.setMember(c.get('caller'), c.req.param('id'), c.req.param('userId'), role),
      );
    })
    .delete('/:id/members/:userId', async (c) =>
      sendParsed(
        c,
        adminTeamSchema,
        await teamAdmin.removeMember(c.get('caller'), c.req.param('id'), c.req.param('userId')),
      ),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const teamAdminOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/admin/teams',
    summary: 'The teams with their members and roles (administrators)',
    tag: 'Administration',
    auth: 'user',
    answers: { 200: { description: 'The teams', json: adminTeamListSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/teams',
    summary: 'Creates a team',
    tag: 'Administration',
    auth: 'user',
    body: { json: teamNameBodySchema },
    answers: { 200: { description: 'The team', json: adminTeamSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/teams/:id',
    summary: 'Renames a team',
    tag: 'Administration',
    auth: 'user',
    body: { json: teamNameBodySchema },
    answers: { 200: { description: 'The team', json: adminTeamSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id',
    summary: 'Removes a team',
    tag: 'Administration',
    auth: 'user',
    answers: { 204: { description: 'Removed' } },
  },
  {
    method: 'PUT',
    path: '/api/admin/teams/:id/members/:userId',
    summary: 'Adds a person to a team or changes their role in it',
    tag: 'Administration',
    auth: 'user',
    body: { json: membershipSchema },
    answers: { 200: { description: 'The team', json: adminTeamSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:id/members/:userId',
    summary: 'Takes a person off a team',
    tag: 'Administration',
    auth: 'user',
    answers: { 200: { description: 'The team', json: adminTeamSchema } },
  },
];
