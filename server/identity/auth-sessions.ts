import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** Cognito's challenge sessions last three minutes; so does an EMAIL_OTP code, which lives in one. */
export const AUTH_SESSION_TTL_SECONDS = 3 * 60;
const SESSION_TTL_MS = AUTH_SESSION_TTL_SECONDS * 1000;

export type AuthSession = { username: string; state: Record<string, string> };

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Sign-in challenges in progress. The client only ever holds the secret (a Session or a SECRET_BLOCK);
 * the server keeps what it needs to check the answer (the SRP secret b, for instance) in the database,
 * so a challenge survives a restart and any server process can answer it.
 */
export function createAuthSessionStore(db: Database, now: () => Date) {
  return {
    async open(challenge: string, session: AuthSession): Promise<string> {
      const secret = randomBytes(96).toString('base64');
      await db.query('DELETE FROM identity_auth_sessions WHERE expires_at < $1', [now()]);
      await db.query(
        'INSERT INTO identity_auth_sessions (id_hash, challenge, username, state, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [
          hashOf(secret),
          challenge,
          session.username,
          JSON.stringify(session.state),
          new Date(now().getTime() + SESSION_TTL_MS),
        ],
      );
      return secret;
    },

    async find(challenge: string, secret: string): Promise<AuthSession | null> {
      const [row] = await db.query<{ challenge: string; username: string; state: string; expires_at: Date }>(
        'SELECT challenge, username, state, expires_at FROM identity_auth_sessions WHERE id_hash = $1',
        [hashOf(secret)],
      );
      if (!row || row.challenge !== challenge || new Date(row.expires_at).getTime() < now().getTime())
        return null;
      return { username: row.username, state: JSON.parse(row.state) as Record<string, string> };
    },

    /**
     * Counts one try at answering the session, in one statement so parallel tries share `maxAttempts`
     * whichever server answers them: how many tries it has now, or null once it has none left (or is gone).
     */
    async takeAttempt(secret: string, maxAttempts: number): Promise<number | null> {
      const [row] = await db.query<{ attempts: number }>(
        `UPDATE identity_auth_sessions SET attempts = attempts + 1
         WHERE id_hash = $1 AND attempts < $2 AND expires_at >= $3 RETURNING attempts`,
        [hashOf(secret), maxAttempts, now()],
      );
      return row?.attempts ?? null;
    },

    async close(secret: string): Promise<void> {
      await db.query('DELETE FROM identity_auth_sessions WHERE id_hash = $1', [hashOf(secret)]);
    },
  };
}

export type AuthSessionStore = ReturnType<typeof createAuthSessionStore>;
