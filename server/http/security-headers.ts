import { createMiddleware } from 'hono/factory';

export type SecurityHeaderOptions = {
  /** The Content-Security-Policy of this response, from the request's host name when it matters. */
  contentSecurityPolicy: (hostname: string) => string;
  /** Strict-Transport-Security max-age; set only for the TLS port (the hosted UI). */
  hstsMaxAgeSeconds?: number;
};

// HSTS binds a host name on every port: sent from https://localhost:{hostedUiPort}, it would make the
// browser upgrade the app's own http://localhost:{port} to https, which nothing serves. So a host that
// is localhost or an address literal (a developer's machine, a test) never gets it.
const localHost = /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[\da-f:.]+\])$/i;

/**
 * The security headers of every response, set after the handler so error and streamed answers carry them
 * too; a header a route already chose (the share pages' stricter `Referrer-Policy: no-referrer`) is kept.
 */
export const securityHeaders = ({ contentSecurityPolicy, hstsMaxAgeSeconds }: SecurityHeaderOptions) =>
  createMiddleware(async (c, next) => {
    await next();
    const hostname = new URL(c.req.url).hostname;
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy(hostname),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    if (hstsMaxAgeSeconds !== undefined && !localHost.test(hostname)) {
      headers['Strict-Transport-Security'] = `max-age=${hstsMaxAgeSeconds}`;
    }
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
