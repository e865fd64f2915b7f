import type { Database } from '../../db/database.ts';
import type { Person, PersonStatus } from '../../../src/api-contract/people.ts';

type PersonRow = {
  id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  status: PersonStatus;
  cognito_id: string | null;
  meeting_count: number;
  teams: Person['teams'] | string;
  invited_at: Date | string | null;
  invitation_expires_at: Date | string | null;
  deactivated_at: Date | string | null;
};

/** A person as the administration reads them, with the identity-pool sub the admin operations need. */
export type PersonRecord = Person & { cognitoId: string | null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Where a person stands, from the database's own clock: an invitation not accepted is expired once its
 * temporary password's validity has passed.
 */
const statusSql = `CASE
    WHEN u.deactivated_at IS NOT NULL THEN 'deactivated'
    WHEN u.invited_at IS NOT NULL AND u.accepted_at IS NULL THEN
      CASE WHEN u.invitation_expires_at <= now() THEN 'expired' ELSE 'invited' END
    ELSE 'active' END`;

/** An administrator who counts: not left out, and not an invitation still unanswered. */
export const activeAdminSql = `u.is_admin AND u.deactivated_at IS NULL AND (u.invited_at IS NULL OR u.accepted_at IS NOT NULL)`;

const personColumns = `u.id, u.email_address, u.first_name, u.last_name, u.is_admin, u.cognito_id,
  u.invited_at, u.invitation_expires_at, u.deactivated_at, ${statusSql} AS status,
  (SELECT count(*)::int FROM meetings m WHERE m.user_id = u.id) AS meeting_count,
  COALESCE((SELECT json_agg(json_build_object('teamId', t.id, 'teamName', t.name, 'role', tm.role)
                            ORDER BY lower(t.name), t.id)
              FROM team_members tm JOIN teams t ON t.id = tm.team_id WHERE tm.user_id = u.id), '[]') AS teams`;

const toPerson = (row: PersonRow): PersonRecord => ({
  id: row.id,
  emailAddress: row.email_address,
  firstName: row.first_name,
  lastName: row.last_name,
  isAdmin: row.is_admin,
  status: row.status,
  teams: typeof row.teams === 'string' ? (JSON.parse(row.teams) as Person['teams']) : row.teams,
  meetingCount: row.meeting_count,
  invitedAt: iso(row.invited_at),
  invitationExpiresAt: iso(row.invitation_expires_at),
  deactivatedAt: iso(row.deactivated_at),
  cognitoId: row.cognito_id,
});

/** The company's people for its administrators: every query is scoped to the company. */
export function createPeopleRepository(db: Database) {
  const find = async (companyId: string, userId: string): Promise<PersonRecord | undefined> => {
    const [row] = await db.query<PersonRow>(
      `SELECT ${personColumns} FROM users u WHERE u.company_id = $1 AND u.id = $2`,
      [companyId, userId],
    );
    return row && toPerson(row);
  };

  return {
    find,

    async list(companyId: string): Promise<PersonRecord[]> {
      const rows = await db.query<PersonRow>(
        `SELECT ${personColumns} FROM users u WHERE u.company_id = $1
          ORDER BY lower(coalesce(u.first_name, u.email_address)), lower(u.email_address)`,
        [companyId],
      );
      return rows.map(toPerson);
    },

    /** Of these e-mails, which are already users, and whether of this company. */
    async existingAccounts(
      companyId: string,
      emails: readonly string[],
    ): Promise<Map<string, 'this-company' | 'other-company'>> {
      const rows = await db.query<{ email: string; same: boolean }>(
        `SELECT lower(email_address) AS email, company_id = $1 AS same FROM users
          WHERE lower(email_address) = ANY($2::text[])`,
        [companyId, emails],
      );
      return new Map(rows.map((row) => [row.email, row.same ? 'this-company' : 'other-company']));
    },

    /**
     * The invited person's row: no admin rights, a forced password update (their first sign-in goes on
     * to /update-password), invited now and expiring after the pool's temporary password validity.
     */
    async createInvited(
      companyId: string,
      person: {
        email: string;
        firstName: string | null;
        lastName: string | null;
        cognitoId: string;
        validityDays: number;
      },
    ): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (company_id, email_address, first_name, last_name, is_admin, cognito_id, auth_type,
                            reset_password, reset_password_requested_at, invited_at, invitation_expires_at)
         VALUES ($1, $2, $5, $6, false, $3, 'cognito', true, now(), now(), now() + make_interval(days => $4))
         RETURNING id`,
        [companyId, person.email, person.cognitoId, person.validityDays, person.firstName, person.lastName],
      );
      if (!row) throw new Error(`the invited user ${person.email} was not stored`);
      return row.id;
    },

    async renewInvitation(companyId: string, userId: string, validityDays: number): Promise<void> {
      await db.query(
        `UPDATE users SET invited_at = now(), invitation_expires_at = now() + make_interval(days => $3)
          WHERE company_id = $1 AND id = $2`,
        [companyId, userId, validityDays],
      );
    },

    async remove(companyId: string, userId: string): Promise<void> {
      await db.query('DELETE FROM users WHERE company_id = $1 AND id = $2', [companyId, userId]);
    },

    async setAdmin(companyId: string, userId: string, isAdmin: boolean): Promise<void> {
      await db.query('UPDATE users SET is_admin = $3 WHERE company_id = $1 AND id = $2', [
        companyId,
        userId,
        isAdmin,
      ]);
    },

    /**
     * The company's administrators who count, locked until the transaction ends: two administrators
     * removing each other at once cannot both pass the "last administrator" check.
     */
    async lockActiveAdmins(companyId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT u.id FROM users u WHERE u.company_id = $1 AND ${activeAdminSql} ORDER BY u.id FOR UPDATE`,
        [companyId],
      );
      return rows.map((row) => row.id);
    },

    async setDeactivated(companyId: string, userId: string, deactivated: boolean): Promise<void> {
      await db.query(
        `UPDATE users SET deactivated_at = CASE WHEN $3 THEN coalesce(deactivated_at, now()) END
          WHERE company_id = $1 AND id = $2`,
        [companyId, userId, deactivated],
      );
    },

    /** Every meeting of one person goes to another of the same company; answers how many moved. */
    async moveMeetings(companyId: string, fromUserId: string, toUserId: string): Promise<number> {
      const rows = await db.query<{ id: string }>(
        'UPDATE meetings SET user_id = $3 WHERE company_id = $1 AND user_id = $2 RETURNING id',
        [companyId, fromUserId, toUserId],
      );
      return rows.length;
    },
  };
}
