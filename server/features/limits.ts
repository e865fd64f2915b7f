import type { RateLimitHits } from '../db/rate-limit-hits.ts';

export type Limits = ReturnType<typeof createLimits>;

/**
 * Requests per key (a user, a client address) in a sliding window: a key with `limit` requests inside the
 * window waits until the oldest one ages out. Counted in the database (below), so every server behind a load
 * balancer spends one budget; the HTTP edge turns a refusal into a 429 (server/http/rate-limit.ts).
 */
export type RateLimiter = {
  /** Counts one request of `key`; when over the limit it is not counted and the wait is returned. */
  take(key: string): Promise<{ retryAfterSeconds: number } | undefined>;
};

/** Makes the limiter of one named limit (the name keeps its keys apart from every other limit's). */
export type RateLimiters = {
  rateLimiter(name: string, options: { limit: number; windowMs: number }): RateLimiter;
};

const sweepEveryMs = 60_000;

/**
 * Every abuse limit and failure throttle of the app, counted in the database (`rate_limit_hits`): a user,
 * an address or a shared link has one budget whichever server answers it, and a restart forgets nothing.
 */
export function createLimits(deps: { hits: RateLimitHits; now?: () => number }) {
  const { hits } = deps;
  const now = deps.now ?? Date.now;
  let lastSweep = now();
  // Keys nobody uses again would stay forever: now and then, forget those whose hits all aged out.
  const sweep = async () => {
    if (now() - lastSweep < sweepEveryMs) return;
    lastSweep = now();
    await hits.sweep(new Date(now()));
  };

  return {
    rateLimiter(name: string, options: { limit: number; windowMs: number }): RateLimiter {
      const { limit, windowMs } = options;
      return {
        async take(key) {
          await sweep();
          const at = new Date(now());
          if (await hits.take(`${name}:${key}`, limit, windowMs, at)) return undefined;
          const { oldest } = await hits.recent(`${name}:${key}`, windowMs, at);
          const wait = (oldest ?? at).getTime() + windowMs - at.getTime();
          return { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
        },
      };
    },

    /**
     * Failed password attempts per key (an e-mail, a shared link, a client address) in a sliding window:
     * a key with `limit` failures inside `windowMs` is blocked until the oldest ages out.
     */
    failureThrottle(name: string, options: { limit: number; windowMs: number }) {
      const { limit, windowMs } = options;
      const keyOf = (key: string) => `${name}:${key}`;
      return {
        isBlocked: async (key: string) =>
          (await hits.recent(keyOf(key), windowMs, new Date(now()))).count >= limit,
        /** Counts one failure; true when the key is now past its limit (a guess that raced others). */
        async record(key: string): Promise<boolean> {
          await sweep();
          return (await hits.record(keyOf(key), windowMs, new Date(now()))) > limit;
        },
        /** Takes back one recorded failure: an attempt counted before its password was checked, that was right. */
        forgive: (key: string) => hits.forgiveLatest(keyOf(key)),
      };
    },
  };
}
