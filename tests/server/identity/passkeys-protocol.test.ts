import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';
import { SoftwareAuthenticator, type CeremonyOptions } from './software-authenticator.ts';

/**
 * Passkeys over the wire: StartWebAuthnRegistration, CompleteWebAuthnRegistration, ListWebAuthnCredentials,
 * DeleteWebAuthnCredential and the WEB_AUTHN first factor, with Cognito's exception names, as any client sees
 * them. A software authenticator stands in for the browser (the end-to-end suite drives Chromium's).
 */

const PASSWORD = 'Demo@2026!';
let server: IdentityServer;
/** chave@'s passkey, registered by the first test and used to sign in later. */
let chave: SoftwareAuthenticator;

beforeAll(async () => {
  server = await startIdentityServer({ IDENTITY_FIRST_FACTORS: 'PASSWORD,EMAIL_OTP,WEB_AUTHN' });
  for (const email of ['chave@demo.com.br', 'outra@demo.com.br', 'cheia@demo.com.br'])
    await server.identity.userPool.adminCreateUser({ email, password: PASSWORD });
});

afterAll(async () => {
  await server?.close();
});

type Body = Record<string, unknown> & {
  Session?: string;
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { AccessToken: string };
};

async function call(operation: string, body: unknown) {
  const response = await server.call(operation, body);
  return { status: response.status, body: (await response.json()) as Body };
}

async function expectRefusal(operation: string, body: unknown, type: string, message?: string) {
  const { status, body: answer } = await call(operation, body);
  expect(status).toBe(400);
  expect(answer).toMatchObject({ __type: type, ...(message ? { message } : {}) });
}

async function accessTokenOf(email: string): Promise<string> {
  const { body } = await call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.config.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  if (!body.AuthenticationResult) throw new Error(`no tokens for ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

async function startRegistration(AccessToken: string): Promise<CeremonyOptions> {
  const { status, body } = await call('StartWebAuthnRegistration', { AccessToken });
  expect(status).toBe(200);
  return body.CredentialCreationOptions as CeremonyOptions;
}

async function register(AccessToken: string, authenticator: SoftwareAuthenticator): Promise<void> {
  const options = await startRegistration(AccessToken);
  const { status, body } = await call('CompleteWebAuthnRegistration', {
    AccessToken,
    Credential: authenticator.register(options),
  });
  expect({ status, body }).toEqual({ status: 200, body: {} });
}

const listOf = async (AccessToken: string, extra: Record<string, unknown> = {}) =>
  (await call('ListWebAuthnCredentials', { AccessToken, ...extra })).body;

describe('registering a passkey', () => {
  it('offers creation options for the relying party of PUBLIC_URL, then stores the verified credential', async () => {
    const token = await accessTokenOf('chave@demo.com.br');
    const options = (await startRegistration(token)) as CeremonyOptions & Record<string, unknown>;
    expect(options.rp).toEqual({ name: 'Pauta', id: '127.0.0.1' });
    expect(options).toMatchObject({
      user: { name: 'chave@demo.com.br' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const authenticator = new SoftwareAuthenticator(server.base);
    chave = authenticator;
    expect(
      (
        await call('CompleteWebAuthnRegistration', {
          AccessToken: token,
          Credential: authenticator.register(options),
        })
      ).status,
    ).toBe(200);

    const { Credentials } = await listOf(token);
    expect(Credentials).toEqual([
      {
        CredentialId: authenticator.id,
        FriendlyCredentialName: 'Passkey',
        RelyingPartyId: '127.0.0.1',
        AuthenticatorAttachment: 'platform',
        AuthenticatorTransports: ['internal'],
        CreatedAt: expect.any(Number),
      },
    ]);
    // The next registration excludes it, so the browser refuses to make a second one for this account.
    const next = (await startRegistration(token)) as CeremonyOptions & { excludeCredentials?: unknown };
    expect(next.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses a completion without a started registration, or after it was used', async () => {
    const token = await accessTokenOf('outra@demo.com.br');
    const options = await startRegistration(token);
    const authenticator = new SoftwareAuthenticator(server.base);
    await register(token, authenticator);
    await expectRefusal(
      'CompleteWebAuthnRegistration',
      { AccessToken: token, Credential: new SoftwareAuthenticator(server.base).register(options) },
      'WebAuthnChallengeNotFoundException',
      'The registration challenge was not found or has expired. Start a new registration.',
    );
  });

  it('refuses a credential made for another challenge, origin or relying party, and keeps none of them', async () => {
    const token = await accessTokenOf('outra@demo.com.br');
    const before = (await listOf(token)).Credentials;
    const authenticator = new SoftwareAuthenticator(server.base);

    await startRegistration(token);
    await expectRefusal(
      'CompleteWebAuthnRegistration',
      {
        AccessToken: token,
        Credential: authenticator.register({ challenge: 'outro-desafio', rp: { id: '127.0.0.1' } }),
      },
      'WebAuthnChallengeNotFoundException',
    );
    await expectRefusal(
      'CompleteWebAuthnRegistration',
      {
        AccessToken: token,
        Credential: authenticator.register(await startRegistration(token), {
          origin: 'https://evil.example',
        }),
      },
      'WebAuthnOriginNotAllowedException',
      'The origin of the credential is not allowed.',
    );
    await expectRefusal(
      'CompleteWebAuthnRegistration',
      {
        AccessToken: token,
        Credential: authenticator.register(await startRegistration(token), { rpId: 'evil.example' }),
      },
      'WebAuthnRelyingPartyMismatchException',
      "The credential's relying party does not match this user pool's relying party.",
    );
    expect((await listOf(token)).Credentials).toEqual(before);
  });

  it('refuses a missing credential, and any call without a valid access token', async () => {
    const token = await accessTokenOf('outra@demo.com.br');
    await expectRefusal(
      'CompleteWebAuthnRegistration',
      { AccessToken: token },
      'InvalidParameterException',
      "1 validation error detected: Value null at 'credential' failed to satisfy constraint: Member must not be null",
    );
    for (const operation of ['StartWebAuthnRegistration', 'ListWebAuthnCredentials'])
      await expectRefusal(
        operation,
        { AccessToken: 'not-a-token' },
        'NotAuthorizedException',
        'Invalid Access Token',
      );
    await expectRefusal(
      'DeleteWebAuthnCredential',
      { AccessToken: 'not-a-token', CredentialId: 'x' },
      'NotAuthorizedException',
      'Invalid Access Token',
    );
  });

  it('keeps at most 20 passkeys per user (LimitExceededException)', async () => {
    const token = await accessTokenOf('cheia@demo.com.br');
    for (let index = 0; index < 20; index += 1) await register(token, new SoftwareAuthenticator(server.base));
    await expectRefusal(
      'StartWebAuthnRegistration',
      { AccessToken: token },
      'LimitExceededException',
      'The user has reached the maximum number of passkeys.',
    );
  });
});

describe('listing and deleting passkeys', () => {
  it('pages by MaxResults with a NextToken, and refuses more than 20 or a token it did not write', async () => {
    const token = await accessTokenOf('cheia@demo.com.br');
    const first = await listOf(token, { MaxResults: 15 });
    expect(first.Credentials).toHaveLength(15);
    const second = await listOf(token, { MaxResults: 15, NextToken: first.NextToken });
    expect(second.Credentials).toHaveLength(5);
    expect(second.NextToken).toBeUndefined();
    await expectRefusal(
      'ListWebAuthnCredentials',
      { AccessToken: token, MaxResults: 21 },
      'InvalidParameterException',
      "1 validation error detected: Value '21' at 'maxResults' failed to satisfy constraint: Member must have value less than or equal to 20",
    );
    await expectRefusal(
      'ListWebAuthnCredentials',
      { AccessToken: token, NextToken: 'bogus' },
      'InvalidParameterException',
    );
  });

  it("deletes the user's own passkey; another user's, or one already gone, is ResourceNotFoundException", async () => {
    const owner = await accessTokenOf('outra@demo.com.br');
    const stranger = await accessTokenOf('chave@demo.com.br');
    const [passkey] = (await listOf(owner)).Credentials as Array<{ CredentialId: string }>;
    if (!passkey) throw new Error('outra@ has no passkey');
    await expectRefusal(
      'DeleteWebAuthnCredential',
      { AccessToken: stranger, CredentialId: passkey.CredentialId },
      'ResourceNotFoundException',
      'Credential not found.',
    );
    expect(
      (await call('DeleteWebAuthnCredential', { AccessToken: owner, CredentialId: passkey.CredentialId }))
        .status,
    ).toBe(200);
    await expectRefusal(
      'DeleteWebAuthnCredential',
      { AccessToken: owner, CredentialId: passkey.CredentialId },
      'ResourceNotFoundException',
    );
  });
});

describe('signing in with a passkey (USER_AUTH, WEB_AUTHN)', () => {
  const startPasskeySignIn = (username: string) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      ClientId: server.config.userPoolClientId,
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });

  const answer = (Session: string | undefined, username: string, credential: unknown) =>
    call('RespondToAuthChallenge', {
      ChallengeName: 'WEB_AUTHN',
      ClientId: server.config.userPoolClientId,
      Session,
      ChallengeResponses: { USERNAME: username, CREDENTIAL: JSON.stringify(credential) },
    });

  it('poses WEB_AUTHN with the request options, and signs in without MFA on a right assertion', async () => {
    const { body } = await startPasskeySignIn('chave@demo.com.br');
    expect(body.ChallengeName).toBe('WEB_AUTHN');
    const options = JSON.parse(
      body.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}',
    ) as CeremonyOptions & {
      allowCredentials: Array<{ id: string }>;
    };
    expect(options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'preferred' });
    expect(options.allowCredentials.map((credential) => credential.id)).toEqual([chave.id]);
    const user = await server.identity.userPool.findUserByEmail('chave@demo.com.br');
    const signedIn = await answer(body.Session, 'chave@demo.com.br', chave.assert(options, user?.sub ?? ''));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
  });

  it('refuses another authenticator, and a second answer to the same challenge', async () => {
    const { body } = await startPasskeySignIn('chave@demo.com.br');
    const options = JSON.parse(
      body.ChallengeParameters?.CREDENTIAL_REQUEST_OPTIONS ?? '{}',
    ) as CeremonyOptions;
    const stranger = new SoftwareAuthenticator(server.base);
    await expectRefusal(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'WEB_AUTHN',
        ClientId: server.config.userPoolClientId,
        Session: body.Session,
        ChallengeResponses: {
          USERNAME: 'chave@demo.com.br',
          CREDENTIAL: JSON.stringify(stranger.assert(options, 'x')),
        },
      },
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    const user = await server.identity.userPool.findUserByEmail('chave@demo.com.br');
    const retried = await answer(body.Session, 'chave@demo.com.br', chave.assert(options, user?.sub ?? ''));
    expect(retried.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('does not offer WEB_AUTHN to a user without a passkey', async () => {
    const { body } = await startPasskeySignIn('outra@demo.com.br');
    expect(body.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(body.AvailableChallenges).not.toContain('WEB_AUTHN');
  });
});

describe('a pool without passkeys', () => {
  it('answers WebAuthnNotEnabledException to a registration', async () => {
    const plain = await startIdentityServer({ IDENTITY_FIRST_FACTORS: 'PASSWORD' });
    try {
      await plain.identity.userPool.adminCreateUser({ email: 'sem@demo.com.br', password: PASSWORD });
      const { body } = await plain
        .call('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: plain.config.userPoolClientId,
          AuthParameters: { USERNAME: 'sem@demo.com.br', PASSWORD },
        })
        .then(async (response) => ({ body: (await response.json()) as Body }));
      const response = await plain.call('StartWebAuthnRegistration', {
        AccessToken: body.AuthenticationResult?.AccessToken,
      });
      expect(await response.json()).toEqual({
        __type: 'WebAuthnNotEnabledException',
        message: 'Passkeys are not enabled for this user pool.',
      });
    } finally {
      await plain.close();
    }
  });
});
