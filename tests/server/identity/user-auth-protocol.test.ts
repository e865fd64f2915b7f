import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsMessage } from '../../../server/identity/sms-outbox.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/**
 * USER_AUTH's first factors (SELECT_CHALLENGE, PREFERRED_CHALLENGE), SMS as a first (SMS_OTP) and second
 * (SMS_MFA) factor and the SMS outbox, as plain HTTP: the shapes and refusals any Cognito client sees.
 */

const PASSWORD = 'Demo@2026!';
const PHONE = '+5511987650001';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'vendedor@demo.com.br', password: PASSWORD });
  await adminCreateUser({
    email: 'sms@demo.com.br',
    password: PASSWORD,
    attributes: { phone_number: PHONE, phone_number_verified: 'true' },
    mfa: { smsOtp: true, preferred: 'SMS' },
  });
  await adminCreateUser({ email: 'novo@demo.com.br', password: PASSWORD, status: 'FORCE_CHANGE_PASSWORD' });
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

const userAuth = (parameters: Record<string, string>) =>
  call('InitiateAuth', { AuthFlow: 'USER_AUTH', ClientId: clientId(), AuthParameters: parameters });

const respond = (ChallengeName: string, Session: string | undefined, responses: Record<string, string>) =>
  call('RespondToAuthChallenge', {
    ChallengeName,
    ClientId: clientId(),
    Session,
    ChallengeResponses: responses,
  });

async function smsOutbox(to: string): Promise<SmsMessage[]> {
  const response = await fetch(`${server.endpoint}/_sms-outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as SmsMessage[];
}
const latestSmsCode = async (to: string) => (await smsOutbox(to))[0]?.code ?? '';
const otherCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('USER_AUTH: SELECT_CHALLENGE', () => {
  it('lists the first factors the pool allows and the user can use', async () => {
    expect((await userAuth({ USERNAME: 'sms@demo.com.br' })).body).toEqual({
      ChallengeName: 'SELECT_CHALLENGE',
      Session: expect.any(String),
      ChallengeParameters: {},
      AvailableChallenges: ['PASSWORD_SRP', 'PASSWORD', 'EMAIL_OTP', 'SMS_OTP'],
    });
    // No verified phone: no SMS_OTP. A temporary password: only the password.
    expect((await userAuth({ USERNAME: 'vendedor@demo.com.br' })).body.AvailableChallenges).toEqual([
      'PASSWORD_SRP',
      'PASSWORD',
      'EMAIL_OTP',
    ]);
    expect((await userAuth({ USERNAME: 'novo@demo.com.br' })).body.AvailableChallenges).toEqual([
      'PASSWORD_SRP',
      'PASSWORD',
    ]);
  });

  it('offers an unknown user what an account with an e-mail gets, and e-mails nobody', async () => {
    const { body } = await userAuth({ USERNAME: 'ninguem@demo.com.br' });
    expect(body.AvailableChallenges).toEqual(['PASSWORD_SRP', 'PASSWORD', 'EMAIL_OTP']);
    const chosen = await respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: 'ninguem@demo.com.br',
      ANSWER: 'EMAIL_OTP',
    });
    expect(chosen.body).toMatchObject({ ChallengeName: 'EMAIL_OTP' });
    expect(await server.outbox('ninguem@demo.com.br')).toEqual([]);
  });

  it('signs in with the e-mailed code chosen as the first factor, without MFA', async () => {
    const { body } = await userAuth({ USERNAME: 'vendedor@demo.com.br' });
    const chosen = await respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: 'vendedor@demo.com.br',
      ANSWER: 'EMAIL_OTP',
    });
    expect(chosen.body).toEqual({
      ChallengeName: 'EMAIL_OTP',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'vendedor@demo.com.br',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: 'v***@d***',
      },
    });
    const code = await server.latestCode('vendedor@demo.com.br');
    const signedIn = await respond('EMAIL_OTP', chosen.body.Session, {
      USERNAME: 'vendedor@demo.com.br',
      EMAIL_OTP_CODE: code,
    });
    expect(signedIn.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });
  });

  it('takes the password with the selection (PASSWORD), refusing a wrong one as USER_PASSWORD_AUTH does', async () => {
    const { body } = await userAuth({ USERNAME: 'vendedor@demo.com.br' });
    const wrong = await respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: 'vendedor@demo.com.br',
      ANSWER: 'PASSWORD',
      PASSWORD: 'Errada@2026!',
    });
    expect(wrong).toMatchObject({
      status: 400,
      type: 'NotAuthorizedException',
      body: { message: 'Incorrect username or password.' },
    });
    const { body: again } = await userAuth({ USERNAME: 'vendedor@demo.com.br' });
    const right = await respond('SELECT_CHALLENGE', again.Session, {
      USERNAME: 'vendedor@demo.com.br',
      ANSWER: 'PASSWORD',
      PASSWORD,
    });
    expect(right.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String) });
  });

  it('refuses a factor not offered, a missing answer, a used or forged session, another user', async () => {
    const { body } = await userAuth({ USERNAME: 'vendedor@demo.com.br' });
    expect(
      await respond('SELECT_CHALLENGE', body.Session, {
        USERNAME: 'vendedor@demo.com.br',
        ANSWER: 'SMS_OTP',
      }),
    ).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Invalid challenge SMS_OTP for the user' },
    });
    expect(
      await respond('SELECT_CHALLENGE', body.Session, { USERNAME: 'vendedor@demo.com.br' }),
    ).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter ANSWER' },
    });
    const expired = {
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    };
    expect(
      (await respond('SELECT_CHALLENGE', 'forged', { USERNAME: 'vendedor@demo.com.br', ANSWER: 'EMAIL_OTP' }))
        .body,
    ).toEqual(expired);
    expect(
      (await respond('SELECT_CHALLENGE', body.Session, { USERNAME: 'sms@demo.com.br', ANSWER: 'EMAIL_OTP' }))
        .body,
    ).toEqual(expired);
    await respond('SELECT_CHALLENGE', body.Session, {
      USERNAME: 'vendedor@demo.com.br',
      ANSWER: 'EMAIL_OTP',
    });
    expect(
      (
        await respond('SELECT_CHALLENGE', body.Session, {
          USERNAME: 'vendedor@demo.com.br',
          ANSWER: 'EMAIL_OTP',
        })
      ).body,
    ).toEqual(expired);
  });
});

describe('USER_AUTH: PREFERRED_CHALLENGE', () => {
  it('starts the preferred factor at once when the user may use it, else offers the choice', async () => {
    expect((await userAuth({ USERNAME: 'sms@demo.com.br', PREFERRED_CHALLENGE: 'SMS_OTP' })).body).toEqual({
      ChallengeName: 'SMS_OTP',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'sms@demo.com.br',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '+*********0001',
      },
    });
    expect(
      (await userAuth({ USERNAME: 'vendedor@demo.com.br', PREFERRED_CHALLENGE: 'SMS_OTP' })).body
        .ChallengeName,
    ).toBe('SELECT_CHALLENGE');
  });

  it('runs SRP for PASSWORD_SRP and checks PASSWORD at once', async () => {
    const srp = await userAuth({
      USERNAME: 'vendedor@demo.com.br',
      PREFERRED_CHALLENGE: 'PASSWORD_SRP',
      SRP_A: 'ab'.repeat(384),
    });
    expect(srp.body).toMatchObject({
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: { SRP_B: expect.any(String), SALT: expect.any(String) },
    });
    const wrong = await userAuth({
      USERNAME: 'vendedor@demo.com.br',
      PREFERRED_CHALLENGE: 'PASSWORD',
      PASSWORD: 'Errada@2026!',
    });
    expect(wrong.type).toBe('NotAuthorizedException');
  });

  it('refuses an unknown preference and a preferred password without it', async () => {
    expect(
      await userAuth({ USERNAME: 'vendedor@demo.com.br', PREFERRED_CHALLENGE: 'CARRIER_PIGEON' }),
    ).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Invalid PREFERRED_CHALLENGE CARRIER_PIGEON' },
    });
    expect(
      await userAuth({ USERNAME: 'vendedor@demo.com.br', PREFERRED_CHALLENGE: 'PASSWORD' }),
    ).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter PASSWORD' },
    });
    expect(await userAuth({})).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter USERNAME' },
    });
  });
});

describe('SMS_OTP and SMS_MFA', () => {
  it('texts the code to the SMS outbox, and signs in with it; a wrong code is CodeMismatchException', async () => {
    const { body } = await userAuth({ USERNAME: 'sms@demo.com.br', PREFERRED_CHALLENGE: 'SMS_OTP' });
    const [message] = await smsOutbox(PHONE);
    expect(message).toEqual({
      to: PHONE,
      kind: 'SMS_OTP',
      code: expect.stringMatching(/^\d{6}$/),
      body: `Pauta: seu código de verificação é ${message?.code}. Ele expira em 3 minutos.`,
      sentAt: expect.any(String),
    });
    const code = message?.code ?? '';
    expect(
      await respond('SMS_OTP', body.Session, { USERNAME: 'sms@demo.com.br', SMS_OTP_CODE: otherCode(code) }),
    ).toMatchObject({ type: 'CodeMismatchException', body: { message: 'Invalid code received for user' } });
    expect(await respond('SMS_OTP', body.Session, { USERNAME: 'sms@demo.com.br' })).toMatchObject({
      type: 'InvalidParameterException',
      body: { message: 'Missing required parameter SMS_OTP_CODE' },
    });
    const right = await respond('SMS_OTP', body.Session, { USERNAME: 'sms@demo.com.br', SMS_OTP_CODE: code });
    expect(right.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });
  });

  it('asks for the texted code after the password of a user with SMS MFA', async () => {
    const { body } = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: 'sms@demo.com.br', PASSWORD },
    });
    expect(body).toEqual({
      ChallengeName: 'SMS_MFA',
      Session: expect.any(String),
      ChallengeParameters: {
        USER_ID_FOR_SRP: 'sms@demo.com.br',
        CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
        CODE_DELIVERY_DESTINATION: '+*********0001',
      },
    });
    const code = await latestSmsCode(PHONE);
    expect((await smsOutbox(PHONE))[0]?.kind).toBe('SMS_MFA');
    expect(
      await respond('SMS_MFA', body.Session, { USERNAME: 'sms@demo.com.br', SMS_MFA_CODE: otherCode(code) }),
    ).toMatchObject({ type: 'CodeMismatchException' });
    const right = await respond('SMS_MFA', body.Session, { USERNAME: 'sms@demo.com.br', SMS_MFA_CODE: code });
    expect(right.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });
  });

  it('reports SMS MFA in GetUser and turns it on only for a verified phone', async () => {
    const signIn = async (username: string) =>
      (
        await call('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId(),
          AuthParameters: { USERNAME: username, PASSWORD },
        })
      ).body;
    const { body: sms } = await userAuth({ USERNAME: 'sms@demo.com.br', PREFERRED_CHALLENGE: 'SMS_OTP' });
    const tokens = await respond('SMS_OTP', sms.Session, {
      USERNAME: 'sms@demo.com.br',
      SMS_OTP_CODE: await latestSmsCode(PHONE),
    });
    const AccessToken = (tokens.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect((await call('GetUser', { AccessToken })).body).toMatchObject({
      UserMFASettingList: ['SMS_MFA'],
      PreferredMfaSetting: 'SMS_MFA',
    });
    const plain = await signIn('vendedor@demo.com.br');
    const plainToken = (plain.AuthenticationResult as { AccessToken: string }).AccessToken;
    expect(
      (await call('SetUserMFAPreference', { AccessToken: plainToken, SMSMfaSettings: { Enabled: true } }))
        .body,
    ).toEqual({
      __type: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SMS_MFA',
    });
  });

  it('serves the SMS outbox to loopback clients only, filtered by the number', async () => {
    expect((await smsOutbox('+55 11 98765-0001')).length).toBeGreaterThan(0);
    expect(await smsOutbox('+5511000000000')).toEqual([]);
  });
});
