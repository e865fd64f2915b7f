import { randomBytes } from 'node:crypto';

/** Google's authorization codes last a few minutes; these are good for five, and for one exchange. */
const codeTtlMs = 5 * 60_000;

type Code = {
  clientId: string;
  redirectUri: string;
  email: string;
  scope: string;
  expiresAt: number;
  /** Set by the exchange: a second exchange finds it and revokes what the first one issued (RFC 6749 4.1.2). */
  refreshToken?: string;
};
type Refresh = { clientId: string; email: string; scope: string };
type Access = { clientId: string; email: string; scope: string; expiresAt: number; refreshToken: string };

const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * The emulator's codes and tokens, in memory. They are a sandbox's: a restart forgets them, which the app
 * sees as Google revoking its access (invalid_grant: the user connects again), a path it must handle
 * anyway; and no migration or table is spent on an emulator. One process only: the consent form and the
 * token call must reach the same one, which holds for the loopback default.
 */
export function createGrants(options: { accessTtlSeconds: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const codes = new Map<string, Code>();
  const refreshTokens = new Map<string, Refresh>();
  const accessTokens = new Map<string, Access>();

  function issueAccess(refreshToken: string, grant: Refresh) {
    const accessToken = token('ya29.');
    accessTokens.set(accessToken, {
      ...grant,
      refreshToken,
      expiresAt: now() + options.accessTtlSeconds * 1000,
    });
    return { accessToken, expiresIn: options.accessTtlSeconds };
  }

  function revokeRefresh(refreshToken: string) {
    refreshTokens.delete(refreshToken);
    for (const [accessToken, access] of accessTokens) {
      if (access.refreshToken === refreshToken) accessTokens.delete(accessToken);
    }
  }

  return {
    issueCode(grant: Omit<Code, 'expiresAt' | 'refreshToken'>): string {
      for (const [code, entry] of codes)
        if (entry.expiresAt < now() && !entry.refreshToken) codes.delete(code);
      const code = token('4/0A');
      codes.set(code, { ...grant, expiresAt: now() + codeTtlMs });
      return code;
    },

    /** The code's grant for this client, used once: unknown, expired or reused is invalid_grant. */
    exchange(
      code: string,
      clientId: string,
      redirectUri: string,
    ):
      | {
          ok: true;
          email: string;
          scope: string;
          refreshToken: string;
          accessToken: string;
          expiresIn: number;
        }
      | { ok: false; error: 'invalid_grant' | 'redirect_uri_mismatch' } {
      const entry = codes.get(code);
      if (!entry || entry.clientId !== clientId) return { ok: false, error: 'invalid_grant' };
      if (entry.refreshToken) {
        revokeRefresh(entry.refreshToken);
        return { ok: false, error: 'invalid_grant' };
      }
      if (entry.expiresAt < now()) {
        codes.delete(code);
        return { ok: false, error: 'invalid_grant' };
      }
      if (entry.redirectUri !== redirectUri) return { ok: false, error: 'redirect_uri_mismatch' };
      const refreshToken = token('1//0g');
      const grant = { clientId, email: entry.email, scope: entry.scope };
      refreshTokens.set(refreshToken, grant);
      entry.refreshToken = refreshToken;
      return { ok: true, ...grant, refreshToken, ...issueAccess(refreshToken, grant) };
    },

    refresh(refreshToken: string, clientId: string) {
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.clientId !== clientId) return undefined;
      return { email: grant.email, scope: grant.scope, ...issueAccess(refreshToken, grant) };
    },

    /** A refresh token (and its access tokens) or one access token; false when neither is known. */
    revoke(tokenValue: string): boolean {
      if (refreshTokens.has(tokenValue)) {
        revokeRefresh(tokenValue);
        return true;
      }
      return accessTokens.delete(tokenValue);
    },

    /** The account behind a bearer token that is known and not expired. */
    accountOf(accessToken: string | undefined): { email: string; scope: string } | undefined {
      const access = accessToken ? accessTokens.get(accessToken) : undefined;
      if (!access || access.expiresAt <= now()) return undefined;
      return { email: access.email, scope: access.scope };
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
