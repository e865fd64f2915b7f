import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { GoogleConfig } from '../../features/calendar/config.ts';
import { authorizationErrorPage, consentPage } from './consent-page.ts';
import type { Grants } from './grants.ts';

/*
 * Google's OAuth 2.0 endpoints for web server applications, as documented at
 * https://developers.google.com/identity/protocols/oauth2/web-server: the consent page
 * (GET /o/oauth2/v2/auth), the token endpoint (POST /token, form-encoded, authorization_code and
 * refresh_token grants) and revocation (POST /revoke), plus the OpenID Connect userinfo endpoint
 * (GET /oauth2/v3/userinfo). One client is registered: the app's own id, secret and redirect URI.
 */
type Client = Pick<GoogleConfig, 'clientId' | 'clientSecret' | 'redirectUri'>;

const emailSchema = z.email();

/** RFC 6749 section 5.2 error body, as Google answers it. */
const oauthError = (c: Context, status: 400 | 401, error: string, description: string) =>
  c.json({ error, error_description: description }, status);

/** An unsigned-looking but well-formed id_token: the adapter reads its claims, as it would Google's. */
function idToken(client: Client, email: string, issuer: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: issuer,
    azp: client.clientId,
    aud: client.clientId,
    sub: subjectOf(email),
    email,
    email_verified: true,
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** A stable numeric-looking subject per account, as Google's `sub`. */
const subjectOf = (email: string) =>
  BigInt(`0x${Buffer.from(email).toString('hex').slice(0, 24).padEnd(24, '0')}`)
    .toString()
    .slice(0, 21);

/** The client's credentials: form fields (client_secret_post) or HTTP Basic (client_secret_basic). */
function credentialsOf(c: Context, form: Record<string, string>) {
  const basic = c.req.header('authorization')?.match(/^Basic\s+(.+)$/i)?.[1];
  if (basic) {
    const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { clientId: decodeURIComponent(id ?? ''), clientSecret: decodeURIComponent(secret ?? '') };
  }
  return { clientId: form.client_id ?? '', clientSecret: form.client_secret ?? '' };
}

async function formOf(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(
    Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}

export function googleOAuthEmulator(client: Client, grants: Grants): Hono {
  /** The authorization request's problem Google would show on its own page, or the request itself. */
  function checkRequest(
    c: Context,
  ):
    | { page: string; status: 400 | 401 }
    | { request: { redirectUri: string; scope: string; state: string | undefined } } {
    const query = c.req.query();
    if (query.client_id !== client.clientId) {
      return {
        status: 401,
        page: authorizationErrorPage(401, 'invalid_client', 'O cliente OAuth não foi encontrado.'),
      };
    }
    if (query.redirect_uri !== client.redirectUri) {
      return {
        status: 400,
        page: authorizationErrorPage(
          400,
          'redirect_uri_mismatch',
          `O redirect_uri ${query.redirect_uri ?? '(ausente)'} não está registrado para este cliente OAuth.`,
        ),
      };
    }
    if (query.response_type !== 'code' || !query.scope || !query.redirect_uri) {
      return {
        status: 400,
        page: authorizationErrorPage(
          400,
          'invalid_request',
          'Parâmetro obrigatório ausente: response_type ou scope.',
        ),
      };
    }
    return { request: { redirectUri: query.redirect_uri, scope: query.scope, state: query.state } };
  }

  /** Back to the app with `params` (and the request's state), as Google's redirect does. */
  function backToApp(c: Context, redirectUri: string, params: Record<string, string>, state?: string) {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries({ ...params, ...(state === undefined ? {} : { state }) })) {
      url.searchParams.set(name, value);
    }
    return c.redirect(url.toString(), 303);
  }

  return new Hono()
    .get('/o/oauth2/v2/auth', (c) => {
      const checked = checkRequest(c);
      if ('page' in checked) return c.html(checked.page, checked.status);
      return c.html(consentPage({ email: c.req.query('login_hint') ?? '' }));
    })
    .post('/o/oauth2/v2/auth', async (c) => {
      const checked = checkRequest(c);
      if ('page' in checked) return c.html(checked.page, checked.status);
      const { request } = checked;
      const form = await formOf(c);
      if (form.decision !== 'allow') {
        return backToApp(c, request.redirectUri, { error: 'access_denied' }, request.state);
      }
      const email = emailSchema.safeParse(form.email?.trim().toLowerCase());
      if (!email.success) {
        return c.html(consentPage({ email: form.email ?? '', error: 'Informe um e-mail válido.' }), 400);
      }
      const code = grants.issueCode({
        clientId: client.clientId,
        redirectUri: request.redirectUri,
        email: email.data,
        scope: request.scope,
      });
      return backToApp(c, request.redirectUri, { code, scope: request.scope }, request.state);
    })
    .post('/token', async (c) => {
      const form = await formOf(c);
      const credentials = credentialsOf(c, form);
      if (credentials.clientId !== client.clientId) {
        return oauthError(c, 401, 'invalid_client', 'The OAuth client was not found.');
      }
      if (credentials.clientSecret !== client.clientSecret) {
        return oauthError(c, 401, 'invalid_client', 'Unauthorized');
      }
      const issuer = 'https://accounts.google.com';
      if (form.grant_type === 'authorization_code') {
        if (!form.code || !form.redirect_uri) {
          return oauthError(c, 400, 'invalid_request', 'Missing required parameter: code or redirect_uri');
        }
        const result = grants.exchange(form.code, client.clientId, form.redirect_uri);
        if (!result.ok) return oauthError(c, 400, result.error, 'Bad Request');
        return c.json({
          access_token: result.accessToken,
          expires_in: result.expiresIn,
          refresh_token: result.refreshToken,
          scope: result.scope,
          token_type: 'Bearer',
          id_token: idToken(client, result.email, issuer),
        });
      }
      if (form.grant_type === 'refresh_token') {
        const result = form.refresh_token ? grants.refresh(form.refresh_token, client.clientId) : undefined;
        if (!result) return oauthError(c, 400, 'invalid_grant', 'Token has been expired or revoked.');
        // No refresh_token on a refresh: the one the app holds stays valid.
        return c.json({
          access_token: result.accessToken,
          expires_in: result.expiresIn,
          scope: result.scope,
          token_type: 'Bearer',
          id_token: idToken(client, result.email, issuer),
        });
      }
      return oauthError(c, 400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type ?? ''}`);
    })
    .post('/revoke', async (c) => {
      const token = (await formOf(c)).token ?? c.req.query('token');
      if (!token || !grants.revoke(token)) {
        return oauthError(c, 400, 'invalid_token', 'Token expired or revoked');
      }
      return c.json({});
    })
    .get('/oauth2/v3/userinfo', (c) => {
      const account = grants.accountOf(c.req.header('authorization')?.replace(/^Bearer\s+/i, ''));
      if (!account) return oauthError(c, 401, 'invalid_request', 'Invalid Credentials');
      return c.json({ sub: subjectOf(account.email), email: account.email, email_verified: true });
    });
}
