import { Hono } from 'hono';
import { z } from 'zod';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readQuery } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { meetingLogsSchema } from '../../../src/api-contract/meeting.ts';
import { meetingAnswersSchema } from '../../../src/api-contract/meeting-detail.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

const loadTemplateQuery = z.object({ meetingId: z.string(), templateId: z.string() });

/** What the bot and the AI made of a meeting: its timeline, its transcript, answers with another template. */
export function meetingTimelineRoutes({
  meetings,
  transcriptions,
}: Pick<Domain, 'meetings' | 'transcriptions'>) {
  return new Hono<ApiEnv>()
    .get('/admin/load/template', async (c) => {
      const { meetingId, templateId } = readQuery(c, loadTemplateQuery);
      const answers = await meetings.changeTemplate(c.get('caller'), meetingId, templateId);
      return sendParsed(c, meetingAnswersSchema, answers);
    })
    .get('/:id/logs', async (c) =>
      sendParsed(c, meetingLogsSchema, await meetings.logs(c.get('caller'), c.req.param('id'))),
    )
    .get('/:id/transcription', async (c) =>
      sendParsed(c, transcriptionSchema, await transcriptions.ofMeeting(c.get('caller'), c.req.param('id'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const meetingTimelineOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/meetings/admin/load/template',
    summary: "A meeting's answers with another template, which becomes its template",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    query: loadTemplateQuery,
    answers: { 200: { description: 'The answers', json: meetingAnswersSchema } },
  },
  {
    method: 'GET',
    path: '/api/meetings/:id/logs',
    summary: "The meeting's timeline: what its bot did",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The log', json: meetingLogsSchema } },
  },
  {
    method: 'GET',
    path: '/api/meetings/:id/transcription',
    summary: "The meeting's transcript",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The transcript', json: transcriptionSchema } },
  },
];
