import type { Conditions } from '../../db/sql-conditions.ts';
import { businessTimeZone } from './enablement-period.ts';
import type { TeamScope } from './enablement.repository.ts';

type Range = { start: Date; end: Date };

/** The sums and counts a dashboard figure adds up: meeting_day_figures' columns (migration 0041). */
export const figureColumns = [
  'meetings',
  'duration_sum',
  'duration_count',
  'next_steps_count',
  'seller_talk_sum',
  'client_talk_sum',
  'monologue_sum',
  'monologue_count',
  'customer_story_sum',
  'customer_story_count',
  'seller_questions_sum',
  'seller_questions_count',
  'client_questions_sum',
  'client_questions_count',
  'patience_sum',
  'patience_count',
  'switches_sum',
  'switches_count',
  'words_per_minute_sum',
  'words_per_minute_count',
  'filler_share_sum',
  'filler_share_count',
];

/** Longer than any São Paulo day (25 hours when daylight saving time ended), so a window covers an edge's day. */
const edgeReachMs = 26 * 3_600_000;

/** Disjoint windows around the edges, within the range, that hold every instant of the edges' days in it. */
function edgeWindows(range: Range, edges: Date[]): Range[] {
  const windows = edges
    .map((edge) => ({
      start: Math.max(range.start.getTime(), edge.getTime() - edgeReachMs),
      end: Math.min(range.end.getTime(), edge.getTime() + edgeReachMs),
    }))
    .filter((window) => window.start < window.end)
    .toSorted((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.start <= last.end) last.end = Math.max(last.end, window.end);
    else merged.push({ ...window });
  }
  return merged.map((window) => ({ start: new Date(window.start), end: new Date(window.end) }));
}

/**
 * The team's finished meetings in [start, end) as rows of sums to add up, with the seller (`user_id`), the São
 * Paulo `day`, `meeting_type`, `format` and, given `split`, `current` (on or after it). A rolling period
 * starts and ends at any instant, so the days it holds whole come from meeting_day_figures and the partial
 * ones at its edges (and at `split`) from each finished meeting (done_meeting_figures): the figures are
 * exactly those of the meetings in the range, with a few days' meetings read instead of all of them.
 * Adds its parameters to `conditions`; returns a subquery.
 */
export function teamFiguresSource(
  conditions: Conditions,
  scope: TeamScope,
  range: Range,
  split?: Date,
): string {
  const instant = (date: Date) => `${conditions.param(date.toISOString())}::timestamptz`;
  const dayOf = (date: Date) => `(${instant(date)} AT TIME ZONE '${businessTimeZone}')::date`;
  const team = conditions.param(scope.teamId);
  const company = conditions.param(scope.companyId);
  const filters = (alias: string) =>
    [
      scope.sellerId ? ` AND ${alias}.user_id = ${conditions.param(scope.sellerId)}` : '',
      scope.format ? ` AND ${alias}.format = ${conditions.param(scope.format)}` : '',
      scope.meetingType ? ` AND ${alias}.meeting_type = ${conditions.param(scope.meetingType)}` : '',
    ].join('');
  const columns = (alias: string, current: string) =>
    [
      `${alias}.user_id`,
      `${alias}.day`,
      `${alias}.meeting_type`,
      `${alias}.format`,
      ...(split ? [`${current} AS current`] : []),
      ...figureColumns.map((column) => `${alias}.${column}`),
    ].join(', ');

  const edges = split ? [range.start, split, range.end] : [range.start, range.end];
  const edgeDays = edges.map(dayOf).join(', ');
  const wholeDays = `SELECT ${columns('r', split ? `r.day > ${dayOf(split)}` : '')}
      FROM team_members tm JOIN meeting_day_figures r ON r.user_id = tm.user_id
     WHERE tm.team_id = ${team} AND r.company_id = ${company}
       AND r.day > ${dayOf(range.start)} AND r.day < ${dayOf(range.end)}
       ${split ? `AND r.day <> ${dayOf(split)}` : ''}${filters('r')}`;
  const edgeMeetings = edgeWindows(range, edges).map(
    (window) => `SELECT ${columns('f', split ? `f.start_time >= ${instant(split)}` : '')}
      FROM team_members tm JOIN done_meeting_figures f ON f.user_id = tm.user_id
     WHERE tm.team_id = ${team} AND f.company_id = ${company}
       AND f.start_time >= ${instant(window.start)} AND f.start_time < ${instant(window.end)}
       AND f.day IN (${edgeDays})${filters('f')}`,
  );
  return [wholeDays, ...edgeMeetings].join('\n    UNION ALL\n    ');
}
