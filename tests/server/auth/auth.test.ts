import { expect, test } from 'vitest';
import { basicLoginResponseSchema, ssoProviderResponseSchema } from '../../../src/api-contract/auth.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts, basic, bearer, demoPassword, signIn } from '../support/credentials.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const wrongCredentials = {
  status: 401,
  title: 'Email ou senha incorretos. Por favor, tente novamente.',
  message: 'Email ou senha incorretos. Por favor, tente novamente.',
};

describeOnEveryDatabase('POST /api/auth/basic-login', (server) => {
  const basicLogin = (body: unknown) =>
    fetch(`${server().baseUrl}/api/auth/basic-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  test('a basic user with the right password gets authType basic and no cognitoId', async () => {
    const response = await basicLogin({ email: accounts.legacyBasic.email, password: demoPassword });
    expect(response.status).toBe(200);
    expect(basicLoginResponseSchema.parse(await response.json())).toEqual({
      authType: 'basic',
      cognitoId: null,
    });
  });

  test('a user flagged for migration moves to the identity provider with the same password', async () => {
    const { email } = accounts.migrated;
    const before = await server().get('/api/users/me', basic(email, demoPassword));
    expect(userSchema.parse(await before.json())).toMatchObject({ authType: 'basic', cognitoId: null });

    const response = await basicLogin({ email: email.toUpperCase(), password: demoPassword });
    expect(response.status).toBe(200);
    const body = basicLoginResponseSchema.parse(await response.json());
    expect(body).toEqual({ authType: 'cognito', cognitoId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // What the SPA does next: the provider sign-in again, which now succeeds.
    const idToken = await signIn(server().baseUrl, email, demoPassword);
    const me = await server().get('/api/users/me', bearer(idToken));
    expect(userSchema.parse(await me.json())).toMatchObject({
      id: accounts.migrated.id,
      authType: 'cognito',
      cognitoId: body.cognitoId,
    });
    // Basic credentials are over for this user, in the API and in the fallback.
    expect((await server().get('/api/users/me', basic(email, demoPassword))).status).toBe(401);
    expect(await (await basicLogin({ email, password: demoPassword })).json()).toEqual(wrongCredentials);
  });

  test('a wrong password, an unknown e-mail or an identity-provider user get the same 401', async () => {
    for (const body of [
      { email: accounts.legacyBasic.email, password: 'Errada@2026!' },
      { email: 'ninguem@demo.com.br', password: demoPassword },
      { email: accounts.seller.email, password: demoPassword },
    ]) {
      const response = await basicLogin(body);
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(await response.json())).toEqual(wrongCredentials);
    }
  });

  test('a malformed body is a 400', async () => {
    for (const body of [
      { email: 'não é e-mail', password: 'x' },
      { email: accounts.legacyBasic.email },
      '{',
    ]) {
      const response = await basicLogin(body);
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).status).toBe(400);
    }
  });

  test('ten failures for an e-mail in 15 minutes block it (429), even with the right password; others go on', async () => {
    // A fresh e-mail of its own, so the other tests of this file keep their budget.
    const target = 'bloqueio@demo.com.br';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await basicLogin({ email: target, password: 'Errada@2026!' })).status).toBe(401);
    }
    const blocked = await basicLogin({ email: target.toUpperCase(), password: demoPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(apiErrorSchema.parse(await blocked.json())).toEqual({
      status: 429,
      title:
        'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
      message:
        'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    });
    const other = await basicLogin({ email: accounts.legacyBasic.email, password: demoPassword });
    expect(other.status).toBe(200);
  });

  test('wrong passwords signed on API calls (Basic) spend the same budget: no route guesses for free', async () => {
    const target = 'adivinha@demo.com.br';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await server().get('/api/users/me', basic(target, `Errada${attempt}@2026!`))).status).toBe(401);
    }
    const blocked = await server().get('/api/meetings', basic(target, demoPassword));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(apiErrorSchema.parse(await blocked.json()).message).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    );
    expect((await basicLogin({ email: target, password: demoPassword })).status).toBe(429);
  });
});

describeOnEveryDatabase('GET /api/auth/sso-provider', (server) => {
  const providerOf = (email?: string) =>
    server().get(`/api/auth/sso-provider${email === undefined ? '' : `?${new URLSearchParams({ email })}`}`);

  test('the demo SSO domain maps to CorpDemo, whatever the case of the e-mail', async () => {
    for (const email of [accounts.sso.email, 'Alguem@EMPRESA-SSO.com.br']) {
      const response = await providerOf(email);
      expect(response.status).toBe(200);
      expect(ssoProviderResponseSchema.parse(await response.json())).toEqual({ provider: 'CorpDemo' });
    }
  });

  test('a domain without SSO is a 404 JSON', async () => {
    const response = await providerOf(accounts.seller.email);
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).status).toBe(404);
  });

  test('a missing or malformed e-mail is a 400', async () => {
    expect((await providerOf('sem-arroba')).status).toBe(400);
    expect((await providerOf()).status).toBe(400);
  });
});
