import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { computeVerifierHex, createPasswordVerifier, sameSecret } from './srp.ts';

export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'UNCONFIRMED' | 'RESET_REQUIRED';

/** Cognito's names of the MFA types this pool offers. */
export type MfaType = 'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP' | 'SMS_MFA';

export type PoolUser = {
  sub: string;
  /** Lower-cased e-mail the user was created with: the internal username and USER_ID_FOR_SRP. */
  username: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  status: UserStatus;
  srpSalt: string;
  srpVerifier: string;
  /** Verified TOTP secret (base32); MFA by app is on only when totpEnabled. */
  totpSecret: string | null;
  totpEnabled: boolean;
  emailMfaEnabled: boolean;
  /** Codes by SMS to the verified phone_number attribute. */
  smsMfaEnabled: boolean;
  preferredMfa: MfaType | null;
  /** MFA is required of this user and none is set up: sign-in answers MFA_SETUP. */
  mfaSetupRequired: boolean;
  /** Secret from AssociateSoftwareToken (with an access token) awaiting VerifySoftwareToken. */
  pendingTotpSecret: string | null;
  /** Attributes without a column (custom:*, locale...), stored exactly as given. */
  attributes: Record<string, string>;
  /** A new e-mail awaiting VerifyUserAttribute; `email` stays in force until then. */
  pendingEmail: string | null;
  /** False after AdminDisableUser: no sign-in and no refresh until AdminEnableUser. */
  enabled: boolean;
  /** When an AdminCreateUser temporary password stops signing in; null once the user chose their own. */
  temporaryPasswordExpiresAt: Date | null;
};

type UserRow = {
  sub: string;
  username: string;
  email: string;
  email_verified: boolean;
  given_name: string | null;
  family_name: string | null;
  status: UserStatus;
  srp_salt: string;
  srp_verifier: string;
  totp_secret: string | null;
  totp_enabled: boolean;
  email_mfa_enabled: boolean;
  sms_mfa_enabled: boolean;
  preferred_mfa: MfaType | null;
  mfa_setup_required: boolean;
  pending_totp_secret: string | null;
  attributes: string;
  pending_email: string | null;
  enabled: boolean;
  temporary_password_expires_at: Date | string | null;
};

/** MFA a seeded user starts with (adminCreateUser's `mfa`). */
export type NewUserMfa = {
  /** Base32 TOTP secret; the user then signs in with SOFTWARE_TOKEN_MFA. */
  totpSecret?: string;
  emailOtp?: boolean;
  /** Codes by SMS to the user's phone_number (given verified in `attributes`). */
  smsOtp?: boolean;
  preferred?: 'TOTP' | 'EMAIL' | 'SMS';
  /** No MFA yet but required: the next sign-in asks to set one up (MFA_SETUP). */
  setupRequired?: boolean;
};

export type NewUser = {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
  sub?: string;
  status?: UserStatus;
  mfa?: NewUserMfa;
  /** Extra attributes, such as custom:shouldResetPassword, stored as given. */
  attributes?: Record<string, string>;
  /** AdminCreateUser's temporary password stops signing in then (status FORCE_CHANGE_PASSWORD). */
  temporaryPasswordExpiresAt?: Date;
};

/** A self sign-up (SignUp): the account stays UNCONFIRMED, e-mail unverified, until its code is confirmed. */
export type SignUpAccount = {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** The other attributes given (custom:company_name...), stored as given. */
  attributes: Record<string, string>;
};

/** What update() may change; the password has its own method, as it is never stored. */
export type UserChanges = Partial<
  Pick<
    PoolUser,
    | 'email'
    | 'emailVerified'
    | 'givenName'
    | 'familyName'
    | 'status'
    | 'totpSecret'
    | 'totpEnabled'
    | 'emailMfaEnabled'
    | 'smsMfaEnabled'
    | 'preferredMfa'
    | 'mfaSetupRequired'
    | 'pendingTotpSecret'
    | 'attributes'
    | 'pendingEmail'
  >
>;

const columnOf: Record<keyof UserChanges, string> = {
  email: 'email',
  emailVerified: 'email_verified',
  givenName: 'given_name',
  familyName: 'family_name',
  status: 'status',
  totpSecret: 'totp_secret',
  totpEnabled: 'totp_enabled',
  emailMfaEnabled: 'email_mfa_enabled',
  smsMfaEnabled: 'sms_mfa_enabled',
  preferredMfa: 'preferred_mfa',
  mfaSetupRequired: 'mfa_setup_required',
  pendingTotpSecret: 'pending_totp_secret',
  attributes: 'attributes',
  pendingEmail: 'pending_email',
};

/** What a password is checked against: a user's name, salt and verifier (a decoy has them too). */
export type PasswordHolder = Pick<PoolUser, 'username' | 'srpSalt' | 'srpVerifier'>;

export const usernameOf = (email: string) => email.trim().toLowerCase();

/** The phone number SMS codes may go to: the phone_number attribute, once verified; else null. */
export const verifiedPhoneOf = (user: Pick<PoolUser, 'attributes'>): string | null =>
  user.attributes.phone_number_verified === 'true' && user.attributes.phone_number
    ? user.attributes.phone_number
    : null;

const preferredOf = (preferred: NewUserMfa['preferred']): MfaType | null =>
  preferred === 'TOTP'
    ? 'SOFTWARE_TOKEN_MFA'
    : preferred === 'EMAIL'
      ? 'EMAIL_OTP'
      : preferred === 'SMS'
        ? 'SMS_MFA'
        : null;

const fromRow = (row: UserRow): PoolUser => ({
  sub: row.sub,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified,
  givenName: row.given_name,
  familyName: row.family_name,
  status: row.status,
  srpSalt: row.srp_salt,
  srpVerifier: row.srp_verifier,
  totpSecret: row.totp_secret,
  totpEnabled: row.totp_enabled,
  emailMfaEnabled: row.email_mfa_enabled,
  smsMfaEnabled: row.sms_mfa_enabled,
  preferredMfa: row.preferred_mfa,
  mfaSetupRequired: row.mfa_setup_required,
  pendingTotpSecret: row.pending_totp_secret,
  attributes: JSON.parse(row.attributes) as Record<string, string>,
  pendingEmail: row.pending_email,
  enabled: row.enabled,
  temporaryPasswordExpiresAt: row.temporary_password_expires_at
    ? new Date(row.temporary_password_expires_at)
    : null,
});

/**
 * The user pool's users; passwords only ever enter as SRP verifiers computed with the pool's name.
 * Exported for the identity service's own modules (the hosted UI included); the API never uses it.
 */
export function createUserStore(db: Database, poolName: string) {
  const findBySub = async (sub: string) => {
    const rows = await db.query<UserRow>('SELECT * FROM identity_users WHERE sub = $1', [sub]);
    return rows[0] ? fromRow(rows[0]) : null;
  };

  /**
   * By the name a user signs in with: the internal username or, after a verified e-mail change, the
   * current e-mail (the pool lets users sign in with their e-mail, as an alias).
   */
  const findByUsername = async (username: string): Promise<PoolUser | null> => {
    const rows = await db.query<UserRow>(
      `SELECT * FROM identity_users WHERE username = $1 OR lower(email) = $1
       ORDER BY (username = $1) DESC LIMIT 1`,
      [usernameOf(username)],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  };

  return {
    findByUsername,
    findBySub,

    /** Idempotent by e-mail: an existing user is returned untouched. */
    async create(input: NewUser): Promise<PoolUser> {
      const username = usernameOf(input.email);
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, username, input.password);
      const mfa = input.mfa ?? {};
      await db.query(
        `INSERT INTO identity_users (sub, username, email, given_name, family_name, status, srp_salt, srp_verifier,
           totp_secret, totp_enabled, email_mfa_enabled, preferred_mfa, mfa_setup_required, attributes,
         temporary_password_expires_at, sms_mfa_enabled)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
         ON CONFLICT (username) DO NOTHING`,
        [
          input.sub ?? randomUUID(),
          username,
          input.email.trim(),
          input.givenName ?? null,
          input.familyName ?? null,
          input.status ?? 'CONFIRMED',
          saltHex,
          verifierHex,
          mfa.totpSecret ?? null,
          mfa.totpSecret !== undefined,
          mfa.emailOtp ?? false,
          preferredOf(mfa.preferred),
          mfa.setupRequired ?? false,
          JSON.stringify(input.attributes ?? {}),
          input.temporaryPasswordExpiresAt ?? null,
          mfa.smsOtp ?? false,
        ],
      );
      const user = await findByUsername(username);
      if (!user) throw new Error(`identity user ${username} was neither created nor found`);
      return user;
    },

    /**
     * Creates the UNCONFIRMED account, or replaces one still UNCONFIRMED (new password, names and
     * attributes; the sub stays), in one statement so concurrent sign-ups of one e-mail leave one account.
     * Null when the e-mail's account is past UNCONFIRMED: it is left untouched.
     */
    async signUp(input: SignUpAccount): Promise<PoolUser | null> {
      const username = usernameOf(input.email);
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, username, input.password);
      const [row] = await db.query<{ sub: string }>(
        `INSERT INTO identity_users (sub, username, email, email_verified, given_name, family_name, status,
           srp_salt, srp_verifier, attributes)
         VALUES ($1, $2, $3, false, $4, $5, 'UNCONFIRMED', $6, $7, $8)
         ON CONFLICT (username) DO UPDATE SET email = EXCLUDED.email, email_verified = false,
           given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name, srp_salt = EXCLUDED.srp_salt,
           srp_verifier = EXCLUDED.srp_verifier, attributes = EXCLUDED.attributes, updated_at = now()
         WHERE identity_users.status = 'UNCONFIRMED'
         RETURNING sub`,
        [
          randomUUID(),
          username,
          input.email.trim(),
          input.givenName,
          input.familyName,
          saltHex,
          verifierHex,
          JSON.stringify(input.attributes),
        ],
      );
      return row ? findBySub(row.sub) : null;
    },

    passwordMatches(user: PasswordHolder, password: string): boolean {
      return sameSecret(
        user.srpVerifier,
        computeVerifierHex(poolName, user.username, password, user.srpSalt),
      );
    },

    /**
     * A new salt and verifier; the user is confirmed, as after NEW_PASSWORD_REQUIRED or
     * ConfirmForgotPassword (which is how a RESET_REQUIRED user gets out of that status).
     */
    async setPassword(user: PoolUser, password: string): Promise<PoolUser> {
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, user.username, password);
      await db.query(
        `UPDATE identity_users SET srp_salt = $2, srp_verifier = $3, status = 'CONFIRMED', updated_at = now(),
                password_changed_at = now(), temporary_password_expires_at = NULL
         WHERE sub = $1`,
        [user.sub, saltHex, verifierHex],
      );
      return {
        ...user,
        srpSalt: saltHex,
        srpVerifier: verifierHex,
        status: 'CONFIRMED',
        temporaryPasswordExpiresAt: null,
      };
    },

    /** AdminCreateUser's RESEND: a new temporary password, valid until `expiresAt`, to change at sign-in. */
    async setTemporaryPassword(user: PoolUser, password: string, expiresAt: Date): Promise<void> {
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, user.username, password);
      await db.query(
        `UPDATE identity_users SET srp_salt = $2, srp_verifier = $3, status = 'FORCE_CHANGE_PASSWORD',
                temporary_password_expires_at = $4, updated_at = now()
         WHERE sub = $1`,
        [user.sub, saltHex, verifierHex, expiresAt],
      );
    },

    /** AdminDisableUser / AdminEnableUser. */
    async setEnabled(user: PoolUser, enabled: boolean): Promise<void> {
      await db.query('UPDATE identity_users SET enabled = $2, updated_at = now() WHERE sub = $1', [
        user.sub,
        enabled,
      ]);
    },

    /** AdminDeleteUser: the user and, by cascade, their sign-ins. */
    async remove(user: PoolUser): Promise<void> {
      await db.query('DELETE FROM identity_users WHERE sub = $1', [user.sub]);
    },

    /** When the user last set a password here; null: never since the account was created. */
    async passwordChangedAt(sub: string): Promise<Date | null> {
      const [row] = await db.query<{ password_changed_at: Date | null }>(
        'SELECT password_changed_at FROM identity_users WHERE sub = $1',
        [sub],
      );
      return row?.password_changed_at ? new Date(row.password_changed_at) : null;
    },

    /** Changes the given fields and returns the user as stored afterwards. */
    async update(user: PoolUser, changes: UserChanges): Promise<PoolUser> {
      const entries = Object.entries(changes) as Array<[keyof UserChanges, unknown]>;
      const assignments = entries.map(([field], index) => `${columnOf[field]} = $${index + 2}`);
      const values = entries.map(([field, value]) =>
        field === 'attributes' ? JSON.stringify(value) : value,
      );
      await db.query(
        `UPDATE identity_users SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE sub = $1`,
        [user.sub, ...values],
      );
      const updated = await findBySub(user.sub);
      if (!updated) throw new Error(`identity user ${user.sub} vanished while being updated`);
      return updated;
    },

    /** Whether another user already signs in with this e-mail (Cognito's AliasExistsException). */
    async emailTakenByOther(user: PoolUser, email: string): Promise<boolean> {
      const rows = await db.query<{ sub: string }>(
        'SELECT sub FROM identity_users WHERE (username = $1 OR lower(email) = $1) AND sub <> $2',
        [usernameOf(email), user.sub],
      );
      return rows.length > 0;
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
