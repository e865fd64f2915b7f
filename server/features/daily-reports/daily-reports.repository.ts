import type { Database } from '../../db/database.ts';
import { displayName } from '../../../src/domain/display-name.ts';
import type { DailyReportConfig, DailyReportOptions } from '../../../src/api-contract/daily-report.ts';

type ConfigRow = {
  id: string;
  company_id: string;
  name: string;
  recipients: string[];
  team_ids: string[];
  seller_ids: string[];
  time_of_day: string;
  email_enabled: boolean;
  last_sent_on: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A config with its company, which the scheduler needs and the API never shows. */
export type DailyReportRecord = DailyReportConfig & { companyId: string };

const toRecord = (row: ConfigRow): DailyReportRecord => ({
  id: row.id,
  companyId: row.company_id,
  name: row.name,
  recipients: row.recipients,
  teamIds: row.team_ids,
  sellerIds: row.seller_ids,
  timeOfDay: row.time_of_day,
  emailEnabled: row.email_enabled,
  lastSentOn: row.last_sent_on,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

// `date` is read as text: drivers turn it into a Date at the machine's midnight, which shifts the day.
const columns = `id, company_id, name, recipients, team_ids::text[] AS team_ids, seller_ids::text[] AS seller_ids,
  time_of_day, email_enabled, last_sent_on::text AS last_sent_on, created_at, updated_at`;

export type DailyReportFields = {
  name: string;
  recipients: string[];
  teamIds: string[];
  sellerIds: string[];
  timeOfDay: string;
  emailEnabled: boolean;
  lastSentOn: string | null;
};

/** One covered person, as the report names them. */
export type CoveredSeller = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
};

/** One meeting of the day, with what its analysis found. */
export type ReportMeeting = {
  ownerId: string;
  title: string;
  startTime: Date;
  status: string;
  summary: string | null;
  nextSteps: string[];
};

/** `daily_report_configs`, and what a report reads of users, teams and meetings; every query is per company. */
export function createDailyReportsRepository(db: Database) {
  return {
    async list(companyId: string): Promise<DailyReportRecord[]> {
      const rows = await db.query<ConfigRow>(
        `SELECT ${columns} FROM daily_report_configs WHERE company_id = $1 ORDER BY created_at, id`,
        [companyId],
      );
      return rows.map(toRecord);
    },

    async find(companyId: string, id: string): Promise<DailyReportRecord | undefined> {
      const [row] = await db.query<ConfigRow>(
        `SELECT ${columns} FROM daily_report_configs WHERE company_id = $1 AND id = $2`,
        [companyId, id],
      );
      return row && toRecord(row);
    },

    async insert(companyId: string, fields: DailyReportFields): Promise<DailyReportRecord> {
      const [row] = await db.query<ConfigRow>(
        `INSERT INTO daily_report_configs
           (company_id, name, recipients, team_ids, seller_ids, time_of_day, email_enabled, last_sent_on)
         VALUES ($1, $2, $3::text[], $4::uuid[], $5::uuid[], $6, $7, $8::date) RETURNING ${columns}`,
        [
          companyId,
          fields.name,
          fields.recipients,
          fields.teamIds,
          fields.sellerIds,
          fields.timeOfDay,
          fields.emailEnabled,
          fields.lastSentOn,
        ],
      );
      return toRecord(row!);
    },

    async update(
      companyId: string,
      id: string,
      fields: DailyReportFields,
    ): Promise<DailyReportRecord | undefined> {
      const [row] = await db.query<ConfigRow>(
        `UPDATE daily_report_configs
            SET name = $3, recipients = $4::text[], team_ids = $5::uuid[], seller_ids = $6::uuid[],
                time_of_day = $7, email_enabled = $8, last_sent_on = $9::date, updated_at = now()
          WHERE company_id = $1 AND id = $2 RETURNING ${columns}`,
        [
          companyId,
          id,
          fields.name,
          fields.recipients,
          fields.teamIds,
          fields.sellerIds,
          fields.timeOfDay,
          fields.emailEnabled,
          fields.lastSentOn,
        ],
      );
      return row && toRecord(row);
    },

    async remove(companyId: string, id: string): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM daily_report_configs WHERE company_id = $1 AND id = $2 RETURNING id',
        [companyId, id],
      );
      return rows.length > 0;
    },

    /** Which of `teamIds` and `sellerIds` are teams and users of the company. */
    async known(companyId: string, teamIds: string[], sellerIds: string[]) {
      const teams = await db.query<{ id: string }>(
        'SELECT id::text AS id FROM teams WHERE company_id = $1 AND id = ANY($2::uuid[])',
        [companyId, teamIds],
      );
      const sellers = await db.query<{ id: string }>(
        'SELECT id::text AS id FROM users WHERE company_id = $1 AND id = ANY($2::uuid[])',
        [companyId, sellerIds],
      );
      return { teams: teams.length, sellers: sellers.length };
    },

    async options(companyId: string): Promise<DailyReportOptions> {
      const teams = await db.query<{ id: string; name: string }>(
        'SELECT id::text AS id, name FROM teams WHERE company_id = $1 ORDER BY lower(name), id',
        [companyId],
      );
      const people = await db.query<{
        id: string;
        first_name: string | null;
        last_name: string | null;
        email: string;
      }>(
        `SELECT id::text AS id, first_name, last_name, email_address AS email FROM users
          WHERE company_id = $1 ORDER BY lower(coalesce(first_name, email_address)), lower(coalesce(last_name, '')), id`,
        [companyId],
      );
      return {
        teams,
        sellers: people.map((person) => ({
          id: person.id,
          name: displayName({
            firstName: person.first_name,
            lastName: person.last_name,
            emailAddress: person.email,
          }),
          email: person.email,
        })),
      };
    },

    /** The people a report covers: the chosen sellers and every member of the chosen teams, once each. */
    async coveredSellers(
      companyId: string,
      teamIds: string[],
      sellerIds: string[],
    ): Promise<CoveredSeller[]> {
      const rows = await db.query<{
        id: string;
        first_name: string | null;
        last_name: string | null;
        email: string;
      }>(
        `SELECT u.id::text AS id, u.first_name, u.last_name, u.email_address AS email FROM users u
          WHERE u.company_id = $1
            AND (u.id = ANY($3::uuid[])
                 OR u.id IN (SELECT tm.user_id FROM team_members tm JOIN teams t ON t.id = tm.team_id
                              WHERE t.company_id = $1 AND t.id = ANY($2::uuid[])))
          ORDER BY lower(coalesce(u.first_name, u.email_address)), lower(coalesce(u.last_name, '')), u.id`,
        [companyId, teamIds, sellerIds],
      );
      return rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
      }));
    },

    /** The meetings those people own that start within [from, to), earliest first. */
    async meetingsOf(companyId: string, ownerIds: string[], from: Date, to: Date): Promise<ReportMeeting[]> {
      const rows = await db.query<{
        owner_id: string;
        title: string;
        start_time: Date | string;
        status: string;
        summary: string | null;
        next_steps: Array<{ text?: unknown }> | null;
      }>(
        `SELECT m.user_id::text AS owner_id, m.title, m.start_time, m.status,
                e.enrichment->>'summary' AS summary, e.enrichment->'nextSteps' AS next_steps
           FROM meetings m LEFT JOIN meeting_enrichments e ON e.meeting_id = m.id
          WHERE m.company_id = $1 AND m.user_id = ANY($2::uuid[]) AND m.start_time >= $3 AND m.start_time < $4
          ORDER BY m.start_time, m.id`,
        [companyId, ownerIds, from.toISOString(), to.toISOString()],
      );
      return rows.map((row) => ({
        ownerId: row.owner_id,
        title: row.title,
        startTime: new Date(row.start_time),
        status: row.status,
        summary: row.summary,
        nextSteps: (row.next_steps ?? []).flatMap((step) =>
          typeof step.text === 'string' ? [step.text] : [],
        ),
      }));
    },

    /** Enabled reports whose last sent day is before the day due now (the schedule's candidates). */
    async candidates(): Promise<DailyReportRecord[]> {
      const rows = await db.query<ConfigRow>(
        `SELECT ${columns} FROM daily_report_configs WHERE email_enabled ORDER BY created_at, id`,
      );
      return rows.map(toRecord);
    },

    /**
     * Takes a report for sending `day`, in one statement: only when it is still enabled, not yet sent for
     * that day, and no other process holds it (its lease ran out). Row locking makes a second process's
     * statement wait and then find the row taken, so two servers never both send.
     */
    async claim(
      id: string,
      day: string,
      now: Date,
      leaseUntil: Date,
    ): Promise<DailyReportRecord | undefined> {
      const [row] = await db.query<ConfigRow>(
        `UPDATE daily_report_configs SET claim_expires_at = $4
          WHERE id = $1 AND email_enabled AND (last_sent_on IS NULL OR last_sent_on < $2::date)
            AND (claim_expires_at IS NULL OR claim_expires_at <= $3)
          RETURNING ${columns}`,
        [id, day, now.toISOString(), leaseUntil.toISOString()],
      );
      return row && toRecord(row);
    },

    /**
     * The report for `day` went out: record it and let go of the lease. Never backwards: an edit meanwhile
     * may have moved the schedule past that day.
     */
    async markSent(id: string, day: string): Promise<void> {
      await db.query(
        `UPDATE daily_report_configs
            SET last_sent_on = GREATEST(coalesce(last_sent_on, $2::date), $2::date), claim_expires_at = NULL
          WHERE id = $1`,
        [id, day],
      );
    },

    /** Sending failed: let go of the lease so the next round tries again. */
    async release(id: string): Promise<void> {
      await db.query('UPDATE daily_report_configs SET claim_expires_at = NULL WHERE id = $1', [id]);
    },
  };
}
