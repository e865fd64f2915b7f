import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `GET /api/meeting/answers/{id}`: the meeting template's questions, each with its answer and sources. */
export function answersRoutes({ answers }: Pick<Domain, 'answers'>) {
  return new Hono<ApiEnv>().get('/answers/:id', async (c) =>
    sendParsed(c, meetingAnswersSchema, await answers.forMeeting(c.get('caller'), c.req.param('id'))),
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const answersOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meeting/answers/:id',
    summary: "The meeting template's questions, each with its answer and sources",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The answers', json: meetingAnswersSchema } },
  },
];
