import type { Context, Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimiter } from '../features/limits.ts';
import { problemBody } from './errors.ts';

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
