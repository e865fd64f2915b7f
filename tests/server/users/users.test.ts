import { expect, test } from 'vitest';
import { userSchema } from '../../../src/api-contract/user.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { accounts, basic, demoPassword, tokenCache } from '../support/credentials.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

describeOnEveryDatabase('GET /api/users/me', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  for (const key of ['seller', 'leader', 'admin', 'otherCompany'] as const) {
    test(`answers ${accounts[key].email} with their own user`, async () => {
      const account = accounts[key];
      const response = await server().get('/api/users/me', await tokenOf(account.email));
      expect(response.status).toBe(200);
      const user = userSchema.parse(await response.json());
      expect(user).toMatchObject({
        id: account.id,
        emailAddress: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        isAdmin: account.isAdmin,
        companyId: account.companyId,
        cognitoId: account.cognitoSub,
        authType: 'cognito',
      });
    });
  }

  test('answers 401 JSON without credentials', async () => {
    const response = await server().get('/api/users/me');
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).status).toBe(401);
  });

  test('answers 401 to a malformed token and to a token whose signature was tampered with', async () => {
    expect((await server().get('/api/users/me', 'Bearer not-a-jwt')).status).toBe(401);
    const [header, , signature] = (await tokenOf(accounts.seller.email)).slice('Bearer '.length).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: accounts.admin.cognitoSub, token_use: 'id' }),
    ).toString('base64url');
    const forged = await server().get('/api/users/me', `Bearer ${header}.${forgedPayload}.${signature}`);
    expect(forged.status).toBe(401);
    expect(apiErrorSchema.parse(await forged.json()).title).toBe('Unauthorized');
  });

  test('accepts basic credentials for a basic-auth user and refuses a wrong password', async () => {
    const legacy = accounts.legacyBasic;
    const response = await server().get('/api/users/me', basic(legacy.email, demoPassword));
    expect(response.status).toBe(200);
    expect(userSchema.parse(await response.json())).toMatchObject({
      id: legacy.id,
      authType: 'basic',
      cognitoId: null,
    });
    expect((await server().get('/api/users/me', basic(legacy.email, 'Errada@2026!'))).status).toBe(401);
  });

  test('refuses basic credentials for a user who signs in through the identity provider', async () => {
    const response = await server().get('/api/users/me', basic(accounts.seller.email, demoPassword));
    expect(response.status).toBe(401);
  });

  test('answers an unknown /api path with a JSON 404', async () => {
    const response = await server().get('/api/does-not-exist', await tokenOf(accounts.seller.email));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(apiErrorSchema.parse(await response.json()).status).toBe(404);
  });
});
