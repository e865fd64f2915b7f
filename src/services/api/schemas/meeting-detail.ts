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
});
export type MeetingAnswer = z.infer<typeof meetingAnswerSchema>;

/** `GET /api/meeting/answers/{id}` and `GET /api/meetings/admin/load/template`: the template's questions in order. */
export const meetingAnswersSchema = z.array(meetingAnswerSchema);

/** `GET /api/enrichment/{meetingId}`: facts computed from the transcript. */
export const enrichmentSchema = z.object({
  meetingId: z.string(),
  summary: z.string(),
  nextSteps: z.array(z.object({ text: z.string(), speaker: z.string(), segmentId: z.string() })),
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
  computedAt: z.iso.datetime({ offset: true }),
});
export type Enrichment = z.infer<typeof enrichmentSchema>;
