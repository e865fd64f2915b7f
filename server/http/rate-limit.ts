import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { problemBody } from './errors.ts';

/**
 * Requests per key (a user, a client address) in a sliding window: a key with `limit` requests inside the
 * window waits until the oldest one ages out. The domain counts them in the database
 * (server/features/limits.ts), so every server behind a load balancer spends one budget.
 */
export type RateLimiter = {
  /** Counts one request of `key`; when over the limit it is not counted and the wait is returned. */
  take(key: string): Promise<{ retryAfterSeconds: number } | undefined>;
};

/** Makes the limiter of one named limit (the name keeps its keys apart from every other limit's). */
export type RateLimiters = {
  rateLimiter(name: string, options: { limit: number; windowMs: number }): RateLimiter;
};

/** A middleware answering 429 with `message` (Portuguese, for the person) and Retry-After in seconds. */
export function rateLimited<E extends Env>(options: {
  limiter: RateLimiter;
  keyOf: (c: Context<E>) => string;
  message: string;
}): MiddlewareHandler<E> {
  return createMiddleware<E>(async (c, next) => {
    const refused = await options.limiter.take(options.keyOf(c));
    if (!refused) return next();
    c.header('Retry-After', String(refused.retryAfterSeconds));
    return c.json(problemBody(429, options.message), 429);
  });
}
