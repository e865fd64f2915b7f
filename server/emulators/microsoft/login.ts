import { Hono, type Context } from 'hono';
import { s256 } from '../../identity/hosted-ui/pkce.ts';
import { consentPage, signInErrorPage } from './consent-page.ts';
import { tokenError } from './errors.ts';
import type { Grants } from './grants.ts';

export type EmulatedApp = {
  clientId: string;
  /** Present: a confidential (web) client that must send it; absent: a public client (PKCE alone). */
  clientSecret: string | undefined;
  redirectUris: readonly string[];
  /** The configured tenant; `common`, `organizations` and `consumers` are accepted too. */
  tenant: string;
};

const verifierShape = /^[A-Za-z0-9\-._~]{43,128}$/;
const challengeShape = /^[A-Za-z0-9\-_]{43}$/;

const oneLine = (params: URLSearchParams) =>
  new URLSearchParams([...params].filter(([name]) => name !== 'login_email' && name !== 'consent'));

/**
 * The Microsoft identity platform's v2.0 authorization code flow with PKCE, as documented at
 * https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow: `GET {tenant}/oauth2/v2.0/authorize`
 * (a consent page here, whose form posts back to the same path) and `POST {tenant}/oauth2/v2.0/token`
 * (authorization_code with code_verifier, refresh_token), answering AADSTS errors.
 */
export function microsoftLogin(app: EmulatedApp, grants: Grants): Hono {
  const tenants = new Set(['common', 'organizations', 'consumers', app.tenant]);

  /**
   * What the authorize request is worth: a page to show when the browser cannot be sent back (unknown app,
   * unregistered redirect URI), an error to send back to the app, or the checked request.
   */
  function checkAuthorize(c: Context, params: URLSearchParams) {
    const tenant = c.req.param('tenant') ?? '';
    if (!tenants.has(tenant)) {
      return { page: c.html(signInErrorPage(90002, `Tenant '${tenant}' not found.`), 400) };
    }
    const clientId = params.get('client_id') ?? '';
    if (clientId !== app.clientId) {
      return {
        page: c.html(
          signInErrorPage(
            700016,
            `Application with identifier '${clientId}' was not found in the directory '${tenant}'.`,
          ),
          400,
        ),
      };
    }
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!app.redirectUris.includes(redirectUri)) {
      return {
        page: c.html(
          signInErrorPage(
            50011,
            `The redirect URI '${redirectUri}' specified in the request does not match the redirect URIs configured for the application '${clientId}'.`,
          ),
          400,
        ),
      };
    }
    const back = (error: string, description: string) => {
      const url = new URL(redirectUri);
      url.searchParams.set('error', error);
      url.searchParams.set('error_description', description);
      const state = params.get('state');
      if (state !== null) url.searchParams.set('state', state);
      return { page: c.redirect(url.toString(), 302) };
    };
    if (params.get('response_type') !== 'code') {
      return back('unsupported_response_type', 'AADSTS700054: response_type must be code for this app.');
    }
    if (params.get('response_mode') !== null && params.get('response_mode') !== 'query') {
      return back('invalid_request', 'AADSTS900144: This emulator answers with response_mode=query only.');
    }
    const challenge = params.get('code_challenge') ?? '';
    if (params.get('code_challenge_method') !== 'S256' || !challengeShape.test(challenge)) {
      return back(
        'invalid_request',
        'AADSTS9002325: Proof Key for Code Exchange is required: code_challenge with code_challenge_method=S256.',
      );
    }
    return {
      request: {
        clientId,
        redirectUri,
        codeChallenge: challenge,
        scope: params.get('scope') ?? '',
        state: params.get('state'),
      },
    };
  }

  return new Hono()
    .get('/:tenant/oauth2/v2.0/authorize', (c) => {
      const params = new URL(c.req.url).searchParams;
      const checked = checkAuthorize(c, params);
      if (checked.page) return checked.page;
      return c.html(
        consentPage({ params, email: params.get('login_hint') ?? '', action: new URL(c.req.url).pathname }),
      );
    })
    .post('/:tenant/oauth2/v2.0/authorize', async (c) => {
      const form = new URLSearchParams(await c.req.text());
      const checked = checkAuthorize(c, oneLine(form));
      if (checked.page) return checked.page;
      const { request } = checked;
      const url = new URL(request.redirectUri);
      if (form.get('consent') !== 'accept') {
        url.searchParams.set('error', 'access_denied');
        url.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
      } else {
        const email = (form.get('login_email') ?? '').trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          return c.html(signInErrorPage(50034, 'Informe o e-mail de uma conta Microsoft.'), 400);
        }
        url.searchParams.set(
          'code',
          grants.newCode({
            clientId: request.clientId,
            redirectUri: request.redirectUri,
            codeChallenge: request.codeChallenge,
            scope: request.scope,
            email,
          }),
        );
      }
      if (request.state !== null) url.searchParams.set('state', request.state);
      return c.redirect(url.toString(), 302);
    })
    .post('/:tenant/oauth2/v2.0/token', async (c) => {
      const form = new URLSearchParams(await c.req.text());
      const clientId = form.get('client_id') ?? '';
      if (!tenants.has(c.req.param('tenant'))) {
        return tokenError(c, 400, 'invalid_request', 90002, `Tenant '${c.req.param('tenant')}' not found.`);
      }
      if (clientId !== app.clientId) {
        return tokenError(
          c,
          400,
          'unauthorized_client',
          700016,
          `Application with identifier '${clientId}' was not found in the directory.`,
        );
      }
      if (app.clientSecret !== undefined) {
        const secret = form.get('client_secret');
        if (secret === null) {
          return tokenError(
            c,
            401,
            'invalid_client',
            7000218,
            "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
          );
        }
        if (secret !== app.clientSecret) {
          return tokenError(
            c,
            401,
            'invalid_client',
            7000215,
            `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
          );
        }
      }
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') return redeemCode(c, form);
      if (grantType === 'refresh_token') {
        const grant = grants.refresh(form.get('refresh_token') ?? '');
        if (!grant || grant.clientId !== clientId) {
          return tokenError(
            c,
            400,
            'invalid_grant',
            70000,
            "The provided value for the 'refresh_token' is not valid.",
          );
        }
        return answerTokens(c, grant);
      }
      return tokenError(
        c,
        400,
        'unsupported_grant_type',
        70003,
        `The app requested an unsupported grant type '${grantType ?? ''}'.`,
      );
    });

  function redeemCode(c: Context, form: URLSearchParams) {
    const code = form.get('code');
    if (!code) {
      return tokenError(
        c,
        400,
        'invalid_request',
        900144,
        "The request body must contain the following parameter: 'code'.",
      );
    }
    const grant = grants.redeem(code);
    if (grant === undefined) {
      return tokenError(
        c,
        400,
        'invalid_grant',
        9002313,
        'Invalid request. Request is malformed or invalid.',
      );
    }
    if (grant === 'used') {
      return tokenError(
        c,
        400,
        'invalid_grant',
        54005,
        'OAuth2 Authorization code was already redeemed, please retry with a new valid code or use an existing refresh token.',
      );
    }
    if (grant === 'expired') {
      return tokenError(
        c,
        400,
        'invalid_grant',
        70008,
        'The provided authorization code or refresh token has expired due to inactivity. Send a new interactive authorization request for this user and resource.',
      );
    }
    if (grant.clientId !== form.get('client_id') || grant.redirectUri !== form.get('redirect_uri')) {
      return tokenError(
        c,
        400,
        'invalid_grant',
        50011,
        'The redirect URI or client of the token request does not match the ones the authorization code was issued to.',
      );
    }
    const verifier = form.get('code_verifier') ?? '';
    if (!verifierShape.test(verifier) || s256(verifier) !== grant.codeChallenge) {
      return tokenError(
        c,
        400,
        'invalid_grant',
        50148,
        'The code_verifier does not match the code_challenge supplied in the authorization request for PKCE.',
      );
    }
    return answerTokens(c, grant);
  }

  /** The token answer; the refresh token only with offline_access, the id_token only with openid. */
  function answerTokens(c: Context, grant: Parameters<Grants['issue']>[0]) {
    const issued = grants.issue(grant);
    const scopes = grant.scope.split(/\s+/).filter(Boolean);
    return c.json({
      token_type: 'Bearer',
      scope: scopes.filter((scope) => scope !== 'offline_access').join(' '),
      expires_in: issued.expiresIn,
      ext_expires_in: issued.expiresIn,
      access_token: issued.accessToken,
      ...(scopes.includes('offline_access') ? { refresh_token: issued.refreshToken } : {}),
      ...(scopes.includes('openid') ? { id_token: unsignedIdToken(grant, app.clientId) } : {}),
    });
  }
}

/** An id_token with the claims Microsoft puts in one; the emulator does not sign it (alg none). */
function unsignedIdToken(grant: { email: string }, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ typ: 'JWT', alg: 'none' })}.${encode({
    aud: audience,
    iss: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
    iat: now,
    nbf: now,
    exp: now + 3600,
    email: grant.email,
    preferred_username: grant.email,
    ver: '2.0',
  })}.`;
}
