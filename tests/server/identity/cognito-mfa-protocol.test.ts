import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generate, generateSecret } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** MFA, reset, attribute and throttling operations as plain HTTP: the shapes any Cognito client sees. */

const PASSWORD = 'Demo@2026!';
const TOTP_SECRET = generateSecret();
let server: IdentityServer;
let clockOffsetMs = 0;
const advanceClock = (seconds: number) => (clockOffsetMs += seconds * 1000);

beforeAll(async () => {
  server = await startIdentityServer({}, () => new Date(Date.now() + clockOffsetMs));
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'mfa@demo.com.br', password: PASSWORD, mfa: { totpSecret: TOTP_SECRET } });
  await adminCreateUser({ email: 'email-mfa@demo.com.br', password: PASSWORD, mfa: { emailOtp: true } });
  await adminCreateUser({
    email: 'ambos@demo.com.br',
    password: PASSWORD,
    mfa: { totpSecret: TOTP_SECRET, emailOtp: true },
  });
  await adminCreateUser({
    email: 'configurar@demo.com.br',
    password: PASSWORD,
    mfa: { setupRequired: true },
  });
  await adminCreateUser({
    email: 'vendedor@demo.com.br',
    password: PASSWORD,
    attributes: { 'custom:shouldResetPassword': 'true', locale: 'pt-BR' },
  });
});

afterEach(() => {
  clockOffsetMs = 0;
});

afterAll(async () => {
  await server?.close();
});

type Body = Record<string, unknown> & { Session?: string; ChallengeParameters?: Record<string, string> };

async function call(operation: string, body: unknown) {
  const response = await server.call(operation, body);
  return {
    status: response.status,
    type: response.headers.get('x-amzn-errortype'),
    body: (await response.json()) as Body,
  };
}

const clientId = () => server.config.userPoolClientId;

const passwordAuth = (username: string) =>
  call('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId(),
    AuthParameters: { USERNAME: username, PASSWORD },
  });

const respond = (ChallengeName: string, Session: string | undefined, responses: Record<string, string>) =>
  call('RespondToAuthChallenge', {
    ChallengeName,
    ClientId: clientId(),
    Session,
    ChallengeResponses: responses,
  });

const accessTokenOf = (body: Body) => (body.AuthenticationResult as { AccessToken: string }).AccessToken;

const totpNow = (secret = TOTP_SECRET) =>
  generate({ secret, epoch: Math.floor((Date.now() + clockOffsetMs) / 1000) });

const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('SOFTWARE_TOKEN_MFA', () => {
  it('is posed after a correct password with a session and the internal username', async () => {
    const { body } = await passwordAuth('MFA@demo.com.br');

    expect(body).toEqual({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
      ChallengeParameters: { USER_ID_FOR_SRP: 'mfa@demo.com.br' },
    });
    expect(body).not.toHaveProperty('AuthenticationResult');
  });

  it('answers a wrong code with CodeMismatchException and keeps the session for a retry', async () => {
    const { body: challenge } = await passwordAuth('mfa@demo.com.br');
    const code = await totpNow();

    const wrong = await respond('SOFTWARE_TOKEN_MFA', challenge.Session, {
      USERNAME: 'mfa@demo.com.br',
      SOFTWARE_TOKEN_MFA_CODE: otherCode(code),
    });
    expect(wrong).toMatchObject({
      status: 400,
      type: 'CodeMismatchException',
      body: { __type: 'CodeMismatchException', message: 'Invalid code received for user' },
    });
    const right = await respond('SOFTWARE_TOKEN_MFA', challenge.Session, {
      USERNAME: 'mfa@demo.com.br',
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult).toMatchObject({
      AccessToken: expect.any(String),
      RefreshToken: expect.any(String),
    });
  });

  it('accepts the code of the previous 30 s step, not of two steps ago', async () => {
    const previous = await totpNow();
    advanceClock(30);
    const { body: first } = await passwordAuth('mfa@demo.com.br');
    expect(
      (
        await respond('SOFTWARE_TOKEN_MFA', first.Session, {
          USERNAME: 'mfa@demo.com.br',
          SOFTWARE_TOKEN_MFA_CODE: previous,
        })
      ).status,
    ).toBe(200);

    advanceClock(30);
    const { body: second } = await passwordAuth('mfa@demo.com.br');
    expect(
      (
        await respond('SOFTWARE_TOKEN_MFA', second.Session, {
          USERNAME: 'mfa@demo.com.br',
          SOFTWARE_TOKEN_MFA_CODE: previous,
        })
      ).type,
    ).toBe('CodeMismatchException');
  });

  it('refuses a forged session, another user and a session older than 3 minutes', async () => {
    const expired = {
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    };
    const { body: challenge } = await passwordAuth('mfa@demo.com.br');
    const code = await totpNow();

    expect(
      (
        await respond('SOFTWARE_TOKEN_MFA', 'forged', {
          USERNAME: 'mfa@demo.com.br',
          SOFTWARE_TOKEN_MFA_CODE: code,
        })
      ).body,
    ).toEqual(expired);
    expect(
      (
        await respond('SOFTWARE_TOKEN_MFA', challenge.Session, {
          USERNAME: 'ambos@demo.com.br',
          SOFTWARE_TOKEN_MFA_CODE: code,
        })
      ).body,
    ).toEqual(expired);
    advanceClock(181);
    expect(
      (
        await respond('SOFTWARE_TOKEN_MFA', challenge.Session, {
          USERNAME: 'mfa@demo.com.br',
          SOFTWARE_TOKEN_MFA_CODE: await totpNow(),
        })
      ).body,
    ).toEqual(expired);
  });
});

describe('EMAIL_OTP and the outbox', () => {
  it('delivers the code to messages.jsonl and the HTTP outbox, and says where in ChallengeParameters', async () => {
    const { body } = await passwordAuth('email-mfa@demo.com.br');

    expect(body).toEqual({
      ChallengeName: 'EMAIL_OTP',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'email-mfa@demo.com.br',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: 'e***@d***',
      },
    });
    const lines = (await readFile(path.join(server.config.outboxDir, 'messages.jsonl'), 'utf8'))
      .trim()
      .split('\n');
    const written = JSON.parse(lines.at(-1) ?? '{}') as Record<string, string>;
    expect(written).toEqual({
      to: 'email-mfa@demo.com.br',
      kind: 'EMAIL_OTP',
      code: expect.stringMatching(/^\d{6}$/),
      subject: 'Seu código de acesso ao Pauta',
      body: `Seu código de verificação para entrar no Pauta é ${written.code}. Ele expira em 3 minutos.`,
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await server.outbox('EMAIL-MFA@demo.com.br'))[0]).toEqual(written);

    const right = await respond('EMAIL_OTP', body.Session, {
      USERNAME: 'email-mfa@demo.com.br',
      EMAIL_OTP_CODE: written.code ?? '',
    });
    expect(right.body.AuthenticationResult).toBeDefined();
  });

  it('lists only the messages to the address asked for, newest first', async () => {
    await passwordAuth('email-mfa@demo.com.br');
    await passwordAuth('email-mfa@demo.com.br');
    const messages = await server.outbox('email-mfa@demo.com.br');

    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(messages.every((message) => message.to === 'email-mfa@demo.com.br')).toBe(true);
    const times = messages.map((message) => message.sentAt);
    expect(times).toEqual(times.toSorted().toReversed());
    expect(await server.outbox('ninguem@demo.com.br')).toEqual([]);
  });

  it('refuses a wrong e-mailed code with CodeMismatchException', async () => {
    const { body } = await passwordAuth('email-mfa@demo.com.br');
    const code = await server.latestCode('email-mfa@demo.com.br');

    expect(
      (
        await respond('EMAIL_OTP', body.Session, {
          USERNAME: 'email-mfa@demo.com.br',
          EMAIL_OTP_CODE: otherCode(code),
        })
      ).body,
    ).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
  });
});

describe('SELECT_MFA_TYPE', () => {
  it('lists the enabled types and poses the chosen one', async () => {
    const { body } = await passwordAuth('ambos@demo.com.br');
    expect(body).toEqual({
      ChallengeName: 'SELECT_MFA_TYPE',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'ambos@demo.com.br',
        MFAS_CAN_CHOOSE: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]',
      },
    });

    expect(
      (await respond('SELECT_MFA_TYPE', body.Session, { USERNAME: 'ambos@demo.com.br', ANSWER: 'SMS_MFA' }))
        .body,
    ).toMatchObject({
      __type: 'InvalidParameterException',
    });
    const chosen = await respond('SELECT_MFA_TYPE', body.Session, {
      USERNAME: 'ambos@demo.com.br',
      ANSWER: 'SOFTWARE_TOKEN_MFA',
    });
    expect(chosen.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: expect.any(String) });
    expect(chosen.body.Session).not.toBe(body.Session);
  });
});

describe('MFA_SETUP with AssociateSoftwareToken and VerifySoftwareToken on a session', () => {
  it('walks through the setup, each step handing out a new session', async () => {
    const { body: setup } = await passwordAuth('configurar@demo.com.br');
    expect(setup).toEqual({
      ChallengeName: 'MFA_SETUP',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'configurar@demo.com.br',
        MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA","EMAIL_OTP"]',
      },
    });
    expect(
      (await respond('MFA_SETUP', setup.Session, { USERNAME: 'configurar@demo.com.br' })).body,
    ).toMatchObject({
      __type: 'SoftwareTokenMFANotFoundException',
    });

    const associated = await call('AssociateSoftwareToken', { Session: setup.Session });
    expect(associated.body).toEqual({
      SecretCode: expect.stringMatching(/^[A-Z2-7]+$/),
      Session: expect.any(String),
    });
    expect((await call('AssociateSoftwareToken', { Session: setup.Session })).body).toMatchObject({
      __type: 'NotAuthorizedException',
    });
    const secret = associated.body.SecretCode as string;
    const code = await totpNow(secret);

    expect(
      (await call('VerifySoftwareToken', { Session: associated.body.Session, UserCode: otherCode(code) }))
        .body,
    ).toEqual({
      __type: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    const verified = await call('VerifySoftwareToken', {
      Session: associated.body.Session,
      UserCode: code,
      FriendlyDeviceName: 'celular',
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS', Session: expect.any(String) });

    const done = await respond('MFA_SETUP', verified.body.Session, { USERNAME: 'configurar@demo.com.br' });
    expect(done.body.AuthenticationResult).toBeDefined();
    const user = await call('GetUser', { AccessToken: accessTokenOf(done.body) });
    expect(user.body).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    expect(user.body).not.toHaveProperty('PreferredMfaSetting');
    expect((await passwordAuth('configurar@demo.com.br')).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('refuses AssociateSoftwareToken without a session or an access token', async () => {
    expect((await call('AssociateSoftwareToken', {})).body).toMatchObject({
      __type: 'InvalidParameterException',
    });
    expect((await call('VerifySoftwareToken', { UserCode: '123456', Session: 'forged' })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});

describe('signed-in user operations', () => {
  async function signedInAs(email: string) {
    const { body } = await passwordAuth(email);
    return accessTokenOf(body);
  }

  it('GetUser returns every stored attribute, custom ones included, and no MFA members without MFA', async () => {
    const { body } = await call('GetUser', { AccessToken: await signedInAs('vendedor@demo.com.br') });

    expect(body).toEqual({
      Username: 'vendedor@demo.com.br',
      UserAttributes: expect.arrayContaining([
        { Name: 'email', Value: 'vendedor@demo.com.br' },
        { Name: 'custom:shouldResetPassword', Value: 'true' },
        { Name: 'locale', Value: 'pt-BR' },
      ]),
    });
  });

  it('SetUserMFAPreference refuses SMS and an unverified TOTP, and sets the preferred type', async () => {
    const AccessToken = await signedInAs('vendedor@demo.com.br');
    expect(
      (await call('SetUserMFAPreference', { AccessToken, SMSMfaSettings: { Enabled: true } })).body,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SMS_MFA',
    });
    expect(
      (await call('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true } })).body,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SOFTWARE_TOKEN_MFA',
    });

    expect(
      (
        await call('SetUserMFAPreference', {
          AccessToken,
          EmailMfaSettings: { Enabled: true, PreferredMfa: true },
        })
      ).status,
    ).toBe(200);
    expect((await call('GetUser', { AccessToken })).body).toMatchObject({
      UserMFASettingList: ['EMAIL_OTP'],
      PreferredMfaSetting: 'EMAIL_OTP',
    });
    await call('SetUserMFAPreference', { AccessToken, EmailMfaSettings: { Enabled: false } });
    expect((await call('GetUser', { AccessToken })).body).not.toHaveProperty('UserMFASettingList');
  });

  it('UpdateUserAttributes refuses unknown and immutable attributes, and an e-mail another user has', async () => {
    const AccessToken = await signedInAs('vendedor@demo.com.br');
    const update = (Name: string, Value: string) =>
      call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name, Value }] });

    expect((await update('favorite_color', 'azul')).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Invalid user attributes: favorite_color: Attribute does not exist in the schema.',
    });
    expect((await update('sub', 'x')).body).toMatchObject({ __type: 'InvalidParameterException' });
    expect((await update('email', 'MFA@demo.com.br')).body).toEqual({
      __type: 'AliasExistsException',
      message: 'An account with the given email already exists.',
    });
    expect((await update('custom:shouldResetPassword', 'false')).body).toEqual({
      CodeDeliveryDetailsList: [],
    });
  });

  it('ChangePassword needs a valid access token', async () => {
    expect(
      (
        await call('ChangePassword', {
          AccessToken: 'x',
          PreviousPassword: PASSWORD,
          ProposedPassword: 'Outra@2026x',
        })
      ).body,
    ).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('answer Cognito shapes and errors', async () => {
    await server.identity.userPool.adminCreateUser({ email: 'reset@demo.com.br', password: PASSWORD });
    const forgot = await call('ForgotPassword', { ClientId: clientId(), Username: 'reset@demo.com.br' });
    expect(forgot.body).toEqual({
      CodeDeliveryDetails: { Destination: 'r***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    // An unknown user is answered as a known one (user existence errors prevented, issue 25 item 12).
    expect(
      (await call('ForgotPassword', { ClientId: clientId(), Username: 'ninguem@demo.com.br' })).body,
    ).toEqual({
      CodeDeliveryDetails: { Destination: 'n***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    const code = await server.latestCode('reset@demo.com.br');
    const confirm = (ConfirmationCode: string, Password = 'Nova@Senha2026') =>
      call('ConfirmForgotPassword', {
        ClientId: clientId(),
        Username: 'reset@demo.com.br',
        ConfirmationCode,
        Password,
      });

    expect((await confirm(otherCode(code))).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await confirm(code, 'fraca')).body).toMatchObject({ __type: 'InvalidPasswordException' });
    advanceClock(3601);
    expect((await confirm(code)).body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });
});

describe('limits and switches', () => {
  it('answers TooManyRequestsException past the per-second quota and 404 on the outbox when OUTBOX_HTTP=false', async () => {
    const limited = await startIdentityServer({ IDENTITY_REQUESTS_PER_SECOND: '2', OUTBOX_HTTP: 'false' });
    try {
      const statuses = [];
      for (let request = 0; request < 3; request++) {
        const response = await limited.call('GetUser', { AccessToken: 'x' });
        statuses.push({ status: response.status, body: await response.json() });
      }
      expect(statuses[1]?.body).toMatchObject({ __type: 'NotAuthorizedException' });
      expect(statuses[2]).toEqual({
        status: 400,
        body: { __type: 'TooManyRequestsException', message: 'Rate exceeded' },
      });
      expect((await fetch(`${limited.endpoint}/_outbox?to=x@demo.com.br`)).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
