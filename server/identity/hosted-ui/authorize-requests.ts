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
  /** Hash of the token of the provider page last shown for this request; its form must post it back. */
  formTokenHash?: string;
};

export const authorizeRequestLifetimeSeconds = 10 * 60;
const lifetimeMs = authorizeRequestLifetimeSeconds * 1000;

export function createAuthorizeRequestStore(db: Database, now: () => Date) {
  async function find(id: string): Promise<AuthorizeRequest | null> {
    const [row] = await db.query<{ request: string; expires_at: Date }>(
      'SELECT request, expires_at FROM identity_authorize_requests WHERE id_hash = $1',
      [hashOf(id)],
    );
    if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return null;
    return JSON.parse(row.request) as AuthorizeRequest;
  }

  return {
    async save(request: AuthorizeRequest): Promise<string> {
      const id = newSecret();
      await db.query(
        'INSERT INTO identity_authorize_requests (id_hash, request, expires_at) VALUES ($1, $2, $3)',
        [hashOf(id), JSON.stringify(request), new Date(now().getTime() + lifetimeMs)],
      );
      return id;
    },

    find,

    /** The provider page now shown for the request: only its form (this token) may answer it. */
    async bindForm(id: string, formTokenHash: string): Promise<void> {
      const request = await find(id);
      if (!request) return;
      await db.query('UPDATE identity_authorize_requests SET request = $2 WHERE id_hash = $1', [
        hashOf(id),
        JSON.stringify({ ...request, formTokenHash }),
      ]);
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
