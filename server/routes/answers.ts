import { Hono } from 'hono';
import type { AiProvider } from '../ai/provider.ts';
import { answersFor } from '../ai/insights.ts';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/auth.ts';
import { sendParsed } from '../http/respond.ts';
import { meetingAnswersSchema } from '../../src/services/api/schemas/meeting-detail.ts';
import { findVisibleMeeting } from './meetings/query.ts';

/** `GET /api/meeting/answers/{id}`: the meeting template's questions, each with its answer and sources. */
export function answersRoutes({ db, ai }: { db: Database; ai: AiProvider }) {
  return new Hono<ApiEnv>().get('/answers/:id', async (c) => {
    const meeting = await findVisibleMeeting(db, c.get('caller'), c.req.param('id'));
    return sendParsed(c, meetingAnswersSchema, await answersFor(db, ai, meeting.id, meeting.template_id));
  });
}
