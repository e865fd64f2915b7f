import { randomBytes } from 'node:crypto';
import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeVerifierHex, g, N, modPow } from '../../../server/identity/srp.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * Device tracking over the wire: NewDeviceMetadata, ConfirmDevice, UpdateDeviceStatus, ListDevices,
 * ForgetDevice and DEVICE_SRP_AUTH, with Cognito's exception names. The remembered device's whole sign-in,
 * SRP proof included, is walked by the real Amplify client in amplify-devices.test.ts.
 */

const PASSWORD = 'Demo@2026!';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({
    email: 'aparelho@demo.com.br',
    password: PASSWORD,
    mfa: { totpSecret: generateSecret() },
  });
  await adminCreateUser({ email: 'vizinho@demo.com.br', password: PASSWORD });
  await adminCreateUser({ email: 'terceiro@demo.com.br', password: PASSWORD });
});

afterAll(async () => {
  await server?.close();
});

type Result = { AccessToken: string; NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string } };
type Body = Record<string, unknown> & {
  Session?: string;
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: Result;
};

async function call(operation: string, body: unknown, on = server) {
  const response = await on.call(operation, body);
  return { status: response.status, body: (await response.json()) as Body };
}

async function expectRefusal(operation: string, body: unknown, type: string, message?: string, on = server) {
  const { status, body: answer } = await call(operation, body, on);
  expect(status).toBe(400);
  expect(answer).toMatchObject({ __type: type, ...(message ? { message } : {}) });
}

const passwordAuth = (username: string, extra: Record<string, string> = {}, on = server) =>
  call(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: on.config.userPoolClientId,
      AuthParameters: { USERNAME: username, PASSWORD, ...extra },
    },
    on,
  );

async function signedIn(username: string, on = server): Promise<Result> {
  const { body } = await passwordAuth(username, {}, on);
  if (!body.AuthenticationResult) throw new Error(`no tokens: ${JSON.stringify(body)}`);
  return body.AuthenticationResult;
}

/** What Amplify sends to ConfirmDevice: the salt and verifier of a random device password, in base64. */
function verifierConfigFor(device: { DeviceKey: string; DeviceGroupKey: string }) {
  const saltHex = randomBytes(16).toString('hex');
  const verifierHex = computeVerifierHex(
    device.DeviceGroupKey,
    device.DeviceKey,
    'senha-do-aparelho',
    saltHex,
  );
  const base64 = (hex: string) => Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex').toString('base64');
  return { Salt: base64(saltHex), PasswordVerifier: base64(verifierHex) };
}

describe('a sign-in from a new browser', () => {
  it('hands out a device, which ConfirmDevice confirms (not remembered until the user asks) and ListDevices shows', async () => {
    const { AccessToken, NewDeviceMetadata } = await signedIn('vizinho@demo.com.br');
    if (!NewDeviceMetadata) throw new Error('no NewDeviceMetadata');
    expect(NewDeviceMetadata.DeviceKey).toMatch(/^local_[0-9a-f-]{36}$/);
    const confirmed = await call('ConfirmDevice', {
      AccessToken,
      DeviceKey: NewDeviceMetadata.DeviceKey,
      DeviceName: 'Chromium no Linux',
      DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata),
    });
    expect(confirmed).toEqual({ status: 200, body: { UserConfirmationNecessary: true } });

    const { body } = await call('ListDevices', { AccessToken });
    expect(body.Devices).toEqual([
      {
        DeviceKey: NewDeviceMetadata.DeviceKey,
        DeviceAttributes: [
          { Name: 'device_status', Value: 'valid' },
          { Name: 'device_name', Value: 'Chromium no Linux' },
          { Name: 'dev:device_remembered_status', Value: 'not_remembered' },
        ],
        DeviceCreateDate: expect.any(Number),
        DeviceLastModifiedDate: expect.any(Number),
        DeviceLastAuthenticatedDate: expect.any(Number),
      },
    ]);
    // Signing in again from that browser names its device: no new one is handed out.
    const again = await passwordAuth('vizinho@demo.com.br', { DEVICE_KEY: NewDeviceMetadata.DeviceKey });
    expect(again.body.AuthenticationResult?.NewDeviceMetadata).toBeUndefined();
  });

  it("refuses to confirm a device twice, one without a verifier, or one that is not the caller's", async () => {
    const { AccessToken, NewDeviceMetadata } = await signedIn('vizinho@demo.com.br');
    if (!NewDeviceMetadata) throw new Error('no NewDeviceMetadata');
    const device = { AccessToken, DeviceKey: NewDeviceMetadata.DeviceKey };
    await expectRefusal(
      'ConfirmDevice',
      device,
      'InvalidParameterException',
      'Invalid device secret verifier config.',
    );
    await expectRefusal(
      'ConfirmDevice',
      { ...device, DeviceName: '', DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata) },
      'InvalidParameterException',
    );
    await call('ConfirmDevice', {
      ...device,
      DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata),
    });
    await expectRefusal(
      'ConfirmDevice',
      { ...device, DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata) },
      'DeviceKeyExistsException',
      'Device key already exists.',
    );
    const stranger = await signedIn('terceiro@demo.com.br');
    for (const DeviceKey of [NewDeviceMetadata.DeviceKey, 'local_00000000-0000-0000-0000-000000000000'])
      await expectRefusal(
        'ConfirmDevice',
        {
          AccessToken: stranger.AccessToken,
          DeviceKey,
          DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata),
        },
        'ResourceNotFoundException',
        'Device does not exist.',
      );
  });

  it('answers a sign-in naming an unknown device "Device does not exist.", as Amplify expects before retrying', async () => {
    await expectRefusal(
      'InitiateAuth',
      {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: server.config.userPoolClientId,
        AuthParameters: { USERNAME: 'vizinho@demo.com.br', SRP_A: 'ab', DEVICE_KEY: 'local_desconhecido' },
      },
      'ResourceNotFoundException',
      'Device does not exist.',
    );
  });
});

describe('a remembered device', () => {
  it('answers DEVICE_SRP_AUTH instead of MFA, and a wrong device proof counts as a wrong password', async () => {
    const first = await passwordAuth('aparelho@demo.com.br');
    expect(first.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    // aparelho@'s TOTP secret is unknown here: the device is made and remembered as another sign-in would,
    // through the store, so this test only speaks the device challenge's protocol.
    const user = await server.identity.userPool.findUserByEmail('aparelho@demo.com.br');
    if (!user) throw new Error('no user');
    const vizinho = await signedIn('vizinho@demo.com.br');
    const device = vizinho.NewDeviceMetadata;
    if (!device) throw new Error('no NewDeviceMetadata');
    await server.db.query('UPDATE identity_devices SET sub = $1 WHERE device_key = $2', [
      user.sub,
      device.DeviceKey,
    ]);
    const { Salt, PasswordVerifier } = verifierConfigFor(device);
    await server.db.query(
      'UPDATE identity_devices SET srp_salt = $2, srp_verifier = $3, remembered = true WHERE device_key = $1',
      [
        device.DeviceKey,
        Buffer.from(Salt, 'base64').toString('hex'),
        Buffer.from(PasswordVerifier, 'base64').toString('hex'),
      ],
    );

    const next = await passwordAuth('aparelho@demo.com.br', { DEVICE_KEY: device.DeviceKey });
    expect(next.body).toEqual({
      ChallengeName: 'DEVICE_SRP_AUTH',
      Session: expect.any(String),
      ChallengeParameters: { USERNAME: 'aparelho@demo.com.br' },
    });
    const A = modPow(g, BigInt(`0x${randomBytes(32).toString('hex')}`), N).toString(16);
    const srp = await call('RespondToAuthChallenge', {
      ChallengeName: 'DEVICE_SRP_AUTH',
      ClientId: server.config.userPoolClientId,
      Session: next.body.Session,
      ChallengeResponses: { USERNAME: 'aparelho@demo.com.br', SRP_A: A, DEVICE_KEY: device.DeviceKey },
    });
    expect(srp.body).toMatchObject({
      ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
      ChallengeParameters: {
        USERNAME: 'aparelho@demo.com.br',
        SALT: expect.any(String),
        SRP_B: expect.any(String),
      },
    });
    const secretBlock = srp.body.ChallengeParameters?.SECRET_BLOCK;
    expect(secretBlock).toBe(srp.body.Session);
    await expectRefusal(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
        ClientId: server.config.userPoolClientId,
        Session: srp.body.Session,
        ChallengeResponses: {
          USERNAME: 'aparelho@demo.com.br',
          DEVICE_KEY: device.DeviceKey,
          PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
          PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString('base64'),
          TIMESTAMP: 'Sun Nov 29 07:00:00 UTC 2026',
        },
      },
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
  });
});

describe('managing devices', () => {
  it("remembers, lists, pages and forgets the caller's own devices only", async () => {
    const owner = await signedIn('vizinho@demo.com.br');
    const DeviceKey = owner.NewDeviceMetadata?.DeviceKey;
    const { AccessToken } = owner;
    await expectRefusal(
      'UpdateDeviceStatus',
      { AccessToken, DeviceKey, DeviceRememberedStatus: 'sempre' },
      'InvalidParameterException',
      "1 validation error detected: Value 'sempre' at 'deviceRememberedStatus' failed to satisfy constraint: Member must satisfy enum value set: [remembered, not_remembered]",
    );
    expect(
      (await call('UpdateDeviceStatus', { AccessToken, DeviceKey, DeviceRememberedStatus: 'remembered' }))
        .status,
    ).toBe(200);

    const page = await call('ListDevices', { AccessToken, Limit: 1 });
    expect(page.body.Devices).toHaveLength(1);
    expect(page.body.PaginationToken).toEqual(expect.any(String));
    const rest = await call('ListDevices', {
      AccessToken,
      Limit: 60,
      PaginationToken: page.body.PaginationToken,
    });
    expect((rest.body.Devices as unknown[]).length).toBeGreaterThan(0);
    await expectRefusal(
      'ListDevices',
      { AccessToken, Limit: 61 },
      'InvalidParameterException',
      "1 validation error detected: Value '61' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60",
    );

    await expectRefusal(
      'ForgetDevice',
      { AccessToken: 'not-a-token', DeviceKey },
      'NotAuthorizedException',
      'Invalid Access Token',
    );
    expect((await call('ForgetDevice', { AccessToken, DeviceKey })).status).toBe(200);
    await expectRefusal(
      'ForgetDevice',
      { AccessToken, DeviceKey },
      'ResourceNotFoundException',
      'Device does not exist.',
    );
    await expectRefusal(
      'UpdateDeviceStatus',
      { AccessToken, DeviceKey, DeviceRememberedStatus: 'remembered' },
      'ResourceNotFoundException',
      'Device does not exist.',
    );
    // A forgotten device named at sign-in is unknown: Amplify drops it and signs in as a new browser.
    await expectRefusal(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: server.config.userPoolClientId,
        AuthParameters: { USERNAME: 'vizinho@demo.com.br', PASSWORD, DEVICE_KEY: DeviceKey },
      },
      'ResourceNotFoundException',
      'Device does not exist.',
    );
  });
});

describe('pool settings', () => {
  it('without device tracking, hands out no device and answers InvalidUserPoolConfigurationException', async () => {
    const untracked = await startIdentityServer({ IDENTITY_DEVICE_TRACKING: 'false' });
    try {
      await untracked.identity.userPool.adminCreateUser({ email: 'sem@demo.com.br', password: PASSWORD });
      const tokens = await signedIn('sem@demo.com.br', untracked);
      expect(tokens.NewDeviceMetadata).toBeUndefined();
      await expectRefusal(
        'ListDevices',
        { AccessToken: tokens.AccessToken },
        'InvalidUserPoolConfigurationException',
        'Device tracking is not enabled for this user pool.',
        untracked,
      );
    } finally {
      await untracked.close();
    }
  });

  it('remembering every confirmed device (DeviceOnlyRememberedOnUserPrompt false) needs no user confirmation', async () => {
    const always = await startIdentityServer({ IDENTITY_DEVICE_ONLY_REMEMBERED_ON_USER_PROMPT: 'false' });
    try {
      await always.identity.userPool.adminCreateUser({ email: 'sempre@demo.com.br', password: PASSWORD });
      const { AccessToken, NewDeviceMetadata } = await signedIn('sempre@demo.com.br', always);
      if (!NewDeviceMetadata) throw new Error('no NewDeviceMetadata');
      const confirmed = await call(
        'ConfirmDevice',
        {
          AccessToken,
          DeviceKey: NewDeviceMetadata.DeviceKey,
          DeviceSecretVerifierConfig: verifierConfigFor(NewDeviceMetadata),
        },
        always,
      );
      expect(confirmed.body).toEqual({ UserConfirmationNecessary: false });
    } finally {
      await always.close();
    }
  });
});
