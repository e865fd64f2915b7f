import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { problemBody } from './errors.ts';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Requests per key (a user, a client address) in a sliding window: a key with `limit` requests inside
 * `windowMs` waits until the oldest one ages out. Counted in this process's memory, which is all there is
 * with one server; issue 15 moves the counts to PostgreSQL so that every process shares them.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs, now = Date.now } = options;
  const hits = new Map<string, number[]>();
  let lastSweep = now();
  const recent = (key: string) => (hits.get(key) ?? []).filter((at) => at > now() - windowMs);

  // A key nobody uses again would stay forever: once a window, forget those whose requests all aged out.
  function sweep() {
    if (now() - lastSweep < windowMs) return;
    lastSweep = now();
    for (const key of hits.keys()) if (recent(key).length === 0) hits.delete(key);
  }

  return {
    /** Counts one request of `key`; when over the limit it is not counted and the wait is returned. */
    take(key: string): { retryAfterSeconds: number } | undefined {
      sweep();
      const kept = recent(key);
      if (kept.length >= limit) {
        const oldest = kept[0] ?? now();
        return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
      }
      hits.set(key, [...kept, now()]);
      return undefined;
    },
  };
}

/** A middleware answering 429 with `message` (Portuguese, for the person) and Retry-After in seconds. */
export function rateLimited<E extends Env>(options: {
  limiter: RateLimiter;
  keyOf: (c: Context<E>) => string;
  message: string;
}): MiddlewareHandler<E> {
  return createMiddleware<E>(async (c, next) => {
    const refused = options.limiter.take(options.keyOf(c));
    if (!refused) return next();
    c.header('Retry-After', String(refused.retryAfterSeconds));
    return c.json(problemBody(429, options.message), 429);
  });
}
