import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { Caller, Domain } from '../features/index.ts';
import { tooManyPasswordsMessage } from '../features/auth/auth.service.ts';
import { tokenLifetimeClaims } from '../identity/tokens.ts';
import { ApiProblem } from './errors.ts';
import { createVerifiedTokenCache } from './verified-tokens.ts';
import { companyNameAttribute } from '../../src/api-contract/sign-up.ts';

export type ApiEnv = { Variables: { caller: Caller } };

/**
 * Accepts a bearer id token from the identity service (verified against its JWKS) or, for legacy
 * basic-auth users only, `Basic base64(email:password)`. Anything else is a 401 JSON answer.
 *
 * Tokens of the embedded identity service must also belong to a sign-in that GlobalSignOut or RevokeToken
 * has not ended (their `origin_jti`), asked on every request in the same query as the caller's row. Amazon
 * Cognito cannot be asked that of an id token (only an access token, through GetUser), so with `JWKS_URL`
 * pointing at it an id token holds until its `exp`. A token's signature is checked once and its claims kept
 * until its `exp` (server/http/verified-tokens.ts): the RSA check was the largest single cost of a request.
 */
export function authenticate({ config, auth }: { config: ServerConfig } & Pick<Domain, 'auth'>) {
  // The key set is fetched on first use and cached by jose, so the server can start before the JWKS answers.
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  const verifiedTokens = createVerifiedTokenCache();
  const requiredClaims = [
    ...tokenLifetimeClaims,
    'sub',
    'token_use',
    ...(config.identityEmbedded ? ['origin_jti'] : []),
  ];

  /** The token's claims once its signature and claims are checked (or were, for a remembered token). */
  async function verifiedClaims(token: string): Promise<JWTPayload | undefined> {
    const remembered = verifiedTokens.lookup(token);
    if (remembered) return remembered;
    const verified = await jwtVerify(token, jwks, {
      issuer: config.issuer,
      audience: config.userPoolClientId,
      requiredClaims,
      // A bad token is the caller's problem (401); anything else, like the JWKS being unreachable, is ours (500).
    }).catch((error: unknown) => {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    });
    if (!verified) return undefined;
    verifiedTokens.remember(token, verified.payload);
    return verified.payload;
  }

  async function callerFromIdToken(token: string): Promise<Caller | undefined> {
    const claims = await verifiedClaims(token);
    if (claims?.token_use !== 'id' || typeof claims.sub !== 'string') return undefined;
    // The names an invited person gave at their first sign-in reach the company's record with their first
    // call; a person who signed up a company brings its name (issue 27).
    const text = (claim: unknown) => (typeof claim === 'string' && claim.length > 0 ? claim : null);
    // The embedded identity service's sign-in is asked whether it is still active, on every request.
    const signIn = config.identityEmbedded ? { originJti: String(claims.origin_jti) } : null;
    return auth.callerWithIdToken(
      {
        sub: claims.sub,
        email: text(claims.email),
        // Cognito writes the claim as a boolean; some pools as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        companyName: text(claims[companyNameAttribute]),
      },
      signIn,
    );
  }

  async function callerFromBasic(encoded: string, c: Context<ApiEnv>): Promise<Caller | undefined> {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 1) return undefined;
    const login = await auth.callerWithPassword(decoded.slice(0, separator), decoded.slice(separator + 1));
    if (login.outcome === 'throttled') {
      c.header('Retry-After', String(login.retryAfterSeconds));
      throw new ApiProblem(429, tooManyPasswordsMessage);
    }
    return login.outcome === 'signed-in' ? login.caller : undefined;
  }

  return createMiddleware<ApiEnv>(async (c, next) => {
    const [scheme, credentials] = (c.req.header('authorization') ?? '').split(' ', 2);
    let caller: Caller | undefined;
    if (scheme?.toLowerCase() === 'bearer' && credentials) caller = await callerFromIdToken(credentials);
    else if (scheme?.toLowerCase() === 'basic' && credentials) caller = await callerFromBasic(credentials, c);
    if (!caller) throw new ApiProblem(401, 'Credenciais ausentes ou inválidas.');
    c.set('caller', caller);
    await next();
  });
}
