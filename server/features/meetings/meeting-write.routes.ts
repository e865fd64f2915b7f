import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  createMeetingSchema,
  meetingSchema,
  updateMeetingSchema,
} from '../../../src/api-contract/meeting.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** Adding a meeting by link, and changes to meetings (by their owner or an administrator of their company). */
export function meetingWriteRoutes({ meetings }: Pick<Domain, 'meetings'>) {
  return new Hono<ApiEnv>()
    .post('/', async (c) => {
      const link = await readJson(c, createMeetingSchema);
      const created = await meetings.create(c.get('caller'), link);
      c.status(201);
      return sendParsed(c, meetingSchema, created);
    })
    .patch('/disable/:id', async (c) =>
      sendParsed(c, meetingSchema, await meetings.disable(c.get('caller'), c.req.param('id'))),
    )
    .patch('/enable/:id', async (c) =>
      sendParsed(c, meetingSchema, await meetings.enable(c.get('caller'), c.req.param('id'))),
    )
    .patch('/:id/restart-bot', async (c) =>
      sendParsed(c, meetingSchema, await meetings.restartBot(c.get('caller'), c.req.param('id'))),
    )
    .patch('/:id', async (c) => {
      const changes = await readJson(c, updateMeetingSchema);
      return sendParsed(c, meetingSchema, await meetings.update(c.get('caller'), c.req.param('id'), changes));
    })
    .delete('/:id', async (c) => {
      await meetings.remove(c.get('caller'), c.req.param('id'));
      return c.body(null, 204);
    });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const meetingWriteOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/meetings',
    summary: 'Adds a meeting by its link; a bot joins it',
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    body: { json: createMeetingSchema },
    answers: { 201: { description: 'The meeting', json: meetingSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/meetings/disable/:id',
    summary: "Turns the meeting's bot off",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The meeting', json: meetingSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/meetings/enable/:id',
    summary: "Turns the meeting's bot on",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The meeting', json: meetingSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/meetings/:id/restart-bot',
    summary: "Sends the meeting's bot again",
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 200: { description: 'The meeting', json: meetingSchema } },
  },
  {
    method: 'PATCH',
    path: '/api/meetings/:id',
    summary: 'Changes a meeting (its owner or an administrator)',
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    body: { json: updateMeetingSchema },
    answers: { 200: { description: 'The meeting', json: meetingSchema } },
  },
  {
    method: 'DELETE',
    path: '/api/meetings/:id',
    summary: 'Deletes a meeting (its owner or an administrator)',
    tag: 'Meetings',
    specSection: '7. Calls (Meetings)',
    auth: 'user',
    answers: { 204: { description: 'Deleted' } },
  },
];
