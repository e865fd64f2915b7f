import { Hono } from 'hono';
import { hostedUiContentSecurityPolicy } from '../../http/content-security-policy.ts';
import { securityHeaders } from '../../http/security-headers.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createRefreshTokenStore } from '../refresh-tokens.ts';
import { loadOrCreateSigningKey } from '../signing-keys.ts';
import { poolNameOf } from '../srp.ts';
import { createTokenIssuer } from '../tokens.ts';
import { createUserStore } from '../user-store.ts';
import { createAuthorizationCodeStore } from './authorization-codes.ts';
import { createAuthorizeRequestStore } from './authorize-requests.ts';
import { createCorpLoginForms } from './corp-login-forms.ts';
import { createHostedSessionStore } from './hosted-sessions.ts';
import { createOAuthTokenIssuer } from './oauth-tokens.ts';
import { pageStyleHash } from './pages.ts';
import { createHostedUiRoutes } from './routes.ts';

export { loadOrCreateTlsCertificate } from './tls-certificate.ts';

/**
 * The hosted UI app, served on its own TLS port. It shares the user pool's tables and signing key, so
 * create it after createIdentityService (which makes the key on first start).
 */
export async function createHostedUi(deps: {
  db: Database;
  config: ServerConfig;
  now?: () => Date;
}): Promise<Hono> {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const poolName = poolNameOf(config.userPoolId);
  const key = await loadOrCreateSigningKey(db);
  const users = createUserStore(db, poolName);
  const requests = createAuthorizeRequestStore(db, now);
  const routes = createHostedUiRoutes({
    db,
    config,
    poolName,
    users,
    requests,
    forms: createCorpLoginForms(requests),
    codes: createAuthorizationCodeStore(db, now),
    sessions: createHostedSessionStore(db, now),
    tokens: createOAuthTokenIssuer({
      config,
      users,
      refreshTokens: createRefreshTokenStore(db, now),
      tokens: createTokenIssuer({ key, config, now }),
    }),
  });
  // The TLS port: the only one that sends Strict-Transport-Security.
  const contentSecurityPolicy = hostedUiContentSecurityPolicy(config, pageStyleHash);
  return new Hono()
    .use(
      '*',
      securityHeaders({
        contentSecurityPolicy: () => contentSecurityPolicy,
        hstsMaxAgeSeconds: config.hstsMaxAgeSeconds,
      }),
    )
    .route('/', routes);
}
