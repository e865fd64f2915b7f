import { z } from 'zod';

/**
 * The coaching metrics of issue 12, computed from a transcript's timed segments (`src/domain/coaching/`).
 * A metric is null when the transcript cannot tell it (no seller speaker recognised, no client turn...).
 */
export const coachingMetricsSchema = z.object({
  /** Seller's share of the spoken time, 0..1. */
  talkRatio: z.number().min(0).max(1).nullable(),
  longestMonologueSeconds: z.number().nonnegative().nullable(),
  longestCustomerStorySeconds: z.number().nonnegative().nullable(),
  /** Questions the seller asked in the call. */
  sellerQuestions: z.number().nonnegative().nullable(),
  /** Median pause before the seller answers the client, seconds. */
  patienceSeconds: z.number().nonnegative().nullable(),
  /** Speaker switches per minute of call. */
  switchesPerMinute: z.number().nonnegative().nullable(),
  /** Seller's words per minute of their own speaking time. */
  wordsPerMinute: z.number().nonnegative().nullable(),
  /** Seller's filler words over their words, 0..1. */
  fillerShare: z.number().min(0).max(1).nullable(),
});
export type CoachingMetrics = z.infer<typeof coachingMetricsSchema>;
export type CoachingMetricKey = keyof CoachingMetrics;
export const coachingMetricKeySchema = coachingMetricsSchema.keyof();

/** A moment of the call where a metric is outside its target band; a click seeks the player there. */
export const coachingMomentSchema = z.object({
  metric: coachingMetricKeySchema,
  startSeconds: z.number().nonnegative(),
  endSeconds: z.number().nonnegative(),
  speaker: z.string(),
  /** The metric's value at that moment (the monologue's seconds, the pause, the pace...). */
  value: z.number(),
});
export type CoachingMoment = z.infer<typeof coachingMomentSchema>;

/** `GET /api/meetings/{id}/coaching`: the meeting's metrics and its out-of-band moments. */
export const meetingCoachingSchema = z.object({
  meetingId: z.string(),
  /** Transcript speakers counted as the seller's side (the rule is in `src/domain/coaching/`). */
  sellerSpeakers: z.array(z.string()),
  metrics: coachingMetricsSchema,
  moments: z.array(coachingMomentSchema),
});
export type MeetingCoaching = z.infer<typeof meetingCoachingSchema>;
