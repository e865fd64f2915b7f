import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  signIn,
  signOut,
  type AuthSession,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * The real aws-amplify v6 client against the local identity service. Amplify is a process singleton,
 * so everything runs in this one file, in order, signing out after each test.
 */

// Amplify treats tokens as expired 5 s before `exp`: with 8 s tokens a fresh session is valid and,
// after waiting 3.5 s, expired.
const SHORT_TOKEN_TTL = '8';
const PASSWORD = 'Demo@2026!';

let server: IdentityServer;
let sellerSub: string;
const storage = new Map<string, string>();

beforeAll(async () => {
  server = await startIdentityServer({
    ID_TOKEN_TTL_SECONDS: SHORT_TOKEN_TTL,
    ACCESS_TOKEN_TTL_SECONDS: SHORT_TOKEN_TTL,
  });
  ({ sub: sellerSub } = await server.identity.userPool.adminCreateUser({
    email: 'vendedor@demo.com.br',
    password: PASSWORD,
    givenName: 'Valéria',
    familyName: 'Souza',
  }));
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: server.config.userPoolId,
        userPoolClientId: server.config.userPoolClientId,
        userPoolEndpoint: server.endpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void storage.set(key, value),
    getItem: async (key) => storage.get(key) ?? null,
    removeItem: async (key) => void storage.delete(key),
    clear: async () => storage.clear(),
  });
});

afterEach(async () => {
  await signOut();
  server.operationsSeen.length = 0;
});

afterAll(async () => {
  await server?.close();
});

function storedRefreshToken(): string {
  const entry = [...storage.entries()].find(([key]) => key.endsWith('.refreshToken'));
  if (!entry) throw new Error('Amplify stored no refresh token');
  return entry[1];
}

function tokensOf(session: AuthSession) {
  const idToken = session.tokens?.idToken?.toString();
  const accessToken = session.tokens?.accessToken.toString();
  if (!idToken || !accessToken) throw new Error('the session has no tokens');
  return { idToken, accessToken };
}

async function refreshWith(refreshToken: string) {
  const response = await server.call('GetTokensFromRefreshToken', {
    ClientId: server.config.userPoolClientId,
    RefreshToken: refreshToken,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signInFailure(input: Parameters<typeof signIn>[0]) {
  const error: unknown = await signIn(input).then(
    () => new Error('signIn succeeded'),
    (failure: unknown) => failure,
  );
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: '', message: String(error) };
}

describe('aws-amplify v6 against the local identity service', () => {
  it('signs in with the default USER_SRP_AUTH flow and issues tokens verifiable through the JWKS', async () => {
    const result = await signIn({ username: 'Vendedor@Demo.com.br', password: PASSWORD });

    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(server.operationsSeen).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    const { idToken, accessToken } = tokensOf(await fetchAuthSession());
    const jwks = createRemoteJWKSet(new URL(server.config.jwksUrl));
    const { payload: id, protectedHeader } = await jwtVerify(idToken, jwks, {
      issuer: server.config.issuer,
      audience: server.config.userPoolClientId,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(id).toMatchObject({
      sub: sellerSub,
      email: 'vendedor@demo.com.br',
      email_verified: true,
      given_name: 'Valéria',
      family_name: 'Souza',
      'cognito:username': 'vendedor@demo.com.br',
      token_use: 'id',
      auth_time: expect.any(Number),
      origin_jti: expect.any(String),
      event_id: expect.any(String),
      jti: expect.any(String),
    });
    expect(id.exp! - id.iat!).toBe(Number(SHORT_TOKEN_TTL));
    const { payload: access } = await jwtVerify(accessToken, jwks, { issuer: server.config.issuer });
    expect(access).toMatchObject({
      sub: sellerSub,
      client_id: server.config.userPoolClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: 'vendedor@demo.com.br',
      origin_jti: id.origin_jti,
      event_id: id.event_id,
    });
    expect(access.jti).not.toBe(id.jti);
  });

  it('signs in with USER_PASSWORD_AUTH', async () => {
    const result = await signIn({
      username: 'vendedor@demo.com.br',
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });

    expect(result.nextStep.signInStep).toBe('DONE');
    expect(server.operationsSeen).toEqual(['InitiateAuth']);
  });

  it('refuses a wrong password with Cognito\u2019s error, in both flows', async () => {
    const expected = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    expect(await signInFailure({ username: 'vendedor@demo.com.br', password: 'Errada@2026' })).toEqual(
      expected,
    );
    expect(
      await signInFailure({
        username: 'vendedor@demo.com.br',
        password: 'Errada@2026',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      }),
    ).toEqual(expected);
  });

  it('refuses an unknown user as a wrong password, not telling it does not exist', async () => {
    expect(await signInFailure({ username: 'ninguem@demo.com.br', password: PASSWORD })).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('turns UNCONFIRMED and RESET_REQUIRED users into Amplify next steps', async () => {
    await server.identity.userPool.adminCreateUser({
      email: 'novo@demo.com.br',
      password: PASSWORD,
      status: 'UNCONFIRMED',
    });
    await server.identity.userPool.adminCreateUser({
      email: 'reset@demo.com.br',
      password: PASSWORD,
      status: 'RESET_REQUIRED',
    });

    expect((await signIn({ username: 'novo@demo.com.br', password: PASSWORD })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_UP',
    );
    expect((await signIn({ username: 'reset@demo.com.br', password: PASSWORD })).nextStep.signInStep).toBe(
      'RESET_PASSWORD',
    );
  });

  it('asks a FORCE_CHANGE_PASSWORD user for a new password and signs in with it', async () => {
    // With a first and last name: a user without them is asked for them (tests/server/people).
    await server.identity.userPool.adminCreateUser({
      email: 'lider@demo.com.br',
      password: 'Temporaria@1',
      givenName: 'Mariana',
      familyName: 'Costa',
      status: 'FORCE_CHANGE_PASSWORD',
    });

    const first = await signIn({ username: 'lider@demo.com.br', password: 'Temporaria@1' });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
    });
    await expect(confirmSignIn({ challengeResponse: 'fraca' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    const confirmed = await confirmSignIn({ challengeResponse: 'Nova@Senha2026' });
    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect(await server.identity.userPool.findUserByEmail('LIDER@demo.com.br')).toMatchObject({
      status: 'CONFIRMED',
    });

    await signOut();
    expect((await signInFailure({ username: 'lider@demo.com.br', password: 'Temporaria@1' })).name).toBe(
      'NotAuthorizedException',
    );
    expect((await signIn({ username: 'lider@demo.com.br', password: 'Nova@Senha2026' })).isSignedIn).toBe(
      true,
    );
  });

  it('refreshes through GetTokensFromRefreshToken on fetchAuthSession({ forceRefresh: true })', async () => {
    await signIn({ username: 'vendedor@demo.com.br', password: PASSWORD });
    const before = tokensOf(await fetchAuthSession());
    const refreshToken = storedRefreshToken();
    server.operationsSeen.length = 0;

    const after = tokensOf(await fetchAuthSession({ forceRefresh: true }));

    expect(server.operationsSeen).toEqual(['GetTokensFromRefreshToken']);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.idToken).not.toBe(before.idToken);
    expect(storedRefreshToken()).toBe(refreshToken);
  });

  it('refreshes an expired access token on fetchAuthSession()', async () => {
    await signIn({ username: 'vendedor@demo.com.br', password: PASSWORD });
    const fresh = tokensOf(await fetchAuthSession());
    expect(tokensOf(await fetchAuthSession()).accessToken).toBe(fresh.accessToken);
    server.operationsSeen.length = 0;

    await new Promise((resolve) => setTimeout(resolve, 3500));
    const renewed = tokensOf(await fetchAuthSession());

    expect(server.operationsSeen).toEqual(['GetTokensFromRefreshToken']);
    expect(renewed.accessToken).not.toBe(fresh.accessToken);
  });

  it('reads the user attributes with GetUser', async () => {
    await signIn({ username: 'vendedor@demo.com.br', password: PASSWORD });

    expect(await fetchUserAttributes()).toEqual({
      sub: sellerSub,
      email: 'vendedor@demo.com.br',
      email_verified: 'true',
      given_name: 'Valéria',
      family_name: 'Souza',
    });
    expect(server.operationsSeen).toContain('GetUser');
  });

  it('signOut() revokes the refresh token and the access tokens of its sign-in', async () => {
    await signIn({ username: 'vendedor@demo.com.br', password: PASSWORD });
    const { accessToken } = tokensOf(await fetchAuthSession());
    const refreshToken = storedRefreshToken();
    expect((await refreshWith(refreshToken)).status).toBe(200);

    await signOut();

    expect(server.operationsSeen).toContain('RevokeToken');
    expect(await refreshWith(refreshToken)).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
    });
    const getUser = await server.call('GetUser', { AccessToken: accessToken });
    expect(await getUser.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('signOut({ global: true }) revokes every sign-in of the user', async () => {
    const otherDevice = await server.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.config.userPoolClientId,
      AuthParameters: { USERNAME: 'vendedor@demo.com.br', PASSWORD },
    });
    const { AuthenticationResult } = (await otherDevice.json()) as {
      AuthenticationResult: { RefreshToken: string };
    };
    await signIn({ username: 'vendedor@demo.com.br', password: PASSWORD });
    const refreshToken = storedRefreshToken();

    await signOut({ global: true });

    expect(server.operationsSeen).toContain('GlobalSignOut');
    expect(server.operationsSeen).not.toContain('RevokeToken');
    for (const token of [refreshToken, AuthenticationResult.RefreshToken]) {
      expect((await refreshWith(token)).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
    }
  });
});
