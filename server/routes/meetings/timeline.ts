import { Hono } from 'hono';
import { z } from 'zod';
import type { AiProvider } from '../../ai/provider.ts';
import { computeAnswers } from '../../ai/insights.ts';
import { transcriptionOfMeeting } from '../../ai/transcripts.ts';
import type { Database } from '../../db/database.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { ApiProblem } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingLogsSchema, type MeetingLog } from '../../../src/services/api/schemas/meeting.ts';
import { meetingAnswersSchema } from '../../../src/services/api/schemas/meeting-detail.ts';
import { transcriptionSchema } from '../../../src/services/api/schemas/transcription.ts';
import { findVisibleMeeting } from './query.ts';

type LogRow = { at: Date; status: MeetingLog['status']; sub_code: string | null; message: string };

const loadTemplateQuery = z.object({ meetingId: z.string(), templateId: z.string() });

/** What the bot and the AI made of a meeting: its timeline, its transcript, answers with another template. */
export function meetingTimelineRoutes({ db, ai }: { db: Database; ai: AiProvider }) {
  return new Hono<ApiEnv>()
    .get('/admin/load/template', async (c) => {
      const caller = c.get('caller');
      if (!caller.isAdmin)
        throw new ApiProblem(403, 'Somente administradores podem trocar o template de uma reunião.');
      const query = readQuery(c, loadTemplateQuery);
      const meeting = await findVisibleMeeting(db, caller, query.meetingId);
      const [template] = isUuid(query.templateId)
        ? await db.query<{ id: string }>('SELECT id FROM templates WHERE id = $1 AND company_id = $2', [
            query.templateId,
            caller.companyId,
          ])
        : [];
      if (!template) throw new ApiProblem(404, 'Template não encontrado.');
      await db.query('UPDATE meetings SET template_id = $2 WHERE id = $1', [meeting.id, template.id]);
      return sendParsed(c, meetingAnswersSchema, await computeAnswers(db, ai, meeting.id, template.id));
    })
    .get('/:id/logs', async (c) => {
      const meeting = await findVisibleMeeting(db, c.get('caller'), c.req.param('id'));
      const rows = await db.query<LogRow>(
        'SELECT at, status, sub_code, message FROM meeting_logs WHERE meeting_id = $1 ORDER BY at, id',
        [meeting.id],
      );
      return sendParsed(
        c,
        meetingLogsSchema,
        rows.map((row) => ({
          at: new Date(row.at).toISOString(),
          status: row.status,
          subCode: row.sub_code,
          message: row.message,
        })),
      );
    })
    .get('/:id/transcription', async (c) => {
      const meeting = await findVisibleMeeting(db, c.get('caller'), c.req.param('id'));
      const transcription = await transcriptionOfMeeting(db, meeting.id);
      if (!transcription) throw new ApiProblem(404, 'Esta reunião ainda não tem transcrição.');
      return sendParsed(c, transcriptionSchema, transcription);
    });
}
