import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { computeVerifierHex, createPasswordVerifier, sameSecret } from './srp.ts';

export type UserStatus = 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'UNCONFIRMED' | 'RESET_REQUIRED';

export type PoolUser = {
  sub: string;
  /** Lower-cased e-mail: the internal username and USER_ID_FOR_SRP. */
  username: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  status: UserStatus;
  srpSalt: string;
  srpVerifier: string;
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
};

export type NewUser = {
  email: string;
  password: string;
  givenName?: string;
  familyName?: string;
  sub?: string;
  status?: UserStatus;
};

export const usernameOf = (email: string) => email.trim().toLowerCase();

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
});

/** The user pool's users; passwords only ever enter as SRP verifiers computed with the pool's name. */
export function createUserStore(db: Database, poolName: string) {
  const findOne = async (where: string, value: string) => {
    const rows = await db.query<UserRow>(`SELECT * FROM identity_users WHERE ${where} = $1`, [value]);
    return rows[0] ? fromRow(rows[0]) : null;
  };

  return {
    findByUsername: (username: string) => findOne('username', usernameOf(username)),
    findBySub: (sub: string) => findOne('sub', sub),

    /** Idempotent by e-mail: an existing user is returned untouched. */
    async create(input: NewUser): Promise<PoolUser> {
      const username = usernameOf(input.email);
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, username, input.password);
      await db.query(
        `INSERT INTO identity_users (sub, username, email, given_name, family_name, status, srp_salt, srp_verifier)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (username) DO NOTHING`,
        [
          input.sub ?? randomUUID(),
          username,
          input.email.trim(),
          input.givenName ?? null,
          input.familyName ?? null,
          input.status ?? 'CONFIRMED',
          saltHex,
          verifierHex,
        ],
      );
      const user = await findOne('username', username);
      if (!user) throw new Error(`identity user ${username} was neither created nor found`);
      return user;
    },

    passwordMatches(user: PoolUser, password: string): boolean {
      return sameSecret(
        user.srpVerifier,
        computeVerifierHex(poolName, user.username, password, user.srpSalt),
      );
    },

    /** A new salt and verifier; the user is confirmed, as after Cognito's NEW_PASSWORD_REQUIRED. */
    async setPassword(user: PoolUser, password: string): Promise<PoolUser> {
      const { saltHex, verifierHex } = createPasswordVerifier(poolName, user.username, password);
      await db.query(
        `UPDATE identity_users SET srp_salt = $2, srp_verifier = $3, status = 'CONFIRMED', updated_at = now()
         WHERE sub = $1`,
        [user.sub, saltHex, verifierHex],
      );
      return { ...user, srpSalt: saltHex, srpVerifier: verifierHex, status: 'CONFIRMED' };
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
