import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';

/** `GET /api/meeting/answers/{id}`: the meeting template's questions, each with its answer and sources. */
export function answersRoutes({ answers }: Pick<Domain, 'answers'>) {
  return new Hono<ApiEnv>().get('/answers/:id', async (c) =>
    sendParsed(c, meetingAnswersSchema, await answers.forMeeting(c.get('caller'), c.req.param('id'))),
  );
}
