import type { Database } from '../../db/database.ts';
import { Conditions } from '../../db/sql-conditions.ts';
import { businessTimeZone, type Bucket } from './enablement-period.ts';

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

/**
 * The team's finished meetings in [start, end) as conditions over `fromTeamMeetings`. A team's meetings are
 * its members' (as the meeting list's teamId filter reads them), within the team's company.
 */
function teamMeetings(scope: TeamScope, range: Range): Conditions {
  const conditions = new Conditions();
  conditions.add(`tm.team_id = ${conditions.param(scope.teamId)}`);
  conditions.add(`m.company_id = ${conditions.param(scope.companyId)}`);
  conditions.add(`m.status = 'done'`);
  conditions.add(`m.start_time >= ${conditions.param(range.start.toISOString())}::timestamptz`);
  conditions.add(`m.start_time < ${conditions.param(range.end.toISOString())}::timestamptz`);
  if (scope.sellerId) conditions.add(`m.user_id = ${conditions.param(scope.sellerId)}`);
  if (scope.format) conditions.add(`m.format = ${conditions.param(scope.format)}`);
  if (scope.meetingType) conditions.add(`m.meeting_type = ${conditions.param(scope.meetingType)}`);
  return conditions;
}

/**
 * From the team's members to their meetings (one row each: a member is in a team once), so the planner walks
 * each member's finished meetings in start order (migration 0012) rather than the company's.
 */
const fromTeamMeetings = `FROM team_members tm
  JOIN meetings m ON m.user_id = tm.user_id
  LEFT JOIN meeting_coaching c ON c.meeting_id = m.id`;

/** A share of spoken time weighted by seconds, over the calls where the seller's side was recognised. */
const weightedShare = (side: 'seller' | 'client') =>
  `(sum(c.${side}_talk_seconds::float8) FILTER (WHERE c.talk_ratio IS NOT NULL)
    / nullif(sum(c.seller_talk_seconds::float8 + c.client_talk_seconds::float8) FILTER (WHERE c.talk_ratio IS NOT NULL), 0))`;

const totals = `count(*)::int AS meetings,
  coalesce(sum(m.duration_seconds), 0)::float8 AS seconds,
  avg(m.duration_seconds)::float8 AS average_seconds,
  count(*) FILTER (WHERE c.has_next_steps)::int AS with_next_steps`;

/** The dashboard's aggregates over `meetings` and `meeting_coaching`, all computed by the database. */
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
      const conditions = teamMeetings(scope, { start: range.previousStart, end: range.end });
      const current = conditions.param(range.start.toISOString());
      const rows = await db.query<TotalsRow & { current: boolean }>(
        `SELECT m.start_time >= ${current}::timestamptz AS current, ${totals}
           ${fromTeamMeetings} WHERE ${conditions.where} GROUP BY 1`,
        conditions.params,
      );
      return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
    },

    /** One row per São Paulo day or week (Monday) of the period, empty ones included, oldest first. */
    async byBucket(scope: TeamScope, range: Range, bucket: Bucket): Promise<BucketRow[]> {
      const conditions = teamMeetings(scope, range);
      const unit = conditions.param(bucket);
      const start = conditions.param(range.start.toISOString());
      const end = conditions.param(range.end.toISOString());
      const step = conditions.param(bucket === 'week' ? 7 : 1);
      const local = (instant: string) => `(${instant}::timestamptz AT TIME ZONE '${businessTimeZone}')`;
      return db.query<BucketRow>(
        `WITH per_bucket AS (
           SELECT date_trunc(${unit}::text, m.start_time AT TIME ZONE '${businessTimeZone}')::date AS day, ${totals},
                  ${weightedShare('client')}::float8 AS client_talk_ratio,
                  avg(c.client_questions)::float8 AS client_questions,
                  avg(c.longest_customer_story_seconds)::float8 AS customer_story_seconds
             ${fromTeamMeetings} WHERE ${conditions.where} GROUP BY 1)
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
      const conditions = teamMeetings(scope, range);
      return db.query<{ meeting_type: 'INTERNAL' | 'EXTERNAL'; format: 'VIDEO' | 'AUDIO'; count: number }>(
        `SELECT m.meeting_type, m.format, count(*)::int AS count
           FROM team_members tm JOIN meetings m ON m.user_id = tm.user_id
          WHERE ${conditions.where} GROUP BY 1, 2`,
        conditions.params,
      );
    },

    /** Each member with finished meetings in the period: talk ratio by seconds, other metrics averaged. */
    async bySeller(scope: TeamScope, range: Range): Promise<SellerRow[]> {
      const conditions = teamMeetings(scope, range);
      return db.query<SellerRow>(
        `SELECT u.id AS user_id, u.email_address, u.first_name, u.last_name, count(*)::int AS meetings,
                ${weightedShare('seller')}::float8 AS talk_ratio,
                avg(c.longest_monologue_seconds)::float8 AS longest_monologue_seconds,
                avg(c.longest_customer_story_seconds)::float8 AS longest_customer_story_seconds,
                avg(c.seller_questions)::float8 AS seller_questions,
                avg(c.patience_seconds)::float8 AS patience_seconds,
                avg(c.switches_per_minute)::float8 AS switches_per_minute,
                avg(c.words_per_minute)::float8 AS words_per_minute,
                avg(c.filler_share)::float8 AS filler_share
           ${fromTeamMeetings} JOIN users u ON u.id = m.user_id
          WHERE ${conditions.where}
          GROUP BY u.id
          ORDER BY u.first_name NULLS LAST, u.last_name NULLS LAST, u.email_address`,
        conditions.params,
      );
    },
  };
}
