import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { generate, generateSecret } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify, failureOf } from './amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** MFA at sign-in and for signed-in users, with the real aws-amplify v6 client. */

const PASSWORD = 'Demo@2026!';
const TOTP_SECRET = generateSecret();
let server: IdentityServer;

beforeAll(async () => {
  server = await startIdentityServer();
  const { adminCreateUser } = server.identity.userPool;
  await adminCreateUser({ email: 'mfa@demo.com.br', password: PASSWORD, mfa: { totpSecret: TOTP_SECRET } });
  await adminCreateUser({ email: 'email-mfa@demo.com.br', password: PASSWORD, mfa: { emailOtp: true } });
  await adminCreateUser({
    email: 'ambos@demo.com.br',
    password: PASSWORD,
    mfa: { totpSecret: TOTP_SECRET, emailOtp: true },
  });
  await adminCreateUser({
    email: 'preferido@demo.com.br',
    password: PASSWORD,
    mfa: { totpSecret: TOTP_SECRET, emailOtp: true, preferred: 'EMAIL' },
  });
  configureAmplify(server);
});

afterEach(async () => {
  await signOut();
  server.operationsSeen.length = 0;
});

afterAll(async () => {
  await server?.close();
});

const totpCode = (secret = TOTP_SECRET) => generate({ secret });

/** A 6-digit code that is not the current one (nor, almost surely, a neighbouring step's). */
const wrongCodeFor = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

async function expectSignedIn() {
  const session = await fetchAuthSession();
  expect(session.tokens?.accessToken).toBeDefined();
}

describe('MFA at sign-in', () => {
  it('asks a TOTP user for the app code, refuses a wrong one and accepts the right one', async () => {
    const first = await signIn({ username: 'mfa@demo.com.br', password: PASSWORD });
    expect(first).toEqual({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } });

    const code = await totpCode();
    expect(await failureOf(confirmSignIn({ challengeResponse: wrongCodeFor(code) }))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    const confirmed = await confirmSignIn({ challengeResponse: code });

    expect(confirmed).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expectSignedIn();
  });

  it('asks for TOTP after the USER_PASSWORD_AUTH flow too', async () => {
    const first = await signIn({
      username: 'mfa@demo.com.br',
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: await totpCode() })).isSignedIn).toBe(true);
  });

  it('e-mails an EMAIL_OTP user a code, read from the outbox', async () => {
    const first = await signIn({ username: 'email-mfa@demo.com.br', password: PASSWORD });

    expect(first).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'e***@d***' },
      },
    });
    const [message] = await server.outbox('email-mfa@demo.com.br');
    expect(message).toMatchObject({
      to: 'email-mfa@demo.com.br',
      kind: 'EMAIL_OTP',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(message?.body).toContain(message?.code);
    expect(
      await failureOf(confirmSignIn({ challengeResponse: wrongCodeFor(message?.code ?? '') })),
    ).toMatchObject({
      name: 'CodeMismatchException',
    });
    expect(await confirmSignIn({ challengeResponse: message?.code ?? '' })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });

  it('lets a user with both types and no preference choose (SELECT_MFA_TYPE)', async () => {
    const first = await signIn({ username: 'ambos@demo.com.br', password: PASSWORD });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['TOTP', 'EMAIL'] },
    });

    const chosen = await confirmSignIn({ challengeResponse: 'EMAIL' });
    expect(chosen.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'a***@d***' },
    });
    const done = await confirmSignIn({ challengeResponse: await server.latestCode('ambos@demo.com.br') });
    expect(done.isSignedIn).toBe(true);

    await signOut();
    await signIn({ username: 'ambos@demo.com.br', password: PASSWORD });
    expect((await confirmSignIn({ challengeResponse: 'TOTP' })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect((await confirmSignIn({ challengeResponse: await totpCode() })).isSignedIn).toBe(true);
  });

  it('goes straight to the preferred type when the user has one', async () => {
    const first = await signIn({ username: 'preferido@demo.com.br', password: PASSWORD });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect(
      (await confirmSignIn({ challengeResponse: await server.latestCode('preferido@demo.com.br') }))
        .isSignedIn,
    ).toBe(true);
  });
});

describe('MFA setup at sign-in (MFA_SETUP)', () => {
  it('offers both types, sets up TOTP through the shared secret, and asks for it next time', async () => {
    await server.identity.userPool.adminCreateUser({
      email: 'configurar-app@demo.com.br',
      password: PASSWORD,
      mfa: { setupRequired: true },
    });

    const first = await signIn({ username: 'configurar-app@demo.com.br', password: PASSWORD });
    expect(first).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
        allowedMFATypes: ['TOTP', 'EMAIL'],
      },
    });
    const totpStep = await confirmSignIn({ challengeResponse: 'TOTP' });
    if (totpStep.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
      throw new Error('no TOTP setup step');
    const { sharedSecret, getSetupUri } = totpStep.nextStep.totpSetupDetails;
    expect(sharedSecret).toMatch(/^[A-Z2-7]+=*$/);
    expect(getSetupUri('Pauta').toString()).toBe(
      `otpauth://totp/Pauta:configurar-app@demo.com.br?secret=${sharedSecret}&issuer=Pauta`,
    );
    expect(server.operationsSeen).toContain('AssociateSoftwareToken');

    const code = await totpCode(sharedSecret);
    expect(await failureOf(confirmSignIn({ challengeResponse: wrongCodeFor(code) }))).toEqual({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    expect(await confirmSignIn({ challengeResponse: code })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'] });

    await signOut();
    const again = await signIn({ username: 'configurar-app@demo.com.br', password: PASSWORD });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: await totpCode(sharedSecret) })).isSignedIn).toBe(true);
  });

  it('sets up e-mail codes: address, then the code sent to it', async () => {
    await server.identity.userPool.adminCreateUser({
      email: 'configurar-email@demo.com.br',
      password: PASSWORD,
      mfa: { setupRequired: true },
    });

    await signIn({ username: 'configurar-email@demo.com.br', password: PASSWORD });
    expect((await confirmSignIn({ challengeResponse: 'EMAIL' })).nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP',
    });
    const codeStep = await confirmSignIn({ challengeResponse: 'configurar-email@demo.com.br' });
    expect(codeStep.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'c***@d***' },
    });
    const done = await confirmSignIn({
      challengeResponse: await server.latestCode('configurar-email@demo.com.br'),
    });
    expect(done.isSignedIn).toBe(true);
    expect(await fetchMFAPreference()).toEqual({ enabled: ['EMAIL'] });

    await signOut();
    expect(
      (await signIn({ username: 'configurar-email@demo.com.br', password: PASSWORD })).nextStep.signInStep,
    ).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
  });
});

describe('MFA for a signed-in user', () => {
  it('sets up TOTP with setUpTOTP, verifyTOTPSetup and updateMFAPreference', async () => {
    await server.identity.userPool.adminCreateUser({ email: 'sem-mfa@demo.com.br', password: PASSWORD });
    expect((await signIn({ username: 'sem-mfa@demo.com.br', password: PASSWORD })).isSignedIn).toBe(true);
    expect(await fetchMFAPreference()).toEqual({});

    const details = await setUpTOTP();
    expect(await failureOf(updateMFAPreference({ totp: 'PREFERRED' }))).toEqual({
      name: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SOFTWARE_TOKEN_MFA',
    });
    await verifyTOTPSetup({ code: await totpCode(details.sharedSecret) });
    expect(await fetchMFAPreference()).toEqual({});
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });

    await signOut();
    expect((await signIn({ username: 'sem-mfa@demo.com.br', password: PASSWORD })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect(
      (await confirmSignIn({ challengeResponse: await totpCode(details.sharedSecret) })).isSignedIn,
    ).toBe(true);
    await updateMFAPreference({ totp: 'DISABLED' });
    await signOut();
    expect((await signIn({ username: 'sem-mfa@demo.com.br', password: PASSWORD })).isSignedIn).toBe(true);
  });
});
