import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsedWithETag } from '../../http/respond.ts';
import {
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
} from '../../../src/api-contract/meeting.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/**
 * `GET /api/meetings` and `GET /api/meetings/{id}`, which the SPA polls while a bot works: an ETag lets an
 * unchanged answer come back as a bodiless 304.
 */
export function meetingReadRoutes({ meetings }: Pick<Domain, 'meetings'>) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => {
      const filters = readQuery(c, meetingListQuerySchema);
      return sendParsedWithETag(c, meetingListSchema, await meetings.list(c.get('caller'), filters));
    })
    .get('/:id', async (c) =>
      sendParsedWithETag(c, meetingSchema, await meetings.get(c.get('caller'), c.req.param('id'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const meetingReadOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meetings',
    summary: 'A page of the meetings the caller sees, filtered (ETag: an unchanged page is a 304)',
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    query: meetingListQuerySchema,
    answers: {
      200: { description: 'The page', json: meetingListSchema },
      304: { description: 'Unchanged since If-None-Match' },
    },
  },
  {
    method: 'GET',
    path: '/api/meetings/:id',
    summary: 'One meeting (ETag: unchanged is a 304)',
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: {
      200: { description: 'The meeting', json: meetingSchema },
      304: { description: 'Unchanged since If-None-Match' },
    },
  },
];
