import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `GET /api/enrichment/{meetingId}`: summary, next steps, topics, talk time and questions of the transcript. */
export function enrichmentRoutes({ enrichment }: Pick<Domain, 'enrichment'>) {
  return new Hono<ApiEnv>().get('/:meetingId', async (c) =>
    sendParsed(c, enrichmentSchema, await enrichment.forMeeting(c.get('caller'), c.req.param('meetingId'))),
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const enrichmentOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/enrichment/:meetingId',
    summary: "Summary, next steps, topics, talk time and questions of a meeting's transcript",
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'user',
    answers: { 200: { description: 'The enrichment', json: enrichmentSchema } },
  },
];
