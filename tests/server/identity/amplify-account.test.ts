import {
  confirmResetPassword,
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
  updateUserAttribute,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureAmplify, failureOf } from './amplify-setup.ts';
import { startIdentityServer, type IdentityServer } from './identity-server.ts';

/** Password reset and change, attributes, and Cognito's throttling, with the real aws-amplify v6 client. */

const PASSWORD = 'Demo@2026!';
const NEW_PASSWORD = 'Nova@Senha2026';
const MAX_PASSWORD_CHANGES = 3;
let server: IdentityServer;
let clockOffsetMs = 0;
const advanceClock = (seconds: number) => (clockOffsetMs += seconds * 1000);

beforeAll(async () => {
  server = await startIdentityServer(
    { IDENTITY_MAX_PASSWORD_CHANGES: String(MAX_PASSWORD_CHANGES) },
    () => new Date(Date.now() + clockOffsetMs),
  );
  configureAmplify(server);
});

afterEach(async () => {
  await signOut();
  clockOffsetMs = 0;
});

afterAll(async () => {
  await server?.close();
});

const createUser = (
  email: string,
  extra: { status?: 'RESET_REQUIRED'; attributes?: Record<string, string> } = {},
) => server.identity.userPool.adminCreateUser({ email, password: PASSWORD, ...extra });

describe('resetPassword and confirmResetPassword (ForgotPassword)', () => {
  it('e-mails a code in Portuguese and sets the new password with it', async () => {
    await createUser('esqueci@demo.com.br');

    const reset = await resetPassword({ username: 'esqueci@demo.com.br' });

    expect(reset).toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'e***@d***', attributeName: 'email' },
      },
    });
    const [message] = await server.outbox('esqueci@demo.com.br');
    expect(message).toMatchObject({ kind: 'FORGOT_PASSWORD', subject: 'Redefinição de senha do Pauta' });
    expect(message?.body).toContain(`Use o código ${message?.code} para redefinir sua senha`);

    await confirmResetPassword({
      username: 'esqueci@demo.com.br',
      confirmationCode: message?.code ?? '',
      newPassword: NEW_PASSWORD,
    });
    expect((await failureOf(signIn({ username: 'esqueci@demo.com.br', password: PASSWORD }))).name).toBe(
      'NotAuthorizedException',
    );
    expect((await signIn({ username: 'esqueci@demo.com.br', password: NEW_PASSWORD })).isSignedIn).toBe(true);
  });

  it('refuses a wrong code, an expired code and a code already used', async () => {
    await createUser('codigo@demo.com.br');
    const confirm = (confirmationCode: string) =>
      failureOf(
        confirmResetPassword({ username: 'codigo@demo.com.br', confirmationCode, newPassword: NEW_PASSWORD }),
      );

    await resetPassword({ username: 'codigo@demo.com.br' });
    const code = await server.latestCode('codigo@demo.com.br');
    expect(await confirm(code === '123456' ? '654321' : '123456')).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    advanceClock(3601);
    expect(await confirm(code)).toEqual({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });

    clockOffsetMs = 0;
    await resetPassword({ username: 'codigo@demo.com.br' });
    const fresh = await server.latestCode('codigo@demo.com.br');
    await confirmResetPassword({
      username: 'codigo@demo.com.br',
      confirmationCode: fresh,
      newPassword: NEW_PASSWORD,
    });
    expect((await confirm(fresh)).name).toBe('ExpiredCodeException');
  });

  it('takes a RESET_REQUIRED user from the RESET_PASSWORD step back to signing in', async () => {
    await createUser('redefinir@demo.com.br', { status: 'RESET_REQUIRED' });
    expect(
      (await signIn({ username: 'redefinir@demo.com.br', password: PASSWORD })).nextStep.signInStep,
    ).toBe('RESET_PASSWORD');

    await resetPassword({ username: 'redefinir@demo.com.br' });
    await confirmResetPassword({
      username: 'redefinir@demo.com.br',
      confirmationCode: await server.latestCode('redefinir@demo.com.br'),
      newPassword: NEW_PASSWORD,
    });

    expect(await signIn({ username: 'redefinir@demo.com.br', password: NEW_PASSWORD })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });
});

describe('updatePassword (ChangePassword)', () => {
  it('refuses a wrong previous password and changes it with the right one', async () => {
    await createUser('trocar-senha@demo.com.br');
    await signIn({ username: 'trocar-senha@demo.com.br', password: PASSWORD });

    expect(
      await failureOf(updatePassword({ oldPassword: 'Errada@2026', newPassword: NEW_PASSWORD })),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await failureOf(updatePassword({ oldPassword: PASSWORD, newPassword: 'fraca' }))).name).toBe(
      'InvalidPasswordException',
    );
    await updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD });

    await signOut();
    expect((await signIn({ username: 'trocar-senha@demo.com.br', password: NEW_PASSWORD })).isSignedIn).toBe(
      true,
    );
  });
});

describe('user attributes', () => {
  it('stores custom:shouldResetPassword as given and reports it in fetchUserAttributes and the id token', async () => {
    await createUser('trocar@demo.com.br', { attributes: { 'custom:shouldResetPassword': 'true' } });
    await signIn({ username: 'trocar@demo.com.br', password: PASSWORD });
    expect(await fetchUserAttributes()).toMatchObject({ 'custom:shouldResetPassword': 'true' });

    const result = await updateUserAttribute({
      userAttribute: { attributeKey: 'custom:shouldResetPassword', value: 'false' },
    });

    expect(result).toEqual({ isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } });
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'trocar@demo.com.br',
      'custom:shouldResetPassword': 'false',
    });
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    expect(tokens?.idToken?.payload['custom:shouldResetPassword']).toBe('false');
  });

  it('changes the e-mail only once the code sent to the new address is confirmed', async () => {
    await createUser('antigo@demo.com.br');
    await signIn({ username: 'antigo@demo.com.br', password: PASSWORD });

    const result = await updateUserAttributes({
      userAttributes: { email: 'atual@demo.com.br', locale: 'pt-BR' },
    });

    expect(result).toEqual({
      email: {
        isUpdated: false,
        nextStep: {
          updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
          codeDeliveryDetails: { attributeName: 'email', deliveryMedium: 'EMAIL', destination: 'a***@d***' },
        },
      },
      locale: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
    });
    expect(await fetchUserAttributes()).toMatchObject({ email: 'antigo@demo.com.br', locale: 'pt-BR' });
    expect(
      await failureOf(confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: '000000' })),
    ).toMatchObject({ name: 'CodeMismatchException' });
    const [message] = await server.outbox('atual@demo.com.br');
    expect(message?.kind).toBe('VERIFY_EMAIL');
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: message?.code ?? '' });

    expect(await fetchUserAttributes()).toMatchObject({ email: 'atual@demo.com.br', email_verified: 'true' });
    await signOut();
    expect((await signIn({ username: 'atual@demo.com.br', password: PASSWORD })).isSignedIn).toBe(true);
  });
});

describe('throttling', () => {
  it('locks sign-in after 5 wrong passwords ("Password attempts exceeded") until the cool-down ends', async () => {
    await createUser('bloqueado@demo.com.br');
    const attempt = (password: string) => failureOf(signIn({ username: 'bloqueado@demo.com.br', password }));

    for (let failure = 0; failure < 5; failure++) {
      expect(await attempt('Errada@2026')).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
    }
    expect(await attempt(PASSWORD)).toEqual({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });

    advanceClock(15 * 60 + 1);
    expect((await signIn({ username: 'bloqueado@demo.com.br', password: PASSWORD })).isSignedIn).toBe(true);
  });

  it(`refuses the password reset after ${MAX_PASSWORD_CHANGES} requests with LimitExceededException`, async () => {
    await createUser('insistente@demo.com.br');
    for (let request = 0; request < MAX_PASSWORD_CHANGES; request++) {
      await resetPassword({ username: 'insistente@demo.com.br' });
    }

    expect(await failureOf(resetPassword({ username: 'insistente@demo.com.br' }))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });
});
