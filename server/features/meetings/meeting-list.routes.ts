import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
} from '../../../src/api-contract/meeting.ts';

/**
 * `GET /api/meetings` and `GET /api/meetings/{id}`, which the SPA polls while a bot works: an ETag lets an
 * unchanged answer come back as a bodiless 304.
 */
export function meetingReadRoutes({ meetings }: Pick<Domain, 'meetings'>) {
  return new Hono<ApiEnv>()
    .use('/', etag({ weak: true }))
    .use('/:id', etag({ weak: true }))
    .get('/', async (c) => {
      const filters = readQuery(c, meetingListQuerySchema);
      return sendParsed(c, meetingListSchema, await meetings.list(c.get('caller'), filters));
    })
    .get('/:id', async (c) =>
      sendParsed(c, meetingSchema, await meetings.get(c.get('caller'), c.req.param('id'))),
    );
}
