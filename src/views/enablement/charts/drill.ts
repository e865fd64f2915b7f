/*
 * Where a click on a chart item (or its table row's link) leads: the meetings list with the filters it
 * understands (spec section 3, meeting list query: teamId, userId, meetingType, startDate, endDate).
 */
import type { MeetingTypeFilter } from '../../../services/enablement/enablement.ts';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';

export type DrillScope = {
  teamId: string;
  userId: string;
  meetingType: MeetingTypeFilter;
  /** Calendar dates in São Paulo, both included. */
  startDate: string;
  endDate: string;
};

const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar date of an instant (the periods end now, the list filters by dates). */
export const businessDate = (instant: string): string => businessDay.format(new Date(instant));

/** The last day of a bucket: the day itself, or the Sunday of a week, never past the period's end. */
export function bucketEnd(start: string, bucket: 'day' | 'week', periodEnd: string): string {
  if (bucket === 'day') return start;
  const sunday = new Date(`${start}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const end = sunday.toISOString().slice(0, 10);
  return end < periodEnd ? end : periodEnd;
}

export function meetingsLink(scope: DrillScope): string {
  const params = new URLSearchParams({ teamId: scope.teamId });
  if (scope.userId) params.set('userId', scope.userId);
  if (scope.meetingType !== 'ALL') params.set('meetingType', scope.meetingType);
  params.set('startDate', scope.startDate);
  params.set('endDate', scope.endDate);
  return withQuery(pathTo('/meetings'), params);
}
