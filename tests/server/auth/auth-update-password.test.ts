import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts, basic, bearer, demoPassword, tokenCache } from '../support/credentials.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

describeOnEveryDatabase('PATCH /api/update-password', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const update = (authorization: string | undefined, body: unknown) =>
    fetch(`${server().baseUrl}/api/update-password`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const me = async (authorization: string) =>
    userSchema.parse(await (await server().get('/api/users/me', authorization)).json());

  /** A Cognito JSON-RPC call, as Amplify makes it. */
  const cognito = async (operation: string, body: unknown) =>
    fetch(`${server().baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });

  test('issue 25 item 10: a flagged identity-provider user whose password did not change keeps the flag', async () => {
    const token = await tokenOf(accounts.resetPassword.email);
    expect((await me(token)).resetPassword).toBe(true);
    for (const body of [
      { oldPassword: 'x', password: 'x' },
      { oldPassword: demoPassword, password: demoPassword },
    ]) {
      const refused = await update(token, body);
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(await refused.json()).message).toBe(
        'A senha ainda não foi alterada no provedor de identidade. Altere a senha e tente novamente.',
      );
    }
    expect((await me(token)).resetPassword).toBe(true);
  });

  test('an identity-provider user: once the password changed at the provider, the flag is cleared', async () => {
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'pauta-web',
      AuthParameters: { USERNAME: accounts.resetPassword.email, PASSWORD: demoPassword },
    });
    const { AuthenticationResult: tokens } = (await signIn.json()) as {
      AuthenticationResult: { IdToken: string; AccessToken: string };
    };
    const changed = await cognito('ChangePassword', {
      AccessToken: tokens.AccessToken,
      PreviousPassword: demoPassword,
      ProposedPassword: 'Nova@2026!',
    });
    expect(changed.status).toBe(200);
    const token = bearer(tokens.IdToken);
    const response = await update(token, { password: 'Nova@2026!', oldPassword: demoPassword });
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json())).toMatchObject({
      id: accounts.resetPassword.id,
      emailAddress: accounts.resetPassword.email,
      resetPassword: false,
      authType: 'cognito',
    });
    expect((await me(token)).resetPassword).toBe(false);
  });

  test('needs a signed-in caller and a complete body', async () => {
    expect((await update(undefined, { password: 'Nova@2026!', oldPassword: demoPassword })).status).toBe(401);
    const response = await update(await tokenOf(accounts.seller.email), { password: 'Nova@2026!' });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).status).toBe(400);
  });

  test('a basic user: the old password must match, the new one must follow the policy, then it is the password', async () => {
    const { email } = accounts.legacyBasic;
    const oldCredentials = basic(email, demoPassword);
    const wrongOld = await update(oldCredentials, { password: 'Nova@2026!', oldPassword: 'Errada@2026!' });
    expect(wrongOld.status).toBe(400);
    expect(apiErrorSchema.parse(await wrongOld.json()).message).toBe('Senha atual incorreta.');
    const weak = await update(oldCredentials, { password: 'fraca', oldPassword: demoPassword });
    expect(weak.status).toBe(400);
    expect(apiErrorSchema.parse(await weak.json()).message).toBe(
      'A senha não atende aos critérios de segurança. Verifique os requisitos de senha.',
    );
    expect((await server().get('/api/users/me', oldCredentials)).status).toBe(200);

    const response = await update(oldCredentials, { password: 'Nova@2026!', oldPassword: demoPassword });
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json())).toMatchObject({
      authType: 'basic',
      resetPassword: false,
    });
    expect((await server().get('/api/users/me', oldCredentials)).status).toBe(401);
    expect((await server().get('/api/users/me', basic(email, 'Nova@2026!'))).status).toBe(200);
  });
});
