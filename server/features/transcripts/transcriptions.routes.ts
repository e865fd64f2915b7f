import { Hono } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import {
  transcriptionSchema,
  transcriptionStateSchema,
  updateTranscriptionSchema,
} from '../../../src/api-contract/transcription.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

/** `/api/transcriptions/{id}`: read by whoever sees the meeting, changed by its owner or an administrator. */
export function transcriptionsRoutes({ transcriptions }: Pick<Domain, 'transcriptions'>) {
  return new Hono<ApiEnv>()
    .get('/:id/status', async (c) =>
      sendParsed(c, transcriptionStateSchema, await transcriptions.state(c.get('caller'), c.req.param('id'))),
    )
    .get('/:id', async (c) =>
      sendParsed(c, transcriptionSchema, await transcriptions.get(c.get('caller'), c.req.param('id'))),
    )
    .put('/:id', async (c) => {
      const edit = await readJson(c, updateTranscriptionSchema);
      const edited = await transcriptions.edit(c.get('caller'), c.req.param('id'), edit);
      return sendParsed(c, transcriptionSchema, edited);
    })
    .post('/:id/improve', async (c) =>
      sendParsed(c, transcriptionSchema, await transcriptions.improve(c.get('caller'), c.req.param('id'))),
    );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const transcriptionsOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/transcriptions/:id/status',
    summary: "Where a transcript's making stands",
    tag: 'Transcription',
    specSection: '7. Calls (Transcription)',
    auth: 'user',
    answers: { 200: { description: 'The state', json: transcriptionStateSchema } },
  },
  {
    method: 'GET',
    path: '/api/transcriptions/:id',
    summary: 'A transcript',
    tag: 'Transcription',
    specSection: '7. Calls (Transcription)',
    auth: 'user',
    answers: { 200: { description: 'The transcript', json: transcriptionSchema } },
  },
  {
    method: 'PUT',
    path: '/api/transcriptions/:id',
    summary: "Corrects a transcript's lines and speakers (its meeting's owner or an administrator)",
    tag: 'Transcription',
    specSection: '7. Calls (Transcription)',
    auth: 'user',
    body: { json: updateTranscriptionSchema },
    answers: { 200: { description: 'The transcript', json: transcriptionSchema } },
  },
  {
    method: 'POST',
    path: '/api/transcriptions/:id/improve',
    summary: 'Has the AI improve a transcript',
    tag: 'Transcription',
    specSection: '7. Calls (Transcription)',
    auth: 'user',
    answers: { 200: { description: 'The transcript', json: transcriptionSchema } },
  },
];
