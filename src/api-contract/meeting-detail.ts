import { z } from 'zod';

/** A transcript passage an answer was taken from; `segmentId` is a segment of the meeting's transcript. */
export const answerSourceSchema = z.object({
  segmentId: z.string(),
  startSeconds: z.number().nonnegative(),
  endSeconds: z.number().nonnegative(),
  quote: z.string(),
});
export type AnswerSource = z.infer<typeof answerSourceSchema>;

export const meetingAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  /** Null when the transcript says nothing about the question: answers are never invented. */
  answer: z.string().nullable(),
  sources: z.array(answerSourceSchema),
  /**
   * True when the configured model (AI_BASE_URL) failed (an error, a timeout, a reply not in the asked
   * shape) and the embedded AI answered instead: the page says so.
   */
  byEmbeddedAi: z.boolean().optional(),
});
export type MeetingAnswer = z.infer<typeof meetingAnswerSchema>;

/** `GET /api/meeting/answers/{id}` and `GET /api/meetings/admin/load/template`: the template's questions in order. */
export const meetingAnswersSchema = z.array(meetingAnswerSchema);

/** A sentence of the transcript and who said it; `startSeconds` is where the player seeks on a click. */
const saidSchema = z.object({
  text: z.string(),
  speaker: z.string(),
  segmentId: z.string(),
  /** Absent in enrichments stored before it was kept. */
  startSeconds: z.number().nonnegative().optional(),
});

/** `GET /api/enrichment/{meetingId}`: facts computed from the transcript. */
export const enrichmentSchema = z.object({
  meetingId: z.string(),
  summary: z.string(),
  /** Written as a note ("Lucas vai enviar a proposta hoje."); `owner` and `due` when the line says them. */
  nextSteps: z.array(saidSchema.extend({ owner: z.string().optional(), due: z.string().optional() })),
  /**
   * What holds the deal back, with its kind in Portuguese ("preço", "concorrência", "momento", "aprovação",
   * "segurança", "aderência"; "risco" in enrichments stored before). Objections, amounts and dates default to none: enrichments stored before them lack them.
   */
  objections: z.array(saidSchema.extend({ kind: z.string() })).default([]),
  /** Money and percentages said, written one way: "R$ 10.000,00/mês", "30%". */
  amounts: z.array(saidSchema.extend({ value: z.string() })).default([]),
  /** Dates and deadlines said: "dia 15", "próxima semana", "2026-03-15". */
  dates: z.array(saidSchema.extend({ value: z.string() })).default([]),
  topics: z.array(z.object({ term: z.string(), mentions: z.number().int().positive() })),
  talkTime: z.array(
    z.object({
      speaker: z.string(),
      seconds: z.number().nonnegative(),
      /** Share of the spoken time, 0..100. */
      percentage: z.number().min(0).max(100),
    }),
  ),
  questions: z.array(z.object({ text: z.string(), speaker: z.string(), segmentId: z.string() })),
  /** True when the configured model failed and the embedded AI wrote this instead (as for answers). */
  byEmbeddedAi: z.boolean().optional(),
  computedAt: z.iso.datetime({ offset: true }),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;
