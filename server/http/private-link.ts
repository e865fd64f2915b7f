import { createMiddleware } from 'hono/factory';

/**
 * For everything reached through a shared meeting's link (the `/s/{shareId}` page and `/api/share/*`):
 * search engines keep it out of their index, and the browser sends no Referer, so the link never leaks
 * to a site the page loads from or links to. Set after the handler, so error answers carry them too.
 */
export const privateLinkHeaders = (extra: Record<string, string> = {}) =>
  createMiddleware(async (c, next) => {
    await next();
    const headers = { 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer', ...extra };
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
