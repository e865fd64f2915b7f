import type { MeetingListFilters } from '../../services/api/meetings.ts';

export type { MeetingListFilters };

const filterKeys = [
  'meetingType',
  'query',
  'status',
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
