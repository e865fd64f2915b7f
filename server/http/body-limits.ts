import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AbuseLimits } from './config.ts';
import { problemBody } from './errors.ts';

type Fetch = Hono['fetch'];

/** How a refusal is said: the API's JSON error, Cognito's error shape, or a line of text (pages). */
type Dialect = 'api' | 'cognito' | 'text';

/** A route's body limit: bytes, or `own` where the route streams and limits its body itself. */
type BodyRule = { method?: string; prefix: string; limit: number | 'own'; dialect: Dialect };

export const bodyTooLargeMessage = 'O corpo da requisição é grande demais.';

/**
 * The limits of the app's port, first match wins. An upload's bytes are streamed to disk and checked against
 * the upload's declared size (upload-transfer.ts); the bot's picture has its own form limit. Routes anyone may
 * call get the small public limit, every other route the API's.
 */
function appRules(limits: BodyLimitSettings): BodyRule[] {
  const publicLimit = limits.publicBodyMaxBytes;
  return [
    { method: 'PUT', prefix: '/api/files/uploads/', limit: 'own', dialect: 'api' },
    { method: 'POST', prefix: '/api/companies/bot-config/image', limit: 'own', dialect: 'api' },
    { prefix: '/api/auth/', limit: publicLimit, dialect: 'api' },
    { prefix: '/api/share/', limit: publicLimit, dialect: 'api' },
    { prefix: '/api/csp-report', limit: publicLimit, dialect: 'api' },
    { prefix: '/cognito', limit: publicLimit, dialect: 'cognito' },
    { prefix: '/api/', limit: limits.apiBodyMaxBytes, dialect: 'api' },
    { prefix: '/', limit: limits.apiBodyMaxBytes, dialect: 'text' },
  ];
}

export type BodyLimitSettings = Pick<AbuseLimits, 'apiBodyMaxBytes' | 'publicBodyMaxBytes'>;

function refusal(c: Context, dialect: Dialect): Response {
  // The rest of the body is not read: the connection closes after the answer instead of waiting for it.
  c.header('Connection', 'close');
  if (dialect === 'api') return c.json(problemBody(413, bodyTooLargeMessage), 413);
  if (dialect === 'cognito') {
    // Cognito's error shape (an error name Amplify knows), in Cognito's English like its other errors.
    const type = 'InvalidParameterException';
    const message = 'Request body is too large.';
    c.header('x-amzn-errortype', type);
    c.header('x-amzn-errormessage', message);
    return c.body(JSON.stringify({ __type: type, message }), 413, {
      'content-type': 'application/x-amz-json-1.1',
    });
  }
  return c.text(bodyTooLargeMessage, 413);
}

/**
 * `fetch` behind the body limits of `rules`: a declared Content-Length over the limit is refused before a
 * byte is read, and a chunked body is refused as soon as it passes the limit (hono's bodyLimit holds at most
 * the limit in memory), so no request makes the server hold more than its route allows.
 */
function limitedFetch(fetch: Fetch, rules: BodyRule[]): Fetch {
  const limiters = new Map(
    rules.map((rule) => [
      rule,
      rule.limit === 'own'
        ? undefined
        : bodyLimit({ maxSize: rule.limit, onError: (c) => refusal(c, rule.dialect) }),
    ]),
  );
  const gate = new Hono()
    .use('*', async (c, next) => {
      const rule = rules.find(
        ({ method, prefix }) => (!method || method === c.req.method) && c.req.path.startsWith(prefix),
      );
      const limiter = rule && limiters.get(rule);
      return limiter ? limiter(c, next) : next();
    })
    // bodyLimit swaps c.req.raw for the bytes it read of a chunked body; the app reads those.
    .all('*', (c) => fetch(c.req.raw, c.env));
  return gate.fetch;
}

/** The app's port: every route with its limit. */
export const withAppBodyLimits = (fetch: Fetch, limits: BodyLimitSettings): Fetch =>
  limitedFetch(fetch, appRules(limits));

/** The hosted sign-in pages (TLS port): forms anyone may post, the public limit throughout. */
export const withHostedUiBodyLimits = (fetch: Fetch, limits: BodyLimitSettings): Fetch =>
  limitedFetch(fetch, [{ prefix: '/', limit: limits.publicBodyMaxBytes, dialect: 'text' }]);
