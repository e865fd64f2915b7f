import type { RunningServer } from '../../../server/http/start-server.ts';

/**
 * The whole /api route table of a running app, as `METHOD /api/path` (Hono's patterns). Middleware is left
 * out: what `use` mounts (method `ALL`) and what a limit mounts on a wildcard path (`/message/*`), which is
 * no endpoint.
 */
export const apiRoutesOf = (running: RunningServer): string[] => [
  ...new Set(
    running.routes
      .filter(
        (route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.endsWith('*'),
      )
      .map((route) => `${route.method} ${route.path}`),
  ),
];
