import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityService } from '../../../server/identity/index.ts';
import { N } from '../../../server/identity/srp.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** The wire protocol as plain HTTP: what any Cognito client, not only Amplify, sees. */

const PASSWORD = 'Demo@2026!';
let server: IdentityServer;
let clockOffsetMs = 0;
const advanceClock = (seconds: number) => (clockOffsetMs += seconds * 1000);

beforeAll(async () => {
  server = await startIdentityServer(
    { REFRESH_TOKEN_TTL_SECONDS: '7200' },
    () => new Date(Date.now() + clockOffsetMs),
  );
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'vendedor@demo.com.br', password: PASSWORD, givenName: 'Valéria' });
  await adminCreateUser({ email: 'novo@demo.com.br', password: PASSWORD, status: 'UNCONFIRMED' });
  await adminCreateUser({ email: 'reset@demo.com.br', password: PASSWORD, status: 'RESET_REQUIRED' });
});

afterEach(() => {
  clockOffsetMs = 0;
});

afterAll(async () => {
  await server?.close();
});

async function call(operation: string, body: unknown) {
  const response = await server.call(operation, body);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

function passwordAuth(username: string, password: string) {
  return call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.config.userPoolClientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

async function signedIn() {
  const { body } = await passwordAuth('vendedor@demo.com.br', PASSWORD);
  return body.AuthenticationResult as {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
  };
}

describe('errors, shaped as Cognito shapes them', () => {
  it('answers 400 with __type, message and the x-amzn-errortype header', async () => {
    const wrong = await passwordAuth('vendedor@demo.com.br', 'Errada@2026');

    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(wrong.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(wrong.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it.each([
    // User existence errors are prevented (issue 25 item 12): an unknown user reads as a wrong password.
    [
      'an unknown user',
      'ninguem@demo.com.br',
      PASSWORD,
      'NotAuthorizedException',
      'Incorrect username or password.',
    ],
    [
      'an unconfirmed user',
      'novo@demo.com.br',
      PASSWORD,
      'UserNotConfirmedException',
      'User is not confirmed.',
    ],
    [
      'an unconfirmed user with a wrong password',
      'novo@demo.com.br',
      'x',
      'NotAuthorizedException',
      'Incorrect username or password.',
    ],
    [
      'a user awaiting a reset',
      'reset@demo.com.br',
      PASSWORD,
      'PasswordResetRequiredException',
      'Password reset required for the user',
    ],
  ])('refuses %s', async (_case, username, password, type, message) => {
    expect((await passwordAuth(username, password)).body).toEqual({ __type: type, message });
  });

  it('refuses an unknown operation, a missing target and a body that is not JSON', async () => {
    expect((await call('DescribeUserPool', {})).body).toMatchObject({
      __type: 'com.amazon.coral.service#UnknownOperationException',
    });
    const untargeted = await fetch(server.endpoint, { method: 'POST', body: '{}' });
    expect(untargeted.status).toBe(400);
    expect(untargeted.headers.get('x-amzn-errortype')).toContain('UnknownOperationException');
    const garbled = await fetch(server.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: '{not json',
    });
    expect(await garbled.json()).toMatchObject({ __type: 'SerializationException' });
  });

  it('refuses an unknown client id and missing parameters', async () => {
    const base = {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'vendedor@demo.com.br', PASSWORD },
    };
    expect((await call('InitiateAuth', { ...base, ClientId: 'nope' })).body).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client nope does not exist.',
    });
    expect((await call('InitiateAuth', base)).body).toMatchObject({
      __type: 'InvalidParameterException',
      message: expect.stringContaining("'clientId'"),
    });
    const withoutPassword = {
      ...base,
      ClientId: server.config.userPoolClientId,
      AuthParameters: { USERNAME: 'a' },
    };
    expect((await call('InitiateAuth', withoutPassword)).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Missing required parameter PASSWORD',
    });
    // An admin flow is not a client's (CUSTOM_AUTH is: custom-auth-protocol.test.ts).
    expect((await call('InitiateAuth', { ...withoutPassword, AuthFlow: 'ADMIN_NO_SRP_AUTH' })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'ADMIN_NO_SRP_AUTH flow not enabled for this client',
    });
    expect((await call('GetUser', {})).body).toMatchObject({ __type: 'InvalidParameterException' });
  });
});

describe('USER_SRP_AUTH', () => {
  const srpAuth = (SRP_A: string) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: server.config.userPoolClientId,
      AuthParameters: { USERNAME: 'VENDEDOR@demo.com.br', SRP_A },
    });

  it('answers PASSWORD_VERIFIER with the salt, B, a secret block and the internal username', async () => {
    const { body } = await srpAuth('abc123');

    expect(body).toEqual({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: {
        SALT: expect.stringMatching(/^[0-9a-f]+$/),
        SRP_B: expect.stringMatching(/^[0-9a-f]+$/),
        SECRET_BLOCK: expect.any(String),
        USER_ID_FOR_SRP: 'vendedor@demo.com.br',
        USERNAME: 'vendedor@demo.com.br',
      },
    });
  });

  it('refuses A when A mod N is 0', async () => {
    expect((await srpAuth(N.toString(16))).body).toMatchObject({ __type: 'InvalidParameterException' });
    expect((await srpAuth('0')).body).toMatchObject({ __type: 'InvalidParameterException' });
  });

  it('refuses a wrong proof, and the secret block cannot be answered twice', async () => {
    const { body } = await srpAuth('abc123');
    const secretBlock = (body.ChallengeParameters as { SECRET_BLOCK: string }).SECRET_BLOCK;
    const answer = () =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: server.config.userPoolClientId,
        ChallengeResponses: {
          USERNAME: 'vendedor@demo.com.br',
          PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
          TIMESTAMP: 'Sun Nov 22 00:10:40 UTC 2026',
          PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString('base64'),
        },
      });

    expect((await answer()).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await answer()).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('NEW_PASSWORD_REQUIRED', () => {
  it('refuses an answer without a valid session', async () => {
    const { body } = await call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: server.config.userPoolClientId,
      Session: 'forged',
      ChallengeResponses: { USERNAME: 'vendedor@demo.com.br', NEW_PASSWORD: 'Nova@Senha2026' },
    });

    expect(body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('gives the challenge with the user attributes after a correct password', async () => {
    // With a first and last name: a user without them is asked for them (tests/server/people).
    await server.identity.userPool.adminCreateUser({
      email: 'forcado@demo.com.br',
      password: 'Temporaria@1',
      givenName: 'Fábio',
      familyName: 'Forçado',
      status: 'FORCE_CHANGE_PASSWORD',
    });

    const { body } = await passwordAuth('forcado@demo.com.br', 'Temporaria@1');

    expect(body).toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: expect.any(String),
      ChallengeParameters: { USER_ID_FOR_SRP: 'forcado@demo.com.br', requiredAttributes: '[]' },
    });
    expect(JSON.parse((body.ChallengeParameters as { userAttributes: string }).userAttributes)).toMatchObject(
      {
        email: 'forcado@demo.com.br',
      },
    );
    expect(body).not.toHaveProperty('AuthenticationResult');
  });
});

describe('tokens', () => {
  it('refreshes with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken without rotating the refresh token', async () => {
    const { RefreshToken } = await signedIn();
    const viaInitiateAuth = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: server.config.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    });
    const viaGetTokens = await call('GetTokensFromRefreshToken', {
      ClientId: server.config.userPoolClientId,
      RefreshToken,
    });

    for (const { status, body } of [viaInitiateAuth, viaGetTokens]) {
      expect(status).toBe(200);
      expect(body.AuthenticationResult).toEqual({
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      });
    }
  });

  it("puts a linked user's identities in every id token as an array, and none in a plain user's", async () => {
    const identities = [
      {
        userId: 'ext-42',
        providerName: 'CorpDemo',
        providerType: 'OIDC',
        issuer: null,
        primary: 'true',
        dateCreated: '1767225600000',
      },
    ];
    await server.identity.userPool.adminCreateUser({
      email: 'vinculada@demo.com.br',
      password: PASSWORD,
      attributes: { identities: JSON.stringify(identities), 'custom:team': 'Comercial' },
    });
    const { body } = await passwordAuth('vinculada@demo.com.br', PASSWORD);
    const signIn = body.AuthenticationResult as { IdToken: string; RefreshToken: string };
    const refreshed = await call('GetTokensFromRefreshToken', {
      ClientId: server.config.userPoolClientId,
      RefreshToken: signIn.RefreshToken,
    });
    const refreshedIdToken = (refreshed.body.AuthenticationResult as { IdToken: string }).IdToken;

    for (const idToken of [signIn.IdToken, refreshedIdToken]) {
      expect(decodeJwt(idToken)).toMatchObject({ identities, 'custom:team': 'Comercial' });
    }
    expect(decodeJwt((await signedIn()).IdToken)).not.toHaveProperty('identities');
  });

  it('refuses unknown and expired refresh tokens', async () => {
    const refresh = (RefreshToken: string) =>
      call('GetTokensFromRefreshToken', { ClientId: server.config.userPoolClientId, RefreshToken });
    const { RefreshToken } = await signedIn();

    expect((await refresh('not-a-token')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    advanceClock(7201);
    expect((await refresh(RefreshToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });

  it('GetUser refuses invalid and expired access tokens', async () => {
    const { AccessToken, IdToken } = await signedIn();

    expect((await call('GetUser', { AccessToken })).body).toMatchObject({ Username: 'vendedor@demo.com.br' });
    expect((await call('GetUser', { AccessToken: IdToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    expect((await call('GetUser', { AccessToken: `${AccessToken}x` })).body).toMatchObject({
      message: 'Invalid Access Token',
    });
    advanceClock(3601);
    expect((await call('GetUser', { AccessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });

  it('RevokeToken revokes the family of the refresh token only', async () => {
    const revoked = await signedIn();
    const kept = await signedIn();

    const { status } = await call('RevokeToken', {
      ClientId: server.config.userPoolClientId,
      Token: revoked.RefreshToken,
    });

    expect(status).toBe(200);
    expect((await call('GetUser', { AccessToken: revoked.AccessToken })).body).toMatchObject({
      message: 'Access Token has been revoked',
    });
    expect((await call('GetUser', { AccessToken: kept.AccessToken })).status).toBe(200);
  });

  it('GlobalSignOut refuses a revoked access token', async () => {
    const { AccessToken } = await signedIn();

    expect((await call('GlobalSignOut', { AccessToken })).status).toBe(200);
    expect((await call('GlobalSignOut', { AccessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('keeps its signing key across restarts and publishes it at the JWKS URL', async () => {
    const { AccessToken } = await signedIn();
    const jwks = (await (await fetch(server.config.jwksUrl)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) }),
    ]);
    expect(jwks.keys[0]).not.toHaveProperty('d');

    const restarted = await createIdentityService({ db: server.db, config: server.config });
    const path = `/${server.config.userPoolId}/.well-known/jwks.json`;
    expect(await (await restarted.routes.request(path)).json()).toEqual(jwks);
    const getUser = await restarted.routes.request('/', {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: JSON.stringify({ AccessToken }),
    });
    expect(getUser.status).toBe(200);
  });
});

describe('HTTP surface', () => {
  it('answers the CORS preflight of a browser on any origin', async () => {
    const preflight = await fetch(server.endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'content-type',
      'x-amz-target',
      'x-amz-user-agent',
      'cache-control',
      'authorization',
    ]) {
      expect(allowed).toContain(header);
    }
  });

  it('answers on /cognito/ as on /cognito, with CORS headers on the answer', async () => {
    const response = await fetch(`${server.endpoint}/`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost:5173',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.config.userPoolClientId,
        AuthParameters: { USERNAME: 'vendedor@demo.com.br', PASSWORD },
      }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('userPool (the seeding API)', () => {
  it('creates users idempotently by e-mail, whatever the case, keeping the first password', async () => {
    const { adminCreateUser, findUserByEmail } = server.identity.userPool;
    const first = await adminCreateUser({
      email: 'Admin@Demo.com.br',
      password: PASSWORD,
      sub: 'fixed-sub-1',
    });
    const again = await adminCreateUser({ email: 'admin@demo.com.br', password: 'Outra@Senha1' });

    expect(first).toEqual({ sub: 'fixed-sub-1' });
    expect(again).toEqual(first);
    expect(await findUserByEmail('ADMIN@demo.com.br')).toEqual({
      sub: 'fixed-sub-1',
      email: 'Admin@Demo.com.br',
      status: 'CONFIRMED',
    });
    expect(await findUserByEmail('nobody@demo.com.br')).toBeNull();
    expect((await passwordAuth('admin@demo.com.br', PASSWORD)).status).toBe(200);
  });

  it('never stores the password', async () => {
    const rows = await server.db.query('SELECT * FROM identity_users');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });
});
