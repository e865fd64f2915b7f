import { z } from 'zod';
import { coachingMetricsSchema } from './coaching.ts';

/**
 * Enablement (spec sections 3, 7 and 9). Periods are rolling and end now (week: 7 days, month: 30,
 * quarter: 90); custom is a pair of calendar dates in São Paulo, both included. The previous period is
 * the same length right before it.
 */
export const timeFilterSchema = z.enum(['week', 'month', 'quarter', 'custom']);
export type TimeFilter = z.infer<typeof timeFilterSchema>;
export const meetingFormatFilterSchema = z.enum(['ALL', 'VIDEO', 'AUDIO']);
export const meetingTypeFilterSchema = z.enum(['ALL', 'INTERNAL', 'EXTERNAL']);

const customRange = {
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
};
const customNeedsBothDates = (query: { startDate?: string; endDate?: string }, custom: boolean) =>
  !custom ||
  (query.startDate !== undefined && query.endDate !== undefined && query.startDate <= query.endDate);

/** Query of `GET /api/enablement/dashboard/stats|chart-data/{teamId}`. */
export const dashboardQuerySchema = z
  .object({
    userId: z.string().optional(),
    meetingFormat: meetingFormatFilterSchema.default('ALL'),
    meetingType: meetingTypeFilterSchema.default('ALL'),
    period: timeFilterSchema.default('week'),
    ...customRange,
  })
  .refine((query) => customNeedsBothDates(query, query.period === 'custom'), {
    message: 'Informe o início e o fim do período, com o início antes do fim.',
    path: ['startDate'],
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** Query of `GET /api/enablement/{series}/{teamId}`: the spec's `vendedor` and `timeFilter`, plus the dashboard's other filters. */
export const seriesQuerySchema = z
  .object({
    vendedor: z.string().optional(),
    timeFilter: timeFilterSchema.default('week'),
    meetingFormat: meetingFormatFilterSchema.default('ALL'),
    meetingType: meetingTypeFilterSchema.default('ALL'),
    ...customRange,
  })
  .refine((query) => customNeedsBothDates(query, query.timeFilter === 'custom'), {
    message: 'Informe o início e o fim do período, com o início antes do fim.',
    path: ['startDate'],
  });
export type SeriesQuery = z.input<typeof seriesQuerySchema>;

const rangeSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});

/** A figure now and in the previous period; null when there is nothing to average. */
const comparedSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable() });

/** `GET /api/enablement/dashboard/stats/{teamId}`: the stat cards. Only finished meetings count. */
export const dashboardStatsSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  meetings: comparedSchema,
  hoursRecorded: comparedSchema,
  averageDurationMinutes: comparedSchema,
  /** Share of meetings with at least one next step, 0..1. */
  nextStepsShare: comparedSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** One bucket of a time series: a day (week and month) or a week starting Monday (quarter and longer). */
const bucketSchema = z.object({ start: z.iso.date() });

/** `GET /api/enablement/dashboard/chart-data/{teamId}`: meetings and hours over the period. */
export const dashboardChartDataSchema = z.object({
  range: rangeSchema,
  bucket: z.enum(['day', 'week']),
  points: z.array(bucketSchema.extend({ meetings: z.number().int(), hoursRecorded: z.number() })),
});
export type DashboardChartData = z.infer<typeof dashboardChartDataSchema>;

const sellerSchema = z.object({ userId: z.string(), name: z.string(), meetings: z.number().int() });

/** `GET /api/enablement/talk-time/{teamId}`: each seller's share of the spoken time. */
export const talkTimeSchema = z.object({
  speaking: z.array(sellerSchema.extend({ talkRatio: z.number().min(0).max(1).nullable() })),
});
export type TalkTime = z.infer<typeof talkTimeSchema>;

/** `GET /api/enablement/meeting-types/{teamId}`: finished meetings by type and format. */
export const meetingTypesSchema = z.object({
  meetingType: z.array(
    z.object({
      meetingType: z.enum(['INTERNAL', 'EXTERNAL']),
      meetingFormat: z.enum(['VIDEO', 'AUDIO']),
      count: z.number().int(),
    }),
  ),
});
export type MeetingTypes = z.infer<typeof meetingTypesSchema>;

/** `GET /api/enablement/next-steps/{teamId}`: meetings with next steps over time. */
export const nextStepsSchema = z.object({
  bucket: z.enum(['day', 'week']),
  nextStep: z.array(bucketSchema.extend({ meetings: z.number().int(), withNextSteps: z.number().int() })),
});
export type NextSteps = z.infer<typeof nextStepsSchema>;

/** `GET /api/enablement/client-engagement/{teamId}`: how much the clients talked and asked, over time. */
export const clientEngagementSchema = z.object({
  bucket: z.enum(['day', 'week']),
  engagement: z.array(
    bucketSchema.extend({
      meetings: z.number().int(),
      /** Clients' share of the spoken time, 0..1. */
      clientTalkRatio: z.number().min(0).max(1).nullable(),
      clientQuestionsPerCall: z.number().nullable(),
      longestCustomerStorySeconds: z.number().nullable(),
    }),
  ),
});
export type ClientEngagement = z.infer<typeof clientEngagementSchema>;

/** `GET /api/enablement/seller-skills/{teamId}`: each seller's coaching metrics, averaged over their calls. */
export const sellerSkillsSchema = z.object({
  overview: z.array(sellerSchema.extend({ metrics: coachingMetricsSchema })),
});
export type SellerSkills = z.infer<typeof sellerSkillsSchema>;
