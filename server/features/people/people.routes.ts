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
