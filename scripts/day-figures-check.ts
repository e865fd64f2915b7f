import type { Database } from '../server/db/database.ts';
import { figureColumns } from '../server/features/enablement/team-figures-source.ts';

/** meeting_day_figures' sums of real seconds and rates: added in another order they differ in the last bits only. */
const roundedColumns = [
  'seller_talk_sum',
  'client_talk_sum',
  'monologue_sum',
  'customer_story_sum',
  'patience_sum',
  'switches_sum',
  'words_per_minute_sum',
  'filler_share_sum',
];

/** Its counts and integer sums (migration 0041), equal to the meetings' to the unit. */
const exactColumns = figureColumns.filter((column) => !roundedColumns.includes(column));

/**
 * How many rows of the dashboard's rollup differ from what the meetings give now (its view), a row missing on
 * either side included: 0 when the triggers, the backfill or a bulk load kept it right.
 */
export async function dayFiguresDifferences(db: Database): Promise<number> {
  const differs = [
    'f.user_id IS NULL OR r.user_id IS NULL',
    ...exactColumns.map((column) => `f.${column} <> r.${column}`),
    ...roundedColumns.map(
      (column) => `abs(f.${column} - r.${column}) > 1e-9 * greatest(1, abs(r.${column}))`,
    ),
  ].join(' OR ');
  const [row] = await db.query<{ rows: number }>(
    `SELECT count(*)::int AS rows
       FROM meeting_day_figures f
       FULL JOIN meeting_day_figures_recomputed r USING (user_id, day, company_id, meeting_type, format)
      WHERE ${differs}`,
  );
  return row?.rows ?? 0;
}
