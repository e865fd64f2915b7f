import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { JWK } from 'jose';
import { isLoopbackAddress, clientAddressOf, type SocketEnv } from '../http/client-address.ts';
import { CognitoError, serializationError, unknownOperation } from './cognito-errors.ts';
import type { IdentityContext, JsonObject } from './operations/context.ts';
import { adminOperations, operations } from './operations/index.ts';
import { verifyAdminSignature, type SignedRequest } from './admin-signature.ts';
import { regionOfPool } from './srp.ts';
import { accountNamedIn } from './operations/input.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The user pool over HTTP, meant to be mounted at /cognito: the JSON-RPC endpoint Amplify posts to
 * (`userPoolEndpoint`), and the JWKS under the issuer path.
 */
export function createIdentityRoutes(context: IdentityContext, publicJwk: JWK): Hono<SocketEnv> {
  const routes = new Hono<SocketEnv>();
  routes.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: [
        'content-type',
        'x-amz-target',
        'x-amz-user-agent',
        'cache-control',
        'authorization',
        'amz-sdk-invocation-id',
        'amz-sdk-request',
      ],
      exposeHeaders: ['x-amzn-requestid', 'x-amzn-errortype', 'x-amzn-errormessage'],
      maxAge: 600,
    }),
  );

  routes.get(`/${context.config.userPoolId}/.well-known/jwks.json`, (c) => c.json({ keys: [publicJwk] }));

  // A developer tool, not Cognito's: the e-mails the pool would have sent, newest first. They hold every
  // sign-in and reset code, so only this machine may read them, and only from the embedded pool (config).
  if (context.config.outboxHttp) {
    routes.get('/_outbox', async (c) => {
      if (!isLoopbackAddress(clientAddressOf(c))) return c.notFound();
      return c.json(await context.outbox.list(c.req.query('to')));
    });
    // The text messages (SMS codes), under the same rules: `to` is the phone number, +5511...
    routes.get('/_sms-outbox', async (c) => {
      if (!isLoopbackAddress(clientAddressOf(c))) return c.notFound();
      return c.json(await context.smsOutbox.list(c.req.query('to')));
    });
  }

  const rpc = async (c: Context) => {
    c.header('x-amzn-requestid', randomUUID());
    try {
      const address = clientAddressOf(c) ?? 'unknown';
      const target = c.req.header('x-amz-target') ?? '';
      const body = await c.req.text();
      const signed = { method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body };
      return answer(c, 200, await dispatch(target, signed, address, context));
    } catch (error) {
      if (error instanceof CognitoError) {
        c.header('x-amzn-errortype', error.type);
        // Headers carry plain ASCII safely; a message in Portuguese (a pre-sign-up refusal) rides in the body
        // alone, which is where clients read it (Amplify's parseJsonError).
        if (isAscii(error.message)) c.header('x-amzn-errormessage', error.message);
        return answer(c, 400, { __type: error.type, message: error.message });
      }
      console.error('identity service: unexpected failure', error);
      c.header('x-amzn-errortype', 'InternalErrorException');
      return answer(c, 500, { __type: 'InternalErrorException', message: 'An internal error occurred.' });
    }
  };
  // `/cognito` and `/cognito/` both: Amplify posts to userPoolEndpoint exactly as configured.
  routes.on('POST', ['/', '/:emptySegment{/?}'], rpc);
  return routes;
}

/** `address`: the client's, as its socket says; the throttle counts per address and per account named. */
async function dispatch(
  target: string,
  request: SignedRequest,
  address: string,
  context: IdentityContext,
): Promise<JsonObject> {
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const admin = Object.hasOwn(adminOperations, name) ? adminOperations[name] : undefined;
  if (admin) {
    // Before the body is even read: an unsigned or wrongly signed admin call learns nothing.
    await verifyAdminSignature(request, {
      credentials: context.adminCredentials,
      region: regionOfPool(context.config.userPoolId),
      now: context.now(),
    });
    return admin(parseBody(request.body), context);
  }
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  if (!operation) throw unknownOperation();
  const input = parseBody(request.body);
  await context.throttle.admitRequest(name, { address, account: accountNamedIn(input) });
  return operation(input, context);
}

function parseBody(body: string): JsonObject {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as JsonObject;
  } catch {
    // answered below, like any body that is not a JSON object
  }
  throw serializationError();
}

const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) <= 0x7f);

function answer(c: Context, status: 200 | 400 | 500, body: JsonObject): Response {
  return c.body(JSON.stringify(body), status, { 'content-type': 'application/x-amz-json-1.1' });
}
