import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingCoachingSchema } from '../../../src/api-contract/coaching.ts';

/** `GET /api/meetings/{id}/coaching`: the meeting's coaching figures and out-of-band moments. */
export function meetingCoachingRoutes({ coaching }: Pick<Domain, 'coaching'>) {
  return new Hono<ApiEnv>().get('/:id/coaching', async (c) =>
    sendParsed(c, meetingCoachingSchema, await coaching.forMeeting(c.get('caller'), c.req.param('id'))),
  );
}
