import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiProblem } from './errors.ts';
import { verifyPassword } from './passwords.ts';

/** Who is calling, as every /api handler sees it. */
export type Caller = { userId: string; companyId: string; isAdmin: boolean };
export type ApiEnv = { Variables: { caller: Caller } };

type CallerRow = { id: string; company_id: string; is_admin: boolean };
type BasicUserRow = CallerRow & { basic_password_hash: string | null };

/**
 * Accepts a bearer id token from the identity service (verified against its JWKS) or, for legacy
 * basic-auth users only, `Basic base64(email:password)`. Anything else is a 401 JSON answer.
 */
export function authenticate(deps: { db: Database; config: ServerConfig }) {
  // The key set is fetched on first use and cached by jose, so the server can start before the JWKS answers.
  const jwks = createRemoteJWKSet(new URL(deps.config.jwksUrl));

  async function callerFromIdToken(token: string): Promise<CallerRow | undefined> {
    const verified = await jwtVerify(token, jwks, {
      issuer: deps.config.issuer,
      audience: deps.config.userPoolClientId,
      // A bad token is the caller's problem (401); anything else, like the JWKS being unreachable, is ours (500).
    }).catch((error: unknown) => {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    });
    if (!verified || verified.payload.token_use !== 'id' || !verified.payload.sub) return undefined;
    const [row] = await deps.db.query<CallerRow>(
      'SELECT id, company_id, is_admin FROM users WHERE cognito_id = $1',
      [verified.payload.sub],
    );
    return row;
  }

  async function callerFromBasic(encoded: string): Promise<CallerRow | undefined> {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 1) return undefined;
    const email = decoded.slice(0, separator);
    const [row] = await deps.db.query<BasicUserRow>(
      `SELECT id, company_id, is_admin, basic_password_hash FROM users
        WHERE lower(email_address) = lower($1) AND auth_type = 'basic'`,
      [email],
    );
    const valid = await verifyPassword(decoded.slice(separator + 1), row?.basic_password_hash ?? null);
    return valid ? row : undefined;
  }

  return createMiddleware<ApiEnv>(async (c, next) => {
    const [scheme, credentials] = (c.req.header('authorization') ?? '').split(' ', 2);
    let row: CallerRow | undefined;
    if (scheme?.toLowerCase() === 'bearer' && credentials) row = await callerFromIdToken(credentials);
    else if (scheme?.toLowerCase() === 'basic' && credentials) row = await callerFromBasic(credentials);
    if (!row) throw new ApiProblem(401, 'Credenciais ausentes ou inválidas.');
    c.set('caller', { userId: row.id, companyId: row.company_id, isAdmin: row.is_admin });
    await next();
  });
}
