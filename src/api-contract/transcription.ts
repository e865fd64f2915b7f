import { z } from 'zod';

/** One line of a transcript. Its id is stable for the life of the transcript (answers cite it). */
export const transcriptSegmentSchema = z.object({
  id: z.string(),
  speaker: z.string(),
  startSeconds: z.number().nonnegative(),
  endSeconds: z.number().nonnegative(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

export const transcriptionStatusValues = ['processing', 'done', 'failed'] as const;
export const transcriptionStatusSchema = z.enum(transcriptionStatusValues);

/** `GET /api/transcriptions/{id}/status`: cheap to poll while a transcript is produced. */
export const transcriptionStateSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  status: transcriptionStatusSchema,
  /** When the AI provider last improved it (`POST .../improve`), else null. */
  improvedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TranscriptionState = z.infer<typeof transcriptionStateSchema>;

/** `GET /api/transcriptions/{id}` and `GET /api/meetings/{id}/transcription`. */
export const transcriptionSchema = transcriptionStateSchema.extend({
  language: z.string(),
  segments: z.array(transcriptSegmentSchema),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

/** Body of `PUT /api/transcriptions/{id}`: rename a speaker everywhere and/or correct lines' text. */
export const updateTranscriptionSchema = z
  .object({
    renameSpeaker: z
      .object({
        from: z.string().min(1),
        to: z.string().trim().min(1, 'Informe o novo nome do participante.').max(120),
      })
      .optional(),
    segments: z
      .array(
        z.object({ id: z.string(), text: z.string().trim().min(1, 'O texto da fala não pode ficar vazio.') }),
      )
      .optional(),
  })
  .refine((body) => body.renameSpeaker !== undefined || (body.segments?.length ?? 0) > 0, {
    message: 'Nada a alterar na transcrição.',
  });
export type UpdateTranscription = z.infer<typeof updateTranscriptionSchema>;
