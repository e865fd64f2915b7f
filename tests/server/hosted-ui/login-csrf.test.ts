import { beforeAll, expect, test } from 'vitest';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { corpDemo, newPkce, oauthClient } from './oauth-flow.ts';
import { hostedUiCertificate, type TlsResponse } from './tls-client.ts';

/**
 * Issue 25 item 9, login CSRF: another site's page must not be able to post its own corporate credentials
 * through the visitor's browser, which would then hold the attacker's hosted-UI session.
 */
describeOnEveryDatabase('hosted UI: the corporate login form refuses cross-site posts', (server) => {
  let ca = '';
  beforeAll(async () => {
    ca = await hostedUiCertificate(server());
  });
  const oauth = oauthClient(server, () => ca);
  const credentials = { email: corpDemo.email, password: corpDemo.password, action: 'login' };

  const expectRefused = (answer: TlsResponse) => {
    expect(answer.status).toBe(403);
    expect(answer.location).toBeNull();
    expect(answer.cookies.some((cookie) => cookie.startsWith('hosted_ui_session='))).toBe(false);
    expect(answer.body).toContain('Este formulário de login não é válido.');
  };

  test('a post with the request but without the form’s token and cookie is refused, and the form still works', async () => {
    const { verifier, challenge } = newPkce();
    const form = await oauth.openCorpLogin({ challenge, state: 'csrf-1' });
    expectRefused(await oauth.postCorpLogin({ request: form.requestId, ...credentials }));
    expectRefused(
      await oauth.postCorpLogin({ request: form.requestId, form_token: form.formToken, ...credentials }),
    );
    const answer = await oauth.postCorpLogin(
      { request: form.requestId, form_token: form.formToken, ...credentials },
      { cookies: form.cookies },
    );
    expect(answer.status).toBe(302);
    const code = answer.location?.searchParams.get('code') ?? '';
    expect((await oauth.exchange(code, verifier)).status).toBe(200);
  });

  test('a post the browser marks as coming from another site is refused, token and cookie or not', async () => {
    const form = await oauth.openCorpLogin({ ...newPkce(), state: 'csrf-2' });
    const sent = { request: form.requestId, form_token: form.formToken, ...credentials };
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(
        await oauth.postCorpLogin(sent, { cookies: form.cookies, headers: { 'sec-fetch-site': site } }),
      );
    }
    expectRefused(
      await oauth.postCorpLogin(
        { ...sent, action: 'cancel' },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      ),
    );
  });

  test('the token and cookie of one form do not post another request', async () => {
    const mine = await oauth.openCorpLogin({ ...newPkce(), state: 'csrf-3' });
    const theirs = await oauth.openCorpLogin({ ...newPkce(), state: 'csrf-4' });
    expectRefused(
      await oauth.postCorpLogin(
        { request: theirs.requestId, form_token: mine.formToken, ...credentials },
        { cookies: mine.cookies },
      ),
    );
  });
});
