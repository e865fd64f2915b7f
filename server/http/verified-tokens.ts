import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';

/**
 * How long a verified token is believed without checking its signature again, at most: as long as jose keeps
 * the identity provider's key set (`createRemoteJWKSet`'s `cacheMaxAge`, 10 minutes), so a key withdrawn from
 * the key set stops the tokens it signed no later than without this cache.
 */
const verifiedTokenMaxAgeMs = 10 * 60 * 1000;

/** Tokens kept at most; the least recently used goes first (about 1 KB each: 10,000 is ~10 MB at worst). */
const verifiedTokenCapacity = 10_000;

type Entry = { claims: JWTPayload; until: number };

/**
 * Id tokens whose signature, issuer, audience and claims were checked, so that a person's every request does
 * not verify an RSA signature again (issue 29: 256 people at once): the claims are kept until the token's
 * `exp`, or `verifiedTokenMaxAgeMs` after the check if that comes first. Keyed by the SHA-256 of the whole
 * token, signature included, so a token that differs in any byte is verified on its own, and the tokens
 * themselves are not kept. Only what the signature proves is kept: whether the sign-in is still active
 * (GlobalSignOut, RevokeToken) and whether the person may still come in are asked on every request.
 */
export function createVerifiedTokenCache(
  options: { capacity?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const capacity = options.capacity ?? verifiedTokenCapacity;
  const maxAgeMs = options.maxAgeMs ?? verifiedTokenMaxAgeMs;
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  const keyOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

  return {
    /** The claims of a token verified before and not yet past its time; undefined: verify it. */
    lookup(token: string): JWTPayload | undefined {
      const key = keyOf(token);
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until <= now()) return undefined;
      // Map keeps insertion order: set again, the entry becomes the most recently used.
      entries.set(key, entry);
      return entry.claims;
    },

    /** Keeps a verified token's claims; one without a numeric `exp` is not kept (it is refused anyway). */
    remember(token: string, claims: JWTPayload): void {
      if (typeof claims.exp !== 'number') return;
      const until = Math.min(claims.exp * 1000, now() + maxAgeMs);
      if (until <= now()) return;
      const key = keyOf(token);
      entries.delete(key);
      entries.set(key, { claims, until });
      // Over capacity, the least recently used leaves: the first key in the Map.
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },

    get size() {
      return entries.size;
    },
  };
}
