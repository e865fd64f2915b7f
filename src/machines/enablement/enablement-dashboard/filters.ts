/*
 * The dashboard's filters and the address that carries them, so a view can be shared and reloaded:
 * `?teamId=…&userId=…&meetingFormat=…&meetingType=…&period=…&startDate=…&endDate=…`. Anything the address
 * holds that the dashboard does not know falls back to its default (spec section 9: the week).
 */
import type { DashboardFilters } from '../../../services/enablement/enablement.ts';
import {
  meetingFormatFilterSchema,
  meetingTypeFilterSchema,
  timeFilterSchema,
} from '../../../api-contract/enablement.ts';

export type { DashboardFilters };

export const defaultFilters: DashboardFilters = {
  userId: '',
  meetingFormat: 'ALL',
  meetingType: 'ALL',
  period: 'week',
  startDate: '',
  endDate: '',
};

/**
 * Why a custom range cannot be asked for: a date missing or not a date, the start after the end, or longer
 * than the server scans (a year and a day, its limit too).
 */
export type RangeProblem = 'missing' | 'order' | 'tooLong';

const longestRangeDays = 366;
const dayMs = 86_400_000;

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

export function rangeProblem(filters: DashboardFilters): RangeProblem | null {
  if (filters.period !== 'custom') return null;
  if (!isDate(filters.startDate) || !isDate(filters.endDate)) return 'missing';
  if (filters.startDate > filters.endDate) return 'order';
  const days = (Date.parse(filters.endDate) - Date.parse(filters.startDate)) / dayMs + 1;
  return days > longestRangeDays ? 'tooLong' : null;
}

const filterKeys = Object.keys(defaultFilters) as (keyof DashboardFilters)[];

export const sameFilters = (a: DashboardFilters, b: DashboardFilters): boolean =>
  filterKeys.every((key) => a[key] === b[key]);

/** The team and filters an address asks for. */
export function dashboardViewOf(search: string): { teamId: string; filters: DashboardFilters } {
  const params = new URLSearchParams(search);
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const period = timeFilterSchema.safeParse(params.get('period'));
  const format = meetingFormatFilterSchema.safeParse(params.get('meetingFormat'));
  const type = meetingTypeFilterSchema.safeParse(params.get('meetingType'));
  const custom = period.success && period.data === 'custom';
  return {
    teamId: text('teamId'),
    filters: {
      userId: text('userId'),
      meetingFormat: format.success ? format.data : defaultFilters.meetingFormat,
      meetingType: type.success ? type.data : defaultFilters.meetingType,
      period: period.success ? period.data : defaultFilters.period,
      startDate: custom ? text('startDate') : '',
      endDate: custom ? text('endDate') : '',
    },
  };
}

/** The address of a view: only what differs from the defaults, in a fixed order. */
export function searchOfView(teamId: string | null, filters: DashboardFilters): string {
  const params = new URLSearchParams();
  if (teamId) params.set('teamId', teamId);
  for (const key of filterKeys) {
    if (filters[key] !== defaultFilters[key]) params.set(key, filters[key]);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
