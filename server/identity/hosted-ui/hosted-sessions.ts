import type { Database } from '../../db/database.ts';
import { hashOf, newSecret } from './secrets.ts';

export const hostedSessionCookie = 'hosted_ui_session';
export const hostedSessionLifetimeSeconds = 60 * 60;

/**
 * The hosted UI's own sign-in session (its cookie): while it lasts, /oauth2/authorize for the same
 * provider answers a code without showing the provider's page again. /logout ends it.
 */
export function createHostedSessionStore(db: Database, now: () => Date) {
  return {
    async start(sub: string, providerName: string): Promise<string> {
      const id = newSecret();
      await db.query(
        'INSERT INTO identity_hosted_sessions (id_hash, sub, provider_name, expires_at) VALUES ($1, $2, $3, $4)',
        [hashOf(id), sub, providerName, new Date(now().getTime() + hostedSessionLifetimeSeconds * 1000)],
      );
      return id;
    },

    async find(id: string): Promise<{ sub: string; providerName: string } | null> {
      const [row] = await db.query<{ sub: string; provider_name: string; expires_at: Date }>(
        'SELECT sub, provider_name, expires_at FROM identity_hosted_sessions WHERE id_hash = $1',
        [hashOf(id)],
      );
      if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return null;
      return { sub: row.sub, providerName: row.provider_name };
    },

    async end(id: string): Promise<void> {
      await db.query('DELETE FROM identity_hosted_sessions WHERE id_hash = $1', [hashOf(id)]);
    },
  };
}

export type HostedSessionStore = ReturnType<typeof createHostedSessionStore>;
