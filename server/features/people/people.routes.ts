import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  deactivateSchema,
  inviteResultSchema,
  inviteSchema,
  moveMeetingsResultSchema,
  moveMeetingsSchema,
  personChangeSchema,
  personListSchema,
  personSchema,
} from '../../../src/api-contract/people.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `/api/admin/users`: the company's people, for its administrators (src/api-contract/people.ts). */
export function peopleRoutes({ people }: Pick<Domain, 'people'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => sendParsed(c, personListSchema, await people.list(c.get('caller'))))
    .post('/invitations', async (c) => {
      const request = await readJson(c, inviteSchema, 'first-issue');
      return sendParsed(c, inviteResultSchema, await people.invite(c.get('caller'), request));
    })
    .post('/:id/invitation', async (c) =>
      sendParsed(c, personSchema, await people.resendInvitation(c.get('caller'), c.req.param('id'))),
    )
    .delete('/:id/invitation', async (c) => {
      await people.cancelInvitation(c.get('caller'), c.req.param('id'));
      return c.body(null, 204);
    })
    .patch('/:id', async (c) => {
      const change = await readJson(c, personChangeSchema, 'first-issue');
      return sendParsed(c, personSchema, await people.change(c.get('caller'), c.req.param('id'), change));
    })
    .post('/:id/deactivate', async (c) => {
      const request = await readJson(c, deactivateSchema, 'first-issue');
      return sendParsed(
        c,
        personSchema,
        await people.deactivate(c.get('caller'), c.req.param('id'), request),
      );
    })
    .post('/:id/reactivate', async (c) =>
      sendParsed(c, personSchema, await people.reactivate(c.get('caller'), c.req.param('id'))),
    )
    .post('/:id/meetings/move', async (c) => {
      const { toUserId } = await readJson(c, moveMeetingsSchema, 'first-issue');
      return sendParsed(
        c,
        moveMeetingsResultSchema,
        await people.moveMeetings(c.get('caller'), c.req.param('id'), toUserId),
      );
    });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const peopleOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    summary: "The company's people, with their teams and state (administrators)",
    tag: 'Administration',
    auth: 'user',
    answers: { 200: { description: 'The people', json: personListSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/invitations',
    summary: 'Invites people by e-mail (administrators; limited per hour)',
    tag: 'Administration',
    auth: 'user',
    body: { json: inviteSchema },
    answers: { 200: { description: 'Who was invited, and who not and why', json: inviteResultSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/invitation',
    summary: 'Sends a pending invitation again',
    tag: 'Administration',
    auth: 'user',
    answers: { 200: { description: 'The person', json: personSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id/invitation',
    summary: 'Withdraws a pending invitation',
    tag: 'Administration',
    auth: 'user',
    answers: { 204: { description: 'Withdrawn' } },
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    summary: "Changes a person's administrator flag",
    tag: 'Administration',
    auth: 'user',
    body: { json: personChangeSchema },
    answers: { 200: { description: 'The person', json: personSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/deactivate',
    summary: 'Stops a person from signing in, keeping or moving their meetings',
    tag: 'Administration',
    auth: 'user',
    body: { json: deactivateSchema },
    answers: { 200: { description: 'The person', json: personSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/reactivate',
    summary: 'Lets a deactivated person sign in again',
    tag: 'Administration',
    auth: 'user',
    answers: { 200: { description: 'The person', json: personSchema } },
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/meetings/move',
    summary: "Hands a person's meetings to someone else of the company",
    tag: 'Administration',
    auth: 'user',
    body: { json: moveMeetingsSchema },
    answers: { 200: { description: 'How many moved', json: moveMeetingsResultSchema } },
  },
];
