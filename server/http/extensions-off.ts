import { createMiddleware } from 'hono/factory';
import { apiExtensions } from './api-extensions.ts';
import { answerNotFound } from './errors.ts';

/**
 * A route pattern (`/api/meetings/:id/share`) as a regular expression over the request's path: the list's
 * paths hold only letters, `-`, `/` and `:param` segments, so nothing else needs escaping.
 */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

const turnedOff = apiExtensions
  .filter((extension) => extension.whenOff === 'not-found')
  .map((extension) => ({ method: extension.method, pattern: patternOf(extension.path) }));

/**
 * `API_EXTENSIONS=off`: every extension of api-extensions.ts answers the unknown route's 404 (same status,
 * same body) before any route, authentication or limit sees it, as a backend built to the spec alone
 * would. Mounted on `/api/*` ahead of every route.
 */
export const extensionsOff = createMiddleware(async (c, next) => {
  // Hono answers HEAD with the GET route, so HEAD is turned off with it.
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const off = turnedOff.some((route) => route.method === method && route.pattern.test(c.req.path));
  if (off) return answerNotFound(c);
  await next();
});
