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
