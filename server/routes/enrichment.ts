import { Hono } from 'hono';
import { enrichmentFor } from '../ai/insights.ts';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { sendParsed } from '../http/respond.ts';
import { enrichmentSchema } from '../../src/services/api/schemas/meeting-detail.ts';
import { findVisibleMeeting } from './meetings/query.ts';

/** `GET /api/enrichment/{meetingId}`: summary, next steps, topics, talk time and questions of the transcript. */
export function enrichmentRoutes({ db }: { db: Database }) {
  return new Hono<ApiEnv>().get('/:meetingId', async (c) => {
    const meeting = await findVisibleMeeting(db, c.get('caller'), c.req.param('meetingId'));
    const enrichment = await enrichmentFor(db, meeting.id);
    if (!enrichment)
      throw new ApiProblem(404, 'A análise fica disponível quando a transcrição estiver pronta.');
    return sendParsed(c, enrichmentSchema, enrichment);
  });
}
