import type { Database } from '../../db/database.ts';
import { hashOf, newSecret } from './secrets.ts';

export type CodeGrant = {
  sub: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
};

const lifetimeMs = 5 * 60 * 1000;

type CodeRow = {
  sub: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  expires_at: Date;
};

/** Authorization codes: five minutes, single use. */
export function createAuthorizationCodeStore(db: Database, now: () => Date) {
  return {
    async issue(grant: CodeGrant): Promise<string> {
      const code = newSecret();
      await db.query(
        `INSERT INTO identity_authorization_codes (code_hash, sub, client_id, redirect_uri, code_challenge, scope, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hashOf(code),
          grant.sub,
          grant.clientId,
          grant.redirectUri,
          grant.codeChallenge,
          grant.scope,
          new Date(now().getTime() + lifetimeMs),
        ],
      );
      return code;
    },

    /**
     * Marks the code used and answers its grant, or null when unknown, used before or expired. The code is
     * spent even if the caller then refuses the exchange (wrong verifier): a code is never tried twice.
     */
    async redeem(code: string): Promise<CodeGrant | null> {
      const [row] = await db.query<CodeRow>(
        `UPDATE identity_authorization_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL
         RETURNING sub, client_id, redirect_uri, code_challenge, scope, expires_at`,
        [hashOf(code), now()],
      );
      if (!row || new Date(row.expires_at).getTime() <= now().getTime()) return null;
      return {
        sub: row.sub,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        scope: row.scope,
      };
    },
  };
}

export type AuthorizationCodeStore = ReturnType<typeof createAuthorizationCodeStore>;
