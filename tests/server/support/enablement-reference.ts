import type { Database } from '../../../server/db/database.ts';
import { Conditions } from '../../../server/db/sql-conditions.ts';
import type { Bucket, Period } from '../../../server/features/enablement/enablement-period.ts';
import type { TeamScope } from '../../../server/features/enablement/enablement.repository.ts';

/**
 * The dashboard's figures aggregated straight from every finished meeting and its coaching row, as the
 * repository computed them before the rollup (migration 0041): what the rollup's figures must equal.
 */
function teamMeetings(scope: TeamScope, range: { start: Date; end: Date }): Conditions {
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

const from = `FROM team_members tm JOIN meetings m ON m.user_id = tm.user_id
  LEFT JOIN meeting_coaching c ON c.meeting_id = m.id`;

const weightedShare = (side: 'seller' | 'client') =>
  `(sum(c.${side}_talk_seconds::float8) FILTER (WHERE c.talk_ratio IS NOT NULL)
    / nullif(sum(c.seller_talk_seconds::float8 + c.client_talk_seconds::float8) FILTER (WHERE c.talk_ratio IS NOT NULL), 0))`;

const totals = `count(*)::int AS meetings, coalesce(sum(m.duration_seconds), 0)::float8 AS seconds,
  avg(m.duration_seconds)::float8 AS average_seconds, count(*) FILTER (WHERE c.has_next_steps)::int AS with_next_steps`;

export function referenceFigures(db: Database) {
  return {
    async totals(scope: TeamScope, period: Period) {
      const conditions = teamMeetings(scope, { start: period.previousStart, end: period.end });
      const current = conditions.param(period.start.toISOString());
      const rows = await db.query<{ current: boolean }>(
        `SELECT m.start_time >= ${current}::timestamptz AS current, ${totals} ${from} WHERE ${conditions.where} GROUP BY 1`,
        conditions.params,
      );
      return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
    },

    async byBucket(scope: TeamScope, period: Period, bucket: Bucket) {
      const conditions = teamMeetings(scope, period);
      const unit = conditions.param(bucket);
      const start = conditions.param(period.start.toISOString());
      const end = conditions.param(period.end.toISOString());
      const step = conditions.param(bucket === 'week' ? 7 : 1);
      const local = (instant: string) => `(${instant}::timestamptz AT TIME ZONE 'America/Sao_Paulo')`;
      return db.query(
        `WITH per_bucket AS (
           SELECT date_trunc(${unit}::text, m.start_time AT TIME ZONE 'America/Sao_Paulo')::date AS day, ${totals},
                  ${weightedShare('client')}::float8 AS client_talk_ratio,
                  avg(c.client_questions)::float8 AS client_questions,
                  avg(c.longest_customer_story_seconds)::float8 AS customer_story_seconds
             ${from} WHERE ${conditions.where} GROUP BY 1)
         SELECT to_char(b.day, 'YYYY-MM-DD') AS start,
                coalesce(p.meetings, 0) AS meetings, coalesce(p.seconds, 0) AS seconds,
                p.average_seconds, coalesce(p.with_next_steps, 0) AS with_next_steps,
                p.client_talk_ratio, p.client_questions, p.customer_story_seconds
           FROM generate_series(date_trunc(${unit}::text, ${local(start)}), ${local(end)} - interval '1 microsecond',
                                make_interval(days => ${step}::int)) AS b(day)
           LEFT JOIN per_bucket p ON p.day = b.day::date
          ORDER BY b.day`,
        conditions.params,
      );
    },

    async byTypeAndFormat(scope: TeamScope, period: Period) {
      const conditions = teamMeetings(scope, period);
      return db.query<{ meeting_type: string; format: string }>(
        `SELECT m.meeting_type, m.format, count(*)::int AS count ${from}
          WHERE ${conditions.where} GROUP BY 1, 2 ORDER BY 1, 2`,
        conditions.params,
      );
    },

    async bySeller(scope: TeamScope, period: Period) {
      const conditions = teamMeetings(scope, period);
      return db.query(
        `SELECT u.id AS user_id, u.email_address, u.first_name, u.last_name, count(*)::int AS meetings,
                ${weightedShare('seller')}::float8 AS talk_ratio,
                avg(c.longest_monologue_seconds)::float8 AS longest_monologue_seconds,
                avg(c.longest_customer_story_seconds)::float8 AS longest_customer_story_seconds,
                avg(c.seller_questions)::float8 AS seller_questions,
                avg(c.patience_seconds)::float8 AS patience_seconds,
                avg(c.switches_per_minute)::float8 AS switches_per_minute,
                avg(c.words_per_minute)::float8 AS words_per_minute,
                avg(c.filler_share)::float8 AS filler_share
           ${from} JOIN users u ON u.id = m.user_id
          WHERE ${conditions.where}
          GROUP BY u.id ORDER BY u.first_name NULLS LAST, u.last_name NULLS LAST, u.email_address`,
        conditions.params,
      );
    },
  };
}
