import type { Database } from '../../db/database.ts';
import type { GeneralSettings } from '../../../src/api-contract/general-settings.ts';
import type { User } from '../../../src/api-contract/user.ts';
import type { Caller } from '../caller.ts';
import { activeSignInCondition } from '../../identity/refresh-tokens.ts';

type UserRow = {
  id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  company_id: string;
  import_meeting: number;
  email_meeting: number;
  template_id: string | null;
  is_default_template: boolean;
  reset_password: boolean;
  is_gmeet_connected: boolean;
  is_outlook_connected: boolean;
  is_outlook_legacy: boolean;
  cognito_id: string | null;
  auth_type: User['authType'];
};

/** A user as sign-in sees them: how they authenticate, and whether they move to the identity provider. */
export type LoginRecord = {
  id: string;
  emailAddress: string;
  firstName: string | null;
  lastName: string | null;
  authType: User['authType'];
  basicPasswordHash: string | null;
  migrateToCognito: boolean;
};

type CallerRow = { id: string; company_id: string; is_admin: boolean };

const userColumns = `id, email_address, first_name, last_name, is_admin, company_id, import_meeting, email_meeting,
  template_id, is_default_template, reset_password, is_gmeet_connected, is_outlook_connected, is_outlook_legacy,
  cognito_id, auth_type`;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    emailAddress: row.email_address,
    firstName: row.first_name,
    lastName: row.last_name,
    isAdmin: row.is_admin,
    companyId: row.company_id,
    importMeeting: row.import_meeting,
    emailMeeting: row.email_meeting,
    templateId: row.template_id,
    isDefaultTemplate: row.is_default_template,
    resetPassword: row.reset_password,
    isGMeetConnected: row.is_gmeet_connected,
    isOutlookConnected: row.is_outlook_connected,
    isOutlookLegacy: row.is_outlook_legacy,
    cognitoId: row.cognito_id,
    authType: row.auth_type,
  };
}

const toCaller = (row: CallerRow): Caller => ({
  userId: row.id,
  companyId: row.company_id,
  isAdmin: row.is_admin,
});

/** `users`, always within the caller's company once someone is signed in. */
export function createUsersRepository(db: Database) {
  return {
    /**
     * The caller a token's subject names, unless left out (deactivated), and whether the sign-in the token came
     * from is still active (`signIn`: the embedded identity service's, whose table is in this database; null:
     * not asked), in one query: each API request asks both. Their first authenticated call accepts a pending
     * invitation (they signed in with it), and keeps the names they gave at that sign-in (the token's) where
     * the invitation had none; a signed-out token's call changes nothing.
     */
    async callerByCognitoId(
      sub: string,
      names: { firstName: string | null; lastName: string | null },
      signIn: { originJti: string } | null,
    ): Promise<{ signInActive: boolean; caller: Caller | undefined }> {
      // One row always (a LEFT JOIN from a single row): the sign-in's answer even when no user matches.
      const [row] = await db.query<{
        sign_in_active: boolean;
        id: string | null;
        company_id: string | null;
        is_admin: boolean | null;
        invitation_pending: boolean | null;
      }>(
        `SELECT ${signIn ? activeSignInCondition('$2') : 'true'} AS sign_in_active, users.id, users.company_id,
                users.is_admin, users.invited_at IS NOT NULL AND users.accepted_at IS NULL AS invitation_pending
           FROM (SELECT 1) AS one
           LEFT JOIN users ON users.cognito_id = $1 AND users.deactivated_at IS NULL`,
        signIn ? [sub, signIn.originJti] : [sub],
      );
      if (!row?.sign_in_active) return { signInActive: false, caller: undefined };
      const { id, company_id, is_admin } = row;
      if (id === null || company_id === null || is_admin === null)
        return { signInActive: true, caller: undefined };
      if (row.invitation_pending) {
        await db.query(
          `UPDATE users SET accepted_at = now(), first_name = coalesce(first_name, $2),
                  last_name = coalesce(last_name, $3)
            WHERE id = $1 AND accepted_at IS NULL`,
          [id, names.firstName, names.lastName],
        );
      }
      return { signInActive: true, caller: toCaller({ id, company_id, is_admin }) };
    },

    async loginByEmail(email: string): Promise<(LoginRecord & { caller: Caller }) | undefined> {
      const [row] = await db.query<
        UserRow & { basic_password_hash: string | null; migrate_to_cognito: boolean }
      >(
        `SELECT ${userColumns}, basic_password_hash, migrate_to_cognito FROM users
          WHERE lower(email_address) = lower($1) AND deactivated_at IS NULL`,
        [email],
      );
      return (
        row && {
          id: row.id,
          emailAddress: row.email_address,
          firstName: row.first_name,
          lastName: row.last_name,
          authType: row.auth_type,
          basicPasswordHash: row.basic_password_hash,
          migrateToCognito: row.migrate_to_cognito,
          caller: toCaller(row),
        }
      );
    },

    /** A basic user becomes an identity-provider user: the backend forgets their password. */
    async migrateToCognito(id: string, sub: string): Promise<void> {
      await db.query(
        `UPDATE users SET cognito_id = $2, auth_type = 'cognito', migrate_to_cognito = false, basic_password_hash = NULL
          WHERE id = $1`,
        [id, sub],
      );
    },

    async find(caller: Caller): Promise<User | undefined> {
      const [row] = await db.query<UserRow>(
        `SELECT ${userColumns} FROM users WHERE id = $1 AND company_id = $2`,
        [caller.userId, caller.companyId],
      );
      return row && toUser(row);
    },

    /**
     * The caller's default template for new meetings: marking one makes it their template; unmarking their
     * current one clears it, so new meetings fall back to the company's first shared template.
     */
    async setDefaultTemplate(
      caller: Caller,
      templateId: string,
      isDefault: boolean,
    ): Promise<User | undefined> {
      const [row] = await db.query<UserRow>(
        `UPDATE users
            SET template_id = CASE WHEN $4::boolean THEN $3::uuid WHEN template_id = $3::uuid THEN NULL ELSE template_id END,
                is_default_template = CASE WHEN $4::boolean THEN true WHEN template_id = $3::uuid THEN false
                                           ELSE is_default_template END
          WHERE id = $1 AND company_id = $2 RETURNING ${userColumns}`,
        [caller.userId, caller.companyId, templateId, isDefault],
      );
      return row && toUser(row);
    },

    /** importMeeting, emailMeeting and the default template (null: none) of `PATCH /api/users/settings/general`. */
    async saveGeneralSettings(caller: Caller, settings: GeneralSettings): Promise<User | undefined> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET import_meeting = $3, email_meeting = $4, template_id = $5::uuid,
                          is_default_template = $5::uuid IS NOT NULL
          WHERE id = $1 AND company_id = $2 RETURNING ${userColumns}`,
        [caller.userId, caller.companyId, settings.importMeeting, settings.emailMeeting, settings.templateId],
      );
      return row && toUser(row);
    },

    /** A meeting owner's emailMeeting (who gets the meeting e-mail), with their company for the colleagues. */
    async meetingEmailSettingOf(
      userId: string,
    ): Promise<{ emailMeeting: number; companyId: string } | undefined> {
      const [row] = await db.query<{ email_meeting: number; company_id: string }>(
        'SELECT email_meeting, company_id FROM users WHERE id = $1',
        [userId],
      );
      return row && { emailMeeting: row.email_meeting, companyId: row.company_id };
    },

    /** Which of these e-mails are users of the company, as those users spell them. */
    async emailsInCompany(companyId: string, emails: readonly string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await db.query<{ email_address: string }>(
        `SELECT email_address FROM users WHERE company_id = $1 AND lower(email_address) = ANY($2::text[])
          ORDER BY lower(email_address)`,
        [companyId, emails.map((email) => email.toLowerCase())],
      );
      return rows.map((row) => row.email_address);
    },

    /** A template being deleted stops being anyone's default (its id goes with it: SET NULL). */
    async forgetDefaultTemplate(templateId: string): Promise<void> {
      await db.query('UPDATE users SET is_default_template = false WHERE template_id = $1', [templateId]);
    },

    async passwordHashOf(caller: Caller): Promise<string | null> {
      const [row] = await db.query<{ basic_password_hash: string | null }>(
        'SELECT basic_password_hash FROM users WHERE id = $1 AND company_id = $2',
        [caller.userId, caller.companyId],
      );
      return row?.basic_password_hash ?? null;
    },

    /** When the forced password update was asked for; null when none is pending. */
    async resetPasswordRequestedAt(caller: Caller): Promise<Date | null> {
      const [row] = await db.query<{ reset_password_requested_at: Date | null }>(
        'SELECT reset_password_requested_at FROM users WHERE id = $1 AND company_id = $2 AND reset_password',
        [caller.userId, caller.companyId],
      );
      return row?.reset_password_requested_at ? new Date(row.reset_password_requested_at) : null;
    },

    /** The forced update is over; a basic user's new password hash replaces the old one when given. */
    async finishPasswordUpdate(caller: Caller, newHash: string | null): Promise<User | undefined> {
      const [row] = await db.query<UserRow>(
        `UPDATE users SET reset_password = false, reset_password_requested_at = NULL,
                basic_password_hash = COALESCE($3, basic_password_hash)
          WHERE id = $1 AND company_id = $2 RETURNING ${userColumns}`,
        [caller.userId, caller.companyId, newHash],
      );
      return row && toUser(row);
    },
  };
}
