import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Domain } from '../index.ts';
import type { ShareCredentials, ShareGuest } from './share-admission.ts';
import { clientAddressOf, type ClientBindings } from '../../http/client-address.ts';
import { problemBody } from '../../http/errors.ts';
import { privateLinkHeaders } from '../../http/private-link.ts';
import { sendParsed } from '../../http/respond.ts';
import { shareMessages, sharedMeetingSchema, sharedVideoSchema } from '../../../src/api-contract/share.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

type ShareEnv = { Bindings: ClientBindings; Variables: { guest: ShareGuest } };

/** `Basic base64(shareId:password)`; the password may itself hold a colon, the id never does. */
function credentialsOf(encoded: string | undefined): ShareCredentials | undefined {
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1) return undefined;
  return { shareId: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}

// No WWW-Authenticate on the 401: it would make browsers open their own password dialog over the page's.
const refuse = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json(problemBody(status, message), status);

/**
 * `/api/share`: a shared meeting's guests, mounted before the API's user authentication. Every request
 * carries the link's Basic credentials and opens only that link's meeting; a user's token is refused, so
 * a signed-in browser never mixes its session into a guest's view.
 */
export function shareRoutes({ shareGuests }: Pick<Domain, 'shareGuests'>) {
  const admitGuest = createMiddleware<ShareEnv>(async (c, next) => {
    const [scheme = '', encoded] = (c.req.header('authorization') ?? '').split(' ', 2);
    if (scheme.toLowerCase() === 'bearer') return refuse(c, 401, shareMessages.userTokenRefused);
    const credentials = scheme.toLowerCase() === 'basic' ? credentialsOf(encoded) : undefined;
    // Never the guesser's own X-Forwarded-For: only a trusted proxy's (client-address.ts).
    const address = clientAddressOf(c) ?? 'unknown';
    const admission = await shareGuests.admit(credentials, address);
    if (admission.outcome === 'throttled') {
      c.header('Retry-After', String(admission.retryAfterSeconds));
      return refuse(c, 429, shareMessages.throttled);
    }
    if (admission.outcome === 'refused') return refuse(c, 401, shareMessages.refused);
    if (admission.outcome === 'expired') return refuse(c, 410, shareMessages.expired);
    c.set('guest', admission.guest);
    await next();
  });

  return new Hono<ShareEnv>()
    .use('*', privateLinkHeaders({ 'Cache-Control': 'no-store' }))
    .use('*', admitGuest)
    .get('/meeting', async (c) =>
      sendParsed(c, sharedMeetingSchema, await shareGuests.meeting(c.get('guest'))),
    )
    .get('/video', async (c) => sendParsed(c, sharedVideoSchema, await shareGuests.video(c.get('guest'))));
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const sharedMeetingOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/share/meeting',
    summary:
      'The shared meeting as its link shows it (401 wrong credentials, 410 expired, 429 too many tries)',
    tag: 'Sharing',
    auth: 'share-guest',
    answers: { 200: { description: 'The shared meeting', json: sharedMeetingSchema } },
  },
  {
    method: 'GET',
    path: '/api/share/video',
    summary: "The shared meeting's recording: a signed link to play",
    tag: 'Other',
    specSection: '7. Calls (Other)',
    auth: 'share-guest',
    answers: { 200: { description: 'The link', json: sharedVideoSchema } },
  },
];
