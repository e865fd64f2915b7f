import type { MeetingListFilters } from '../../../services/meetings/meetings.ts';
import { meetingListQuerySchema } from '../../../api-contract/meeting.ts';

export type { MeetingListFilters };

const filterKeys = [
  'meetingType',
  'query',
  'status',
  'statusGroup',
  'userId',
  'teamId',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof MeetingListFilters)[];

/** What is sent: the search trimmed, and empty values left out. */
export function normalizeFilters(filters: MeetingListFilters): MeetingListFilters {
  const normalized: MeetingListFilters = {};
  for (const key of filterKeys) {
    const value = key === 'query' ? filters.query?.trim() : filters[key];
    if (value !== undefined && value !== '') Object.assign(normalized, { [key]: value });
  }
  return normalized;
}

/** The keys whose sent value differs between two sets of filters. */
export function changedFilterKeys(before: MeetingListFilters, after: MeetingListFilters): string[] {
  const a = normalizeFilters(before);
  const b = normalizeFilters(after);
  return filterKeys.filter((key) => a[key] !== b[key]);
}

export const hasActiveFilters = (filters: MeetingListFilters): boolean =>
  Object.keys(normalizeFilters(filters)).length > 0;

/**
 * The filters an address asks for (`/meetings?teamId=…&userId=…&meetingType=…&startDate=…&endDate=…`, as
 * the dashboard's drill-down links it): each checked like the API checks it, anything else left out.
 */
export function filtersFromSearch(search: string): MeetingListFilters {
  const params = new URLSearchParams(search);
  const filters: MeetingListFilters = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null) continue;
    const checked = meetingListQuerySchema.shape[key].safeParse(value);
    if (checked.success && checked.data !== undefined && checked.data !== '') {
      Object.assign(filters, { [key]: checked.data });
    }
  }
  return filters;
}
