import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** One sign-in: every id and access token it yields carries its originJti. */
export type TokenFamily = { originJti: string; eventId: string; authTime: Date };

export type RefreshTokenLookup =
  { kind: 'active'; sub: string; family: TokenFamily } | { kind: 'unknown' | 'revoked' | 'expired' };

type FamilyRow = {
  origin_jti: string;
  sub: string;
  client_id: string;
  event_id: string;
  auth_time: Date;
  expires_at: Date;
  revoked_at: Date | null;
};

/**
 * SQL that is true while the sign-in whose tokens carry the origin_jti in `parameter` (`$1`...) is active:
 * GlobalSignOut and RevokeToken set its `revoked_at`, and an unknown one was never a sign-in of this pool.
 * The API asks it on every request, in the same query as the caller's row (users.repository.ts).
 */
export const activeSignInCondition = (parameter: string) =>
  `EXISTS (SELECT 1 FROM identity_refresh_tokens WHERE origin_jti = ${parameter} AND revoked_at IS NULL)`;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Opaque refresh tokens, stored only as hashes, one per token family. */
export function createRefreshTokenStore(db: Database, now: () => Date) {
  const findFamily = async (token: string, clientId: string) => {
    const [row] = await db.query<FamilyRow>('SELECT * FROM identity_refresh_tokens WHERE token_hash = $1', [
      hashOf(token),
    ]);
    return row && row.client_id === clientId ? row : null;
  };

  return {
    async start(input: { sub: string; clientId: string; ttlSeconds: number }) {
      const token = randomBytes(48).toString('base64url');
      const authTime = now();
      const family: TokenFamily = { originJti: randomUUID(), eventId: randomUUID(), authTime };
      await db.query(
        `INSERT INTO identity_refresh_tokens (origin_jti, token_hash, sub, client_id, event_id, auth_time, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          family.originJti,
          hashOf(token),
          input.sub,
          input.clientId,
          family.eventId,
          authTime,
          new Date(authTime.getTime() + input.ttlSeconds * 1000),
        ],
      );
      return { token, family };
    },

    async lookup(token: string, clientId: string): Promise<RefreshTokenLookup> {
      const row = await findFamily(token, clientId);
      if (!row) return { kind: 'unknown' };
      if (row.revoked_at) return { kind: 'revoked' };
      if (new Date(row.expires_at).getTime() <= now().getTime()) return { kind: 'expired' };
      const family = { originJti: row.origin_jti, eventId: row.event_id, authTime: new Date(row.auth_time) };
      return { kind: 'active', sub: row.sub, family };
    },

    async isFamilyRevoked(originJti: string): Promise<boolean> {
      const [row] = await db.query<{ active: boolean }>(`SELECT ${activeSignInCondition('$1')} AS active`, [
        originJti,
      ]);
      return !row?.active;
    },

    /** RevokeToken: the family of this refresh token. Unknown tokens are ignored, as RFC 7009 asks. */
    async revoke(token: string, clientId: string): Promise<void> {
      const row = await findFamily(token, clientId);
      if (row && !row.revoked_at) {
        await db.query('UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE origin_jti = $1', [
          row.origin_jti,
          now(),
        ]);
      }
    },

    /** GlobalSignOut: every family of the user. */
    async revokeAllOf(sub: string): Promise<void> {
      await db.query(
        'UPDATE identity_refresh_tokens SET revoked_at = $2 WHERE sub = $1 AND revoked_at IS NULL',
        [sub, now()],
      );
    },
  };
}

export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
