import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAILED_CODE_ATTRIBUTE } from '../../../server/identity/custom-auth/emailed-code.ts';
import type { SmsMessage } from '../../../server/identity/sms-outbox.ts';
import { configureAmplify, failureOf } from './amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** USER_AUTH's first factors, SMS codes and CUSTOM_AUTH with the real aws-amplify v6 client, as the app calls it. */

const PASSWORD = 'Demo@2026!';
const PHONE = '+5511987650002';
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'vendedor@demo.com.br', password: PASSWORD });
  await adminCreateUser({
    email: 'verificacao@demo.com.br',
    password: PASSWORD,
    attributes: { [EMAILED_CODE_ATTRIBUTE]: 'emailed-code' },
  });
  await adminCreateUser({
    email: 'sms@demo.com.br',
    password: PASSWORD,
    attributes: { phone_number: PHONE, phone_number_verified: 'true' },
    mfa: { smsOtp: true, preferred: 'SMS' },
  });
  configureAmplify(server);
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await server?.close();
});

async function latestSmsCode(): Promise<string> {
  const response = await fetch(`${server.endpoint}/_sms-outbox?to=${encodeURIComponent(PHONE)}`);
  const [newest] = (await response.json()) as SmsMessage[];
  return newest?.code ?? '';
}

async function expectSignedIn() {
  expect((await fetchAuthSession()).tokens?.accessToken).toBeDefined();
}

describe('USER_AUTH', () => {
  it('signs in with an e-mailed code as the preferred first factor', async () => {
    const { nextStep } = await signIn({
      username: 'vendedor@demo.com.br',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' },
    });
    expect(nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'v***@d***' },
    });
    const done = await confirmSignIn({ challengeResponse: await server.latestCode('vendedor@demo.com.br') });
    expect(done.nextStep.signInStep).toBe('DONE');
    await expectSignedIn();
  });

  it('offers the first factors, then signs in with the password chosen (SRP)', async () => {
    const { nextStep } = await signIn({
      username: 'vendedor@demo.com.br',
      options: { authFlowType: 'USER_AUTH' },
    });
    expect(nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD_SRP', 'PASSWORD', 'EMAIL_OTP'],
    });
    const password = await confirmSignIn({ challengeResponse: 'PASSWORD_SRP' });
    expect(password.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_PASSWORD');
    expect((await confirmSignIn({ challengeResponse: PASSWORD })).nextStep.signInStep).toBe('DONE');
    await expectSignedIn();
  });

  it('signs in with a texted code chosen from the first factors', async () => {
    await signIn({ username: 'sms@demo.com.br', options: { authFlowType: 'USER_AUTH' } });
    const { nextStep } = await confirmSignIn({ challengeResponse: 'SMS_OTP' });
    expect(nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*********0002' },
    });
    expect((await confirmSignIn({ challengeResponse: await latestSmsCode() })).nextStep.signInStep).toBe(
      'DONE',
    );
    await expectSignedIn();
  });
});

describe('SMS_MFA', () => {
  it('asks for the texted code after the password and refuses a wrong one', async () => {
    const { nextStep } = await signIn({ username: 'sms@demo.com.br', password: PASSWORD });
    expect(nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    const code = await latestSmsCode();
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await failureOf(confirmSignIn({ challengeResponse: wrong }))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    expect((await confirmSignIn({ challengeResponse: code })).nextStep.signInStep).toBe('DONE');
    await expectSignedIn();
  });
});

describe('CUSTOM_AUTH (the e-mailed code module)', () => {
  it('asks for the e-mailed code after the password of a user who has it (CUSTOM_WITH_SRP)', async () => {
    const { nextStep } = await signIn({
      username: 'verificacao@demo.com.br',
      password: PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
    expect(nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: {
        USERNAME: 'verificacao@demo.com.br',
        message: 'Enviamos um código de verificação para v***@d***. Digite-o para entrar.',
      },
    });
    const [mail] = await server.outbox('verificacao@demo.com.br');
    expect(mail).toMatchObject({
      kind: 'CUSTOM_CHALLENGE',
      subject: 'Verificação adicional para entrar no Pauta',
    });
    expect((await confirmSignIn({ challengeResponse: mail?.code ?? '' })).nextStep.signInStep).toBe('DONE');
    await expectSignedIn();
  });

  it('signs in with the password alone, or asks for MFA, for the others (CUSTOM_WITH_SRP)', async () => {
    const plain = await signIn({
      username: 'vendedor@demo.com.br',
      password: PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
    expect(plain.nextStep.signInStep).toBe('DONE');
    await signOut();
    const mfa = await signIn({
      username: 'sms@demo.com.br',
      password: PASSWORD,
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
    expect(mfa.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    expect((await confirmSignIn({ challengeResponse: await latestSmsCode() })).nextStep.signInStep).toBe(
      'DONE',
    );
  });

  it('refuses a wrong password before any code is sent', async () => {
    const before = (await server.outbox('verificacao@demo.com.br')).length;
    expect(
      await failureOf(
        signIn({
          username: 'verificacao@demo.com.br',
          password: 'Errada@2026!',
          options: { authFlowType: 'CUSTOM_WITH_SRP' },
        }),
      ),
    ).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(await server.outbox('verificacao@demo.com.br')).toHaveLength(before);
  });

  it('asks again after a wrong code, with the tries left, then signs in (CUSTOM_WITHOUT_SRP)', async () => {
    await signIn({ username: 'vendedor@demo.com.br', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    const code = await server.latestCode('vendedor@demo.com.br');
    const again = await confirmSignIn({ challengeResponse: code === '000000' ? '111111' : '000000' });
    expect(again.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: {
        message: 'Código incorreto. Digite o código enviado para v***@d*** (restam 2 tentativas).',
      },
    });
    expect((await confirmSignIn({ challengeResponse: code })).nextStep.signInStep).toBe('DONE');
    await expectSignedIn();
  });
});
