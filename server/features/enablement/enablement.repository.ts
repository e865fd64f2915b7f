import type { Database } from '../../db/database.ts';
import { Conditions } from '../../db/sql-conditions.ts';
import { businessTimeZone, type Bucket } from './enablement-period.ts';
import { teamFiguresSource } from './team-figures-source.ts';

/** Whose finished meetings a dashboard figure counts: a team's members', narrowed by the filters. */
export type TeamScope = {
  companyId: string;
  teamId: string;
  sellerId: string | null;
  format: 'VIDEO' | 'AUDIO' | null;
  meetingType: 'INTERNAL' | 'EXTERNAL' | null;
};

type Range = { start: Date; end: Date };

export type TotalsRow = {
  meetings: number;
  seconds: number;
  average_seconds: number | null;
  with_next_steps: number;
};

export type BucketRow = TotalsRow & {
  start: string;
  client_talk_ratio: number | null;
  client_questions: number | null;
  customer_story_seconds: number | null;
};

export type SellerRow = {
  user_id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  meetings: number;
  talk_ratio: number | null;
  longest_monologue_seconds: number | null;
  longest_customer_story_seconds: number | null;
  seller_questions: number | null;
  patience_seconds: number | null;
  switches_per_minute: number | null;
  words_per_minute: number | null;
  filler_share: number | null;
};

/** A share of spoken time weighted by seconds, over the calls where the seller's side was recognised. */
const weightedShare = (side: 'seller' | 'client') =>
  `(sum(f.${side}_talk_sum) / nullif(sum(f.seller_talk_sum + f.client_talk_sum), 0))`;

/** A coaching metric's average over the calls that have it; integer sums divide as avg() of integers does. */
const average = (metric: string) => `(sum(f.${metric}_sum) / nullif(sum(f.${metric}_count), 0))::float8`;

const totals = `sum(f.meetings)::int AS meetings,
  coalesce(sum(f.duration_sum), 0)::float8 AS seconds,
  ${average('duration')} AS average_seconds,
  sum(f.next_steps_count)::int AS with_next_steps`;

/**
 * The dashboard's aggregates, added up by the database from the team's sums per seller and day
 * (teamFiguresSource): counts and sums added, averages a sum over a count.
 */
export function createEnablementRepository(db: Database) {
  return {
    /** The team if it belongs to the company, with the caller's role in it (null when not a member). */
    async teamOf(companyId: string, teamId: string, userId: string) {
      const [row] = await db.query<{ role: string | null }>(
        `SELECT tm.role FROM teams t
           LEFT JOIN team_members tm ON tm.team_id = t.id AND tm.user_id = $3
          WHERE t.id = $1 AND t.company_id = $2`,
        [teamId, companyId, userId],
      );
      return row ? { callerRole: row.role } : undefined;
    },

    async isMember(teamId: string, userId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2', [
        teamId,
        userId,
      ]);
      return rows.length > 0;
    },

    /** The stat cards' figures for the period and the one before it, in one pass over both. */
    async totals(
      scope: TeamScope,
      range: Range & { previousStart: Date },
    ): Promise<{ current?: TotalsRow; previous?: TotalsRow }> {
      const conditions = new Conditions();
      const source = teamFiguresSource(
        conditions,
        scope,
        { start: range.previousStart, end: range.end },
        range.start,
      );
      const rows = await db.query<TotalsRow & { current: boolean }>(
        `SELECT f.current, ${totals} FROM (${source}) f GROUP BY 1`,
        conditions.params,
      );
      return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
    },

    /** One row per São Paulo day or week (Monday) of the period, empty ones included, oldest first. */
    async byBucket(scope: TeamScope, range: Range, bucket: Bucket): Promise<BucketRow[]> {
      const conditions = new Conditions();
      const source = teamFiguresSource(conditions, scope, range);
      const unit = conditions.param(bucket);
      const start = conditions.param(range.start.toISOString());
      const end = conditions.param(range.end.toISOString());
      const step = conditions.param(bucket === 'week' ? 7 : 1);
      const local = (instant: string) => `(${instant}::timestamptz AT TIME ZONE '${businessTimeZone}')`;
      return db.query<BucketRow>(
        `WITH per_bucket AS (
           SELECT date_trunc(${unit}::text, f.day::timestamp)::date AS day, ${totals},
                  ${weightedShare('client')}::float8 AS client_talk_ratio,
                  ${average('client_questions')} AS client_questions,
                  ${average('customer_story')} AS customer_story_seconds
             FROM (${source}) f GROUP BY 1)
         SELECT to_char(b.day, 'YYYY-MM-DD') AS start,
                coalesce(p.meetings, 0) AS meetings, coalesce(p.seconds, 0) AS seconds,
                p.average_seconds, coalesce(p.with_next_steps, 0) AS with_next_steps,
                p.client_talk_ratio, p.client_questions, p.customer_story_seconds
           FROM generate_series(date_trunc(${unit}::text, ${local(start)}),
                                ${local(end)} - interval '1 microsecond',
                                make_interval(days => ${step}::int)) AS b(day)
           LEFT JOIN per_bucket p ON p.day = b.day::date
          ORDER BY b.day`,
        conditions.params,
      );
    },

    async byTypeAndFormat(scope: TeamScope, range: Range) {
      const conditions = new Conditions();
      const source = teamFiguresSource(conditions, scope, range);
      return db.query<{ meeting_type: 'INTERNAL' | 'EXTERNAL'; format: 'VIDEO' | 'AUDIO'; count: number }>(
        `SELECT f.meeting_type, f.format, sum(f.meetings)::int AS count FROM (${source}) f GROUP BY 1, 2`,
        conditions.params,
      );
    },

    /** Each member with finished meetings in the period: talk ratio by seconds, other metrics averaged. */
    async bySeller(scope: TeamScope, range: Range): Promise<SellerRow[]> {
      const conditions = new Conditions();
      const source = teamFiguresSource(conditions, scope, range);
      return db.query<SellerRow>(
        `SELECT u.id AS user_id, u.email_address, u.first_name, u.last_name, sum(f.meetings)::int AS meetings,
                ${weightedShare('seller')}::float8 AS talk_ratio,
                ${average('monologue')} AS longest_monologue_seconds,
                ${average('customer_story')} AS longest_customer_story_seconds,
                ${average('seller_questions')} AS seller_questions,
                ${average('patience')} AS patience_seconds,
                ${average('switches')} AS switches_per_minute,
                ${average('words_per_minute')} AS words_per_minute,
                ${average('filler_share')} AS filler_share
           FROM (${source}) f JOIN users u ON u.id = f.user_id
          GROUP BY u.id
          ORDER BY u.first_name NULLS LAST, u.last_name NULLS LAST, u.email_address`,
        conditions.params,
      );
    },
  };
}
