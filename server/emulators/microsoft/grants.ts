import { randomBytes } from 'node:crypto';

/** What the person agreed to on the consent page, carried by the code and then by its tokens. */
export type Grant = {
  clientId: string;
  redirectUri: string;
  /** PKCE S256 challenge of the authorize request. */
  codeChallenge: string;
  scope: string;
  email: string;
};

/** Codes live ten minutes at Microsoft ("short lived, typically 10 minutes"); the emulator keeps five. */
const codeTtlMs = 5 * 60_000;
/** Refresh tokens of the identity platform last 90 days (24 h for single-page apps). */
const refreshTtlMs = 90 * 24 * 3600_000;

const opaque = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * The emulator's memory of codes and tokens: codes single use and short lived, access tokens expiring after
 * `tokenTtlSeconds`, refresh tokens answered anew on each refresh (the previous one stays valid until it
 * expires, as at Microsoft).
 */
export function createGrants(tokenTtlSeconds: number, now: () => number = Date.now) {
  const codes = new Map<string, Grant & { expiresAt: number; used: boolean }>();
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, { grant: Grant; expiresAt: number }>();

  const issue = (grant: Grant) => {
    const accessToken = opaque('EwA');
    const refreshToken = opaque('M.C5');
    accessTokens.set(accessToken, { grant, expiresAt: now() + tokenTtlSeconds * 1000 });
    refreshTokens.set(refreshToken, { grant, expiresAt: now() + refreshTtlMs });
    return { accessToken, refreshToken, expiresIn: tokenTtlSeconds, grant };
  };

  return {
    newCode(grant: Grant): string {
      const code = opaque('0.A');
      codes.set(code, { ...grant, expiresAt: now() + codeTtlMs, used: false });
      return code;
    },

    /** The code's grant once; 'used' or 'expired' afterwards, undefined for a code never issued. */
    redeem(code: string): Grant | 'used' | 'expired' | undefined {
      const found = codes.get(code);
      if (!found) return undefined;
      if (found.used) return 'used';
      found.used = true;
      if (found.expiresAt < now()) return 'expired';
      return found;
    },

    issue,

    refresh(refreshToken: string): Grant | undefined {
      const found = refreshTokens.get(refreshToken);
      if (!found || found.expiresAt < now()) return undefined;
      return found.grant;
    },

    access(accessToken: string): { grant: Grant; expired: boolean } | undefined {
      const found = accessTokens.get(accessToken);
      return found && { grant: found.grant, expired: found.expiresAt <= now() };
    },
  };
}
export type Grants = ReturnType<typeof createGrants>;
