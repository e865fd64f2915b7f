import { decodeJwt, SignJWT, type JWTPayload } from 'jose';
import { expect, test } from 'vitest';
import { loadOrCreateSigningKey } from '../../../server/identity/signing-keys.ts';
import { accounts, bearer, demoPassword } from '../support/credentials.ts';
import { describeOnEveryDatabase, type TestServer } from '../support/test-server.ts';

type Tokens = { IdToken: string; AccessToken: string; RefreshToken: string };

async function cognito(server: TestServer, operation: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
}

async function signIn(server: TestServer, email: string): Promise<Tokens> {
  const response = await cognito(server, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: 'pauta-web',
    AuthParameters: { USERNAME: email, PASSWORD: demoPassword },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { AuthenticationResult: Tokens }).AuthenticationResult;
}

/** The claims of a real id token, signed again with the pool's own key and header. */
async function resigned(server: TestServer, claims: JWTPayload): Promise<string> {
  const key = await loadOrCreateSigningKey(server.running.db);
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
}

const without = (claims: JWTPayload, name: string): JWTPayload =>
  Object.fromEntries(Object.entries(claims).filter(([claim]) => claim !== name));

describeOnEveryDatabase('the API’s bearer tokens (issue 25)', (server) => {
  const me = (token: string) => server().get('/api/users/me', bearer(token));

  test('item 11: after GlobalSignOut the API refuses the id tokens of that sign-in', async () => {
    const tokens = await signIn(server(), accounts.seller.email);
    expect((await me(tokens.IdToken)).status).toBe(200);
    const signOut = await cognito(server(), 'GlobalSignOut', { AccessToken: tokens.AccessToken });
    expect(signOut.status).toBe(200);
    expect((await me(tokens.IdToken)).status).toBe(401);
  });

  test('item 11: after RevokeToken the API refuses the id tokens of that refresh token', async () => {
    const tokens = await signIn(server(), accounts.seller.email);
    const other = await signIn(server(), accounts.seller.email);
    const revoke = await cognito(server(), 'RevokeToken', {
      ClientId: 'pauta-web',
      Token: tokens.RefreshToken,
    });
    expect(revoke.status).toBe(200);
    expect((await me(tokens.IdToken)).status).toBe(401);
    // Another sign-in of the same user keeps working.
    expect((await me(other.IdToken)).status).toBe(200);
  });

  // The API keeps a token's verified claims between requests (server/http/verified-tokens.ts): what the
  // signature proves is checked once, whether the sign-in and the person are still in on every request.
  test('issue 29: a token already verified is refused at once after GlobalSignOut, every time', async () => {
    const tokens = await signIn(server(), accounts.leader.email);
    expect((await me(tokens.IdToken)).status).toBe(200);
    expect((await me(tokens.IdToken)).status).toBe(200);
    await cognito(server(), 'GlobalSignOut', { AccessToken: tokens.AccessToken });
    expect((await me(tokens.IdToken)).status).toBe(401);
    expect((await me(tokens.IdToken)).status).toBe(401);
  });

  test('issue 29: a token already verified, sent with another signature, is refused', async () => {
    const { IdToken } = await signIn(server(), accounts.seller.email);
    expect((await me(IdToken)).status).toBe(200);
    const [header, claims, signature] = IdToken.split('.') as [string, string, string];
    const last = signature.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${header}.${claims}.${signature.slice(0, -2)}${last}${signature.at(-1)}`;
    expect((await me(forged)).status).toBe(401);
    expect((await me(IdToken)).status).toBe(200);
  });

  test('issue 29: a sign-in the pool never made is refused, though signed with its key', async () => {
    const claims = decodeJwt((await signIn(server(), accounts.seller.email)).IdToken);
    const unknown = await resigned(server(), { ...claims, origin_jti: crypto.randomUUID() });
    expect((await me(unknown)).status).toBe(401);
  });

  test('issue 29: a person deactivated after their token was verified is refused on the next request', async () => {
    const { IdToken } = await signIn(server(), accounts.joao.email);
    expect((await me(IdToken)).status).toBe(200);
    const db = server().running.db;
    await db.query('UPDATE users SET deactivated_at = now() WHERE lower(email_address) = lower($1)', [
      accounts.joao.email,
    ]);
    try {
      expect((await me(IdToken)).status).toBe(401);
    } finally {
      await db.query('UPDATE users SET deactivated_at = NULL WHERE lower(email_address) = lower($1)', [
        accounts.joao.email,
      ]);
    }
  });

  test('item 14: an id token signed with the pool’s key is refused without exp, iat, token_use or aud', async () => {
    const claims = decodeJwt((await signIn(server(), accounts.seller.email)).IdToken);
    // The forgery itself is sound: the same claims signed again are accepted.
    expect((await me(await resigned(server(), claims))).status).toBe(200);
    for (const claim of ['exp', 'iat', 'token_use', 'aud', 'origin_jti']) {
      const answer = await me(await resigned(server(), without(claims, claim)));
      expect({ claim, status: answer.status }).toEqual({ claim, status: 401 });
    }
  });

  test('item 14: the identity service refuses an access token signed with its key but without exp', async () => {
    const claims = decodeJwt((await signIn(server(), accounts.seller.email)).AccessToken);
    const getUser = async (claimsSent: JWTPayload) =>
      cognito(server(), 'GetUser', { AccessToken: await resigned(server(), claimsSent) });
    expect((await getUser(claims)).status).toBe(200);
    const refused = await getUser(without(claims, 'exp'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});
