/*
 * The team leader's dashboard (spec sections 3, 7 and 9): the stat cards, the meetings-over-time points and
 * the five series, all for one team and one set of filters. The answers are read together, so one screen
 * never mixes figures of two filter sets.
 */
import type { z } from 'zod';
import { http } from '../http.ts';
import {
  clientEngagementSchema,
  dashboardChartDataSchema,
  dashboardStatsSchema,
  meetingTypesSchema,
  nextStepsSchema,
  sellerSkillsSchema,
  talkTimeSchema,
  type ClientEngagement,
  type DashboardChartData,
  type DashboardQuery,
  type DashboardStats,
  type MeetingTypes,
  type NextSteps,
  type SellerSkills,
  type SeriesQuery,
  type TalkTime,
  type TimeFilter,
} from '../../api-contract/enablement.ts';

export type MeetingFormatFilter = 'ALL' | 'VIDEO' | 'AUDIO';
export type MeetingTypeFilter = 'ALL' | 'INTERNAL' | 'EXTERNAL';

/** What the dashboard filters by; `userId` and the dates are '' when not set. */
export type DashboardFilters = {
  userId: string;
  meetingFormat: MeetingFormatFilter;
  meetingType: MeetingTypeFilter;
  period: TimeFilter;
  startDate: string;
  endDate: string;
};

export type Dashboard = {
  stats: DashboardStats;
  chartData: DashboardChartData;
  talkTime: TalkTime;
  meetingTypes: MeetingTypes;
  nextSteps: NextSteps;
  engagement: ClientEngagement;
  skills: SellerSkills;
};

type Options = { signal?: AbortSignal };

const customDates = (filters: DashboardFilters) =>
  filters.period === 'custom' ? { startDate: filters.startDate, endDate: filters.endDate } : {};

/** The stats and chart-data query: the spec's userId, meetingFormat, meetingType and period. */
function dashboardQuery(filters: DashboardFilters): Record<string, string> {
  const query: DashboardQuery = {
    meetingFormat: filters.meetingFormat,
    meetingType: filters.meetingType,
    period: filters.period,
    ...(filters.userId ? { userId: filters.userId } : {}),
    ...customDates(filters),
  };
  return query as Record<string, string>;
}

/** The series query: the spec's vendedor and timeFilter, with the dashboard's other filters. */
function seriesQuery(filters: DashboardFilters): Record<string, string> {
  const query: SeriesQuery = {
    timeFilter: filters.period,
    meetingFormat: filters.meetingFormat,
    meetingType: filters.meetingType,
    ...(filters.userId ? { vendedor: filters.userId } : {}),
    ...customDates(filters),
  };
  return query as Record<string, string>;
}

const teamPart = (teamId: string) => encodeURIComponent(teamId);

function getSeries<T>(
  series: string,
  schema: z.ZodType<T>,
  teamId: string,
  filters: DashboardFilters,
  options: Options,
) {
  return http.getJson(`enablement/${series}/${teamPart(teamId)}`, schema, {
    searchParams: seriesQuery(filters),
    signal: options.signal,
  });
}

/** Every figure of the dashboard for one team and one set of filters, asked in parallel. */
export async function loadDashboard(
  teamId: string,
  filters: DashboardFilters,
  options: Options = {},
): Promise<Dashboard> {
  const searchParams = dashboardQuery(filters);
  const dashboardPath = (part: string) => `enablement/dashboard/${part}/${teamPart(teamId)}`;
  const [stats, chartData, talkTime, meetingTypes, nextSteps, engagement, skills] = await Promise.all([
    http.getJson(dashboardPath('stats'), dashboardStatsSchema, { searchParams, signal: options.signal }),
    http.getJson(dashboardPath('chart-data'), dashboardChartDataSchema, {
      searchParams,
      signal: options.signal,
    }),
    getSeries('talk-time', talkTimeSchema, teamId, filters, options),
    getSeries('meeting-types', meetingTypesSchema, teamId, filters, options),
    getSeries('next-steps', nextStepsSchema, teamId, filters, options),
    getSeries('client-engagement', clientEngagementSchema, teamId, filters, options),
    getSeries('seller-skills', sellerSkillsSchema, teamId, filters, options),
  ]);
  return { stats, chartData, talkTime, meetingTypes, nextSteps, engagement, skills };
}
