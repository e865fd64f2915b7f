import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingCoachingSchema } from '../../../src/api-contract/coaching.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `GET /api/meetings/{id}/coaching`: the meeting's coaching figures and out-of-band moments. */
export function meetingCoachingRoutes({ coaching }: Pick<Domain, 'coaching'>) {
  return new Hono<ApiEnv>().get('/:id/coaching', async (c) =>
    sendParsed(c, meetingCoachingSchema, await coaching.forMeeting(c.get('caller'), c.req.param('id'))),
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const coachingOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meetings/:id/coaching',
    summary: "A meeting's coaching figures and the moments outside their target band",
    tag: 'Meetings',
    auth: 'user',
    answers: { 200: { description: 'The coaching', json: meetingCoachingSchema } },
  },
];
