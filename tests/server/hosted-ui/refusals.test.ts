import { beforeAll, expect, test } from 'vitest';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { corpDemo, newPkce, oauthClient } from './oauth-flow.ts';
import { hostedUiCertificate } from './tls-client.ts';

describeOnEveryDatabase('hosted UI: what it refuses', (server) => {
  let ca = '';
  beforeAll(async () => {
    ca = await hostedUiCertificate(server());
  });
  const oauth = oauthClient(server, () => ca);
  const invalidGrant = { status: 400, body: JSON.stringify({ error: 'invalid_grant' }) };
  const statusAndBody = ({ status, body }: { status: number; body: string }) => ({ status, body });

  test('a wrong code_verifier gets invalid_grant, and spends the code', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge);
    expect(statusAndBody(await oauth.exchange(code, newPkce().verifier))).toEqual(invalidGrant);
    expect(statusAndBody(await oauth.exchange(code, verifier))).toEqual(invalidGrant);
  });

  test('a code works once', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge);
    expect((await oauth.exchange(code, verifier)).status).toBe(200);
    expect(statusAndBody(await oauth.exchange(code, verifier))).toEqual(invalidGrant);
  });

  test('the token request must name the redirect_uri the code was issued for', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge);
    const other = 'http://localhost:1/sso-callback';
    expect(statusAndBody(await oauth.exchange(code, verifier, other))).toEqual(invalidGrant);
  });

  test('token requests without a known client, grant type or parameters are refused in OAuth JSON', async () => {
    const unknownClient = await oauth.token({ client_id: 'someone-else', grant_type: 'refresh_token' });
    expect(JSON.parse(unknownClient.body)).toEqual({ error: 'invalid_client' });
    const grant = await oauth.token({ grant_type: 'password' });
    expect([grant.status, JSON.parse(grant.body)]).toEqual([400, { error: 'unsupported_grant_type' }]);
    const missing = await oauth.token({ grant_type: 'authorization_code', code: 'x' });
    expect([missing.status, JSON.parse(missing.body).error]).toEqual([400, 'invalid_request']);
    expect(statusAndBody(await oauth.exchange('no-such-code', newPkce().verifier))).toEqual(invalidGrant);
  });

  test('an unregistered redirect_uri or client gets an error page, never a redirect', async () => {
    const unregistered: Array<Record<string, string>> = [
      { redirect_uri: 'https://evil.example/sso-callback' },
      { redirect_uri: `${server().baseUrl}/elsewhere` },
      { client_id: 'someone-else' },
    ];
    for (const params of unregistered) {
      const answer = await oauth.authorize({ code_challenge: newPkce().challenge, state: 's', ...params });
      expect(answer.status).toBe(400);
      expect(answer.location).toBeNull();
      expect(answer.body).toContain('Erro de autenticação');
    }
  });

  test('issue 25 item 8: another local port is not a registered callback: redirect_mismatch page, no redirect', async () => {
    const answer = await oauth.authorize({
      code_challenge: newPkce().challenge,
      state: 's',
      redirect_uri: 'http://localhost:1/sso-callback',
    });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(answer.body).toContain('redirect_mismatch');
  });

  test('issue 25 item 8: /logout goes back only to a registered sign-out URL', async () => {
    const logout = (logoutUri: string) =>
      oauth.get(
        oauth.hosted(`/logout?${new URLSearchParams({ client_id: 'pauta-web', logout_uri: logoutUri })}`),
      );
    const unregistered = await logout('http://localhost:1/');
    expect(unregistered.status).toBe(400);
    expect(unregistered.location).toBeNull();
    const registered = await logout(`${server().baseUrl}/`);
    expect(registered.status).toBe(302);
    expect(String(registered.location)).toBe(`${server().baseUrl}/`);
  });

  test('bad requests go back to the app with OAuth errors and the state', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ identity_provider: 'Desconhecido' }, 'invalid_request', 'Desconhecido'],
      [{ code_challenge: '' }, 'invalid_request', 'S256'],
      [{ code_challenge_method: 'plain' }, 'invalid_request', 'S256'],
      [{ response_type: 'token' }, 'unsupported_response_type', 'code'],
      [{ scope: 'openid admin' }, 'invalid_scope', 'scope'],
    ];
    for (const [params, error, described] of cases) {
      const answer = await oauth.authorize({
        code_challenge: newPkce().challenge,
        state: 'estado-1',
        ...params,
      });
      expect(answer.status).toBe(302);
      expect(`${answer.location?.origin}${answer.location?.pathname}`).toBe(oauth.callback());
      expect(answer.location?.searchParams.get('error')).toBe(error);
      expect(answer.location?.searchParams.get('error_description')).toContain(described);
      expect(answer.location?.searchParams.get('state')).toBe('estado-1');
      expect(answer.location?.searchParams.has('code')).toBe(false);
    }
  });

  test('"Cancelar" on the provider page returns access_denied, User cancelled login', async () => {
    const { answer } = await oauth.submitCorpLogin({ ...newPkce(), state: 'estado-2', action: 'cancel' });
    expect(answer.status).toBe(302);
    expect(String(answer.location)).toBe(
      `${oauth.callback()}?error=access_denied&error_description=User+cancelled+login&state=estado-2`,
    );
  });

  test('wrong corporate credentials stay on the page with an alert and the typed e-mail; the request still works', async () => {
    const { challenge, verifier } = newPkce();
    const { requestId, formToken, cookies } = await oauth.openCorpLogin({ challenge, state: 'estado-3' });
    const post = (password: string) =>
      oauth.postCorpLogin(
        { request: requestId, form_token: formToken, email: corpDemo.email, password, action: 'login' },
        { cookies },
      );
    const refused = await post('Errada@2026!');
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('<p role="alert" id="login-error">E-mail ou senha incorretos.</p>');
    expect(refused.body).toContain(`value="${corpDemo.email}"`);
    const accepted = await post(corpDemo.password);
    expect(accepted.status).toBe(302);
    const code = accepted.location?.searchParams.get('code') ?? '';
    expect((await oauth.exchange(code, verifier)).status).toBe(200);
    // The request was answered: submitting it again finds nothing.
    expect((await post(corpDemo.password)).status).toBe(400);
  });
});
