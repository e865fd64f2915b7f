import type { Database } from '../../db/database.ts';
import { hashOf, newSecret } from './secrets.ts';

/** A validated /oauth2/authorize request, kept while the user is at the identity provider's page. */
export type AuthorizeRequest = {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scope: string;
  codeChallenge: string;
  providerName: string;
};

const lifetimeMs = 10 * 60 * 1000;

export function createAuthorizeRequestStore(db: Database, now: () => Date) {
  return {
    async save(request: AuthorizeRequest): Promise<string> {
      const id = newSecret();
      await db.query(
        'INSERT INTO identity_authorize_requests (id_hash, request, expires_at) VALUES ($1, $2, $3)',
        [hashOf(id), JSON.stringify(request), new Date(now().getTime() + lifetimeMs)],
      );
      return id;
    },

    async find(id: string): Promise<AuthorizeRequest | null> {
      const [row] = await db.query<{ request: string; expires_at: Date }>(
        'SELECT request, expires_at FROM identity_authorize_requests WHERE id_hash = $1',
        [hashOf(id)],
      );
      if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return null;
      return JSON.parse(row.request) as AuthorizeRequest;
    },

    /** Ends the request (login or cancel) and answers it, once: a second submit finds nothing. */
    async take(id: string): Promise<AuthorizeRequest | null> {
      const [row] = await db.query<{ request: string; expires_at: Date }>(
        'DELETE FROM identity_authorize_requests WHERE id_hash = $1 RETURNING request, expires_at',
        [hashOf(id)],
      );
      if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return null;
      return JSON.parse(row.request) as AuthorizeRequest;
    },
  };
}

export type AuthorizeRequestStore = ReturnType<typeof createAuthorizeRequestStore>;
