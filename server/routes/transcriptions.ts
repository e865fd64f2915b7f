import { Hono } from 'hono';
import type { AiProvider } from '../ai/provider.ts';
import { forgetInsights } from '../ai/insights.ts';
import { transcriptionById } from '../ai/transcripts.ts';
import type { Database } from '../db/database.ts';
import type { ApiEnv, Caller } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import { readJson } from '../http/read-request.ts';
import { sendParsed } from '../http/respond.ts';
import {
  transcriptionSchema,
  transcriptionStateSchema,
  updateTranscriptionSchema,
  type Transcription,
  type TranscriptSegment,
} from '../../src/services/api/schemas/transcription.ts';
import { findChangeableMeeting, findVisibleMeeting } from './meetings/query.ts';

const notFound = () => new ApiProblem(404, 'Transcrição não encontrada.');

/** `/api/transcriptions/{id}`: read by whoever sees the meeting, changed by its owner or an administrator. */
export function transcriptionsRoutes({ db, ai }: { db: Database; ai: AiProvider }) {
  async function load(caller: Caller, id: string, change: boolean): Promise<Transcription> {
    const transcription = isUuid(id) ? await transcriptionById(db, id) : undefined;
    if (!transcription) throw notFound();
    // Someone who may not see the meeting learns nothing about its transcript either.
    await (change ? findChangeableMeeting : findVisibleMeeting)(db, caller, transcription.meetingId).catch(
      (error: unknown) => {
        throw error instanceof ApiProblem && error.status === 404 ? notFound() : error;
      },
    );
    return transcription;
  }

  async function save(transcription: Transcription, segments: TranscriptSegment[], improvedBy?: string) {
    await db.query(
      `UPDATE transcriptions SET segments = $2, updated_at = now(),
              improved_at = CASE WHEN $3::text IS NULL THEN improved_at ELSE now() END,
              improved_by = COALESCE($3::text, improved_by)
        WHERE id = $1`,
      [transcription.id, JSON.stringify(segments), improvedBy ?? null],
    );
    await forgetInsights(db, transcription.meetingId);
    return (await transcriptionById(db, transcription.id))!;
  }

  return new Hono<ApiEnv>()
    .get('/:id/status', async (c) => {
      const {
        segments: _segments,
        language: _language,
        ...state
      } = await load(c.get('caller'), c.req.param('id'), false);
      return sendParsed(c, transcriptionStateSchema, state);
    })
    .get('/:id', async (c) =>
      sendParsed(c, transcriptionSchema, await load(c.get('caller'), c.req.param('id'), false)),
    )
    .put('/:id', async (c) => {
      const transcription = await load(c.get('caller'), c.req.param('id'), true);
      const body = await readJson(c, updateTranscriptionSchema);
      const known = new Set(transcription.segments.map((segment) => segment.id));
      const unknown = body.segments?.find((line) => !known.has(line.id));
      if (unknown) throw new ApiProblem(400, `Fala inexistente na transcrição: ${unknown.id}.`);
      const rename = body.renameSpeaker;
      if (rename && !transcription.segments.some((segment) => segment.speaker === rename.from)) {
        throw new ApiProblem(400, `Participante inexistente na transcrição: ${rename.from}.`);
      }
      const corrected = new Map(body.segments?.map((line) => [line.id, line.text]));
      const segments = transcription.segments.map((segment) => ({
        ...segment,
        speaker: rename && segment.speaker === rename.from ? rename.to : segment.speaker,
        text: corrected.get(segment.id) ?? segment.text,
      }));
      return sendParsed(c, transcriptionSchema, await save(transcription, segments));
    })
    .post('/:id/improve', async (c) => {
      const transcription = await load(c.get('caller'), c.req.param('id'), true);
      if (transcription.status !== 'done') throw new ApiProblem(409, 'A transcrição ainda não está pronta.');
      const improved = await ai.improveTranscript(transcription.segments);
      return sendParsed(c, transcriptionSchema, await save(transcription, improved, ai.name));
    });
}
