import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../support/test-server.ts';
import { tlsRequest, type TlsResponse } from './tls-client.ts';

export const corpDemo = { email: 'carla.mendes@empresa-sso.com.br', password: 'Demo@2026!' };

export function newPkce() {
  const verifier = randomBytes(64).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The hosted UI as the SPA's Amplify drives it: every hop over TLS, verified against the stored certificate. */
export function oauthClient(server: () => TestServer, ca: () => string) {
  const hosted = (pathname: string) => `${server().running.config.hostedUiUrl}${pathname}`;
  const callback = () => `${server().baseUrl}/sso-callback`;
  const get = (url: string, cookies: string[] = []) =>
    tlsRequest(url, { ca: ca(), headers: cookies.length ? { cookie: cookies.join('; ') } : {} });

  const authorize = (params: Record<string, string>, cookies: string[] = []) =>
    get(
      hosted(
        `/oauth2/authorize?${new URLSearchParams({
          client_id: 'pauta-web',
          redirect_uri: callback(),
          response_type: 'code',
          scope: 'email openid profile',
          code_challenge_method: 'S256',
          identity_provider: 'CorpDemo',
          ...params,
        })}`,
      ),
      cookies,
    );

  /** authorize, then the Corp Demo page, with what its form posts back: the request, its form token and cookie. */
  async function openCorpLogin(input: { challenge: string; state: string }) {
    const authorized = await authorize({ code_challenge: input.challenge, state: input.state });
    expect(authorized.status).toBe(302);
    expect(authorized.location?.pathname).toBe('/corp-idp/login');
    const page = await get(String(authorized.location));
    const requestId = authorized.location?.searchParams.get('request') ?? '';
    const formToken = /name="form_token" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
    return { page, requestId, formToken, cookies: page.cookies };
  }

  /** The form's POST, with the cookies and headers a browser would send along. */
  const postCorpLogin = (
    form: Record<string, string>,
    sent: { cookies?: string[]; headers?: Record<string, string> } = {},
  ) =>
    tlsRequest(hosted('/corp-idp/login'), {
      ca: ca(),
      form,
      headers: { ...(sent.cookies?.length ? { cookie: sent.cookies.join('; ') } : {}), ...sent.headers },
    });

  /** authorize, then the Corp Demo page: the answer to the POST of its form. */
  async function submitCorpLogin(input: {
    challenge: string;
    state: string;
    action?: 'login' | 'cancel';
    email?: string;
    password?: string;
  }): Promise<{ page: TlsResponse; answer: TlsResponse }> {
    const { page, requestId, formToken, cookies } = await openCorpLogin(input);
    const answer = await postCorpLogin(
      {
        request: requestId,
        form_token: formToken,
        email: input.email ?? corpDemo.email,
        password: input.password ?? corpDemo.password,
        action: input.action ?? 'login',
      },
      { cookies, headers: { 'sec-fetch-site': 'same-origin' } },
    );
    return { page, answer };
  }

  /** A complete sign-in up to the code: returns it with the hosted UI's cookies. */
  async function codeFor(challenge: string, state = randomBytes(16).toString('hex')) {
    const { answer } = await submitCorpLogin({ challenge, state });
    expect(answer.status).toBe(302);
    expect(answer.location?.searchParams.get('state')).toBe(state);
    const code = answer.location?.searchParams.get('code');
    if (!code) throw new Error(`no code in ${String(answer.location)}`);
    return { code, cookies: answer.cookies };
  }

  const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    tlsRequest(hosted('/oauth2/token'), { ca: ca(), form: { client_id: 'pauta-web', ...form }, headers });

  const exchange = (code: string, verifier: string, redirectUri = callback()) =>
    token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });

  return {
    hosted,
    callback,
    get,
    authorize,
    openCorpLogin,
    postCorpLogin,
    submitCorpLogin,
    codeFor,
    token,
    exchange,
  };
}
