import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuthorizationCodeStore } from './authorization-codes.ts';
import type { AuthorizeRequest, AuthorizeRequestStore } from './authorize-requests.ts';
import { checkCorporateCredentials, corpDemoProvider } from './corp-demo-directory.ts';
import { invalidFormMessage, type CorpLoginForms } from './corp-login-forms.ts';
import { linkFederatedUser } from './federated-users.ts';
import {
  hostedSessionCookie,
  hostedSessionLifetimeSeconds,
  type HostedSessionStore,
} from './hosted-sessions.ts';
import type { OAuthTokenIssuer } from './oauth-tokens.ts';
import { corpLoginPage, errorPage } from './pages.ts';
import { isS256Challenge, verifierMatches } from './pkce.ts';
import type { UserStore } from '../user-store.ts';
import { isAppOrigin, isRegisteredCallback, isRegisteredLogout } from './registered-uris.ts';

export type HostedUiDeps = {
  db: Database;
  config: ServerConfig;
  poolName: string;
  users: UserStore;
  requests: AuthorizeRequestStore;
  forms: CorpLoginForms;
  codes: AuthorizationCodeStore;
  sessions: HostedSessionStore;
  tokens: OAuthTokenIssuer;
};

const allowedScopes = new Set(['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin']);

const withQuery = (uri: string, params: Record<string, string | null>) => {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
};

const formField = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? form[name] : undefined;

/**
 * The user pool's hosted UI (Amplify's oauth.domain), served over TLS: the OAuth 2.0 authorization-code flow
 * with PKCE for the public SPA client, federated through the emulated "Corp Demo SSO" provider.
 */
export function createHostedUiRoutes(deps: HostedUiDeps): Hono {
  const { config } = deps;
  const app = new Hono();
  app.onError((error, c) => {
    console.error(`[hosted-ui] ${c.req.method} ${c.req.path} failed:`, error);
    return c.html(errorPage('Erro interno do servidor de autenticação.'), 500);
  });

  const refuse = (c: Context, message: string, status: ContentfulStatusCode = 400) =>
    c.html(errorPage(message), status);

  const sendBack = (
    c: Context,
    request: Pick<AuthorizeRequest, 'redirectUri' | 'state'>,
    params: Record<string, string>,
  ) => c.redirect(withQuery(request.redirectUri, { ...params, state: request.state }), 302);

  async function answerWithCode(c: Context, request: AuthorizeRequest, sub: string) {
    const code = await deps.codes.issue({
      sub,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scope: request.scope,
    });
    return sendBack(c, request, { code });
  }

  app.get('/oauth2/authorize', async (c) => {
    const query = c.req.query();
    // Without a registered client and redirect URI there is nowhere safe to send an error: show it here.
    if (query.client_id !== config.userPoolClientId) return refuse(c, 'Cliente (client_id) desconhecido.');
    const redirectUri = query.redirect_uri ?? '';
    if (!isRegisteredCallback(config, redirectUri))
      return refuse(c, 'redirect_mismatch: redirect_uri não registrado.');
    const target = { redirectUri, state: query.state ?? null };

    if (query.response_type !== 'code') {
      return sendBack(c, target, {
        error: 'unsupported_response_type',
        error_description: 'response_type must be code',
      });
    }
    const codeChallenge = query.code_challenge ?? '';
    if (query.code_challenge_method !== 'S256' || !isS256Challenge(codeChallenge)) {
      return sendBack(c, target, {
        error: 'invalid_request',
        error_description: 'code_challenge with code_challenge_method S256 is required',
      });
    }
    const scope = (query.scope ?? 'openid').split(/[\s+]+/).filter(Boolean);
    if (!scope.includes('openid') || scope.some((name) => !allowedScopes.has(name))) {
      return sendBack(c, target, { error: 'invalid_scope', error_description: 'invalid scope' });
    }
    if (!config.corpDemoSso || query.identity_provider !== corpDemoProvider.name) {
      return sendBack(c, target, {
        error: 'invalid_request',
        error_description: query.identity_provider
          ? `identity_provider ${query.identity_provider} is not configured for this client`
          : 'identity_provider is required',
      });
    }

    const request: AuthorizeRequest = {
      ...target,
      clientId: config.userPoolClientId,
      scope: scope.join(' '),
      codeChallenge,
      providerName: corpDemoProvider.name,
    };
    const sessionId = getCookie(c, hostedSessionCookie);
    const session = sessionId ? await deps.sessions.find(sessionId) : null;
    if (session?.providerName === request.providerName) return answerWithCode(c, request, session.sub);
    const requestId = await deps.requests.save(request);
    return c.redirect(`/corp-idp/login?${new URLSearchParams({ request: requestId })}`, 302);
  });

  const expired = 'Esta solicitação de login expirou ou é inválida. Volte ao aplicativo e tente novamente.';

  // The emulated corporate provider, with its demo employee's known password, only where it was asked for.
  app.use('/corp-idp/*', async (c, next) => (config.corpDemoSso ? next() : c.notFound()));

  app.get('/corp-idp/login', async (c) => {
    const requestId = c.req.query('request') ?? '';
    if (!(await deps.requests.find(requestId))) return refuse(c, expired);
    return c.html(corpLoginPage({ requestId, formToken: await deps.forms.issue(c, requestId) }));
  });

  app.post('/corp-idp/login', async (c) => {
    const form = await c.req.parseBody();
    const requestId = formField(form, 'request') ?? '';
    const formToken = formField(form, 'form_token') ?? '';
    const pending = await deps.requests.find(requestId);
    if (!pending) return refuse(c, expired);
    if (!deps.forms.isGenuine(c, pending, formToken)) return refuse(c, invalidFormMessage, 403);
    if (formField(form, 'action') === 'cancel') {
      const request = await deps.requests.take(requestId);
      if (!request) return refuse(c, expired);
      return sendBack(c, request, { error: 'access_denied', error_description: 'User cancelled login' });
    }
    const email = formField(form, 'email') ?? '';
    const account = checkCorporateCredentials(email, formField(form, 'password') ?? '');
    if (!account) {
      const error = 'E-mail ou senha incorretos.';
      return c.html(corpLoginPage({ requestId, formToken, email, error }), 401);
    }
    const request = await deps.requests.take(requestId);
    if (!request) return refuse(c, expired);
    const sub = await linkFederatedUser(deps.db, deps.users, deps.poolName, {
      providerName: request.providerName,
      userId: account.id,
      email: account.email,
      givenName: account.givenName,
      familyName: account.familyName,
    });
    setCookie(c, hostedSessionCookie, await deps.sessions.start(sub, request.providerName), {
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: hostedSessionLifetimeSeconds,
    });
    return answerWithCode(c, request, sub);
  });

  app.use(
    '/oauth2/token',
    cors({
      origin: (origin) => (isAppOrigin(config, origin) ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      // Amplify's token exchange sends its user-agent header; without it the browser blocks the exchange.
      allowHeaders: ['content-type', 'authorization', 'x-amz-user-agent', 'cache-control'],
      maxAge: 600,
    }),
  );

  app.post('/oauth2/token', async (c) => {
    c.header('cache-control', 'no-store');
    const oauthError = (error: string, description?: string) =>
      c.json(description ? { error, error_description: description } : { error }, 400);
    const form = await c.req.parseBody();
    if (formField(form, 'client_id') !== config.userPoolClientId) return oauthError('invalid_client');

    const grantType = formField(form, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = formField(form, 'code');
      const verifier = formField(form, 'code_verifier');
      const redirectUri = formField(form, 'redirect_uri');
      if (!code || !verifier || !redirectUri) {
        return oauthError('invalid_request', 'code, redirect_uri and code_verifier are required');
      }
      const grant = await deps.codes.redeem(code);
      if (!grant || grant.clientId !== config.userPoolClientId || grant.redirectUri !== redirectUri) {
        return oauthError('invalid_grant');
      }
      if (!verifierMatches(verifier, grant.codeChallenge)) return oauthError('invalid_grant');
      const tokens = await deps.tokens.startSession(grant.sub);
      return tokens ? c.json(tokens) : oauthError('invalid_grant');
    }
    if (grantType === 'refresh_token') {
      const refreshToken = formField(form, 'refresh_token');
      if (!refreshToken) return oauthError('invalid_request', 'refresh_token is required');
      const tokens = await deps.tokens.refresh(refreshToken, config.userPoolClientId);
      return tokens ? c.json(tokens) : oauthError('invalid_grant');
    }
    return oauthError('unsupported_grant_type');
  });

  app.get('/logout', async (c) => {
    if (c.req.query('client_id') !== config.userPoolClientId)
      return refuse(c, 'Cliente (client_id) desconhecido.');
    const logoutUri = c.req.query('logout_uri') ?? '';
    if (!isRegisteredLogout(config, logoutUri)) return refuse(c, 'logout_uri não registrado.');
    const sessionId = getCookie(c, hostedSessionCookie);
    if (sessionId) await deps.sessions.end(sessionId);
    deleteCookie(c, hostedSessionCookie, { path: '/', secure: true });
    return c.redirect(logoutUri, 302);
  });

  app.notFound((c) => refuse(c, 'Página não encontrada.', 404));
  return app;
}
