import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  fetchAuthSession,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { parseAppConfig } from '../../../src/services/config.ts';
import {
  configureIdentity,
  currentIdToken,
  holdsIdentityKeys,
  identityProvider,
  refreshIdToken,
  sessionClaims,
} from '../../../src/services/identity.ts';
import { confirmSignIn, signIn, signInWithoutPassword } from '../../../src/services/identity-sign-in.ts';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn<typeof fetchAuthSession>(),
  signIn: vi.fn<typeof amplifySignIn>(),
  confirmSignIn: vi.fn<typeof amplifyConfirmSignIn>(),
  signOut: vi.fn<() => Promise<void>>(),
}));

const session = (payload: Record<string, unknown> | null) =>
  ({
    tokens: payload ? { idToken: { payload, toString: () => 'id.jwt.token' } } : undefined,
  }) as unknown as Awaited<ReturnType<typeof fetchAuthSession>>;

beforeEach(() => {
  vi.mocked(fetchAuthSession).mockReset();
});

describe('configureIdentity', () => {
  it('points Amplify at the user pool endpoint and keeps tokens in lax cookies for 365 days', async () => {
    const setStorage = vi.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    configureIdentity(parseAppConfig({}, 'http://localhost:4173'));
    await identityProvider();

    expect(Amplify.getConfig().Auth?.Cognito).toMatchObject({
      userPoolId: 'local_pauta',
      userPoolClientId: 'pauta-web',
      userPoolEndpoint: 'http://localhost:4173/cognito',
    });
    // Amplify.configure installs its default storage first; ours must be the one set last.
    const storage = setStorage.mock.calls.at(-1)?.[0];
    expect(storage).toBeInstanceOf(CookieStorage);
    // jsdom serves the page over http: the Secure flag would make the browser drop the cookies.
    expect(storage).toMatchObject({ sameSite: 'lax', expires: 365, secure: false, path: '/' });
  });
});

describe('loading the provider', () => {
  it('waits for a reason when the browser holds no identity key, and is needed only when it holds one', () => {
    localStorage.clear();
    expect(holdsIdentityKeys()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.pauta-web.inflightOAuth', 'true');
    expect(holdsIdentityKeys()).toBe(true);
    localStorage.clear();
    document.cookie = 'CognitoIdentityServiceProvider.pauta-web.sub-1.idToken=jwt; path=/';
    expect(holdsIdentityKeys()).toBe(true);
    document.cookie =
      'CognitoIdentityServiceProvider.pauta-web.sub-1.idToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('identity session', () => {
  it('signs in with the e-mail as username and returns the next step', async () => {
    vi.mocked(amplifySignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(signIn('vendedor@demo.com.br', 'Demo@2026!')).resolves.toEqual({ signInStep: 'DONE' });
    expect(amplifySignIn).toHaveBeenCalledWith({
      username: 'vendedor@demo.com.br',
      password: 'Demo@2026!',
      options: { authFlowType: 'CUSTOM_WITH_SRP' },
    });
  });

  it('drops a leftover session (a sign-in given up on that finished late) and signs in as asked', async () => {
    const already = Object.assign(new Error('There is already a signed in user.'), {
      name: 'UserAlreadyAuthenticatedException',
    });
    vi.mocked(amplifySignIn)
      .mockReset()
      .mockRejectedValueOnce(already)
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    vi.mocked(amplifySignOut).mockReset().mockResolvedValue();

    await expect(signIn('vendedor@demo.com.br', 'Demo@2026!')).resolves.toEqual({ signInStep: 'DONE' });
    expect(amplifySignOut).toHaveBeenCalledTimes(1);
    expect(amplifySignIn).toHaveBeenCalledTimes(2);
  });

  it('any other refusal is the answer: no sign-out, no second try', async () => {
    const wrong = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    vi.mocked(amplifySignIn).mockReset().mockRejectedValueOnce(wrong);
    vi.mocked(amplifySignOut).mockReset();

    await expect(signIn('vendedor@demo.com.br', 'errada')).rejects.toBe(wrong);
    expect(amplifySignOut).not.toHaveBeenCalled();
    expect(amplifySignIn).toHaveBeenCalledTimes(1);
  });

  it('signs in with the e-mail alone (USER_AUTH), with the code asked for or none', async () => {
    vi.mocked(amplifySignIn)
      .mockReset()
      .mockResolvedValue({
        isSignedIn: false,
        nextStep: {
          signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
          availableChallenges: ['PASSWORD_SRP', 'EMAIL_OTP'],
        },
      });
    await expect(signInWithoutPassword('vendedor@demo.com.br')).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD_SRP', 'EMAIL_OTP'],
    });
    expect(amplifySignIn).toHaveBeenLastCalledWith({
      username: 'vendedor@demo.com.br',
      options: { authFlowType: 'USER_AUTH' },
    });
    await signInWithoutPassword('vendedor@demo.com.br', 'SMS_OTP');
    expect(amplifySignIn).toHaveBeenLastCalledWith({
      username: 'vendedor@demo.com.br',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'SMS_OTP' },
    });
  });

  it("shows the custom challenge's own parameters, not the username Cognito adds", async () => {
    vi.mocked(amplifySignIn).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { USERNAME: 'verificacao@demo.com.br', message: 'Enviamos um código.' },
      },
    });
    await expect(signIn('verificacao@demo.com.br', 'x')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { message: 'Enviamos um código.' },
    });
  });

  it('turns the TOTP setup step into plain data: the shared secret and the otpauth URI', async () => {
    vi.mocked(amplifySignIn).mockResolvedValue({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'ABCDEF234567',
          getSetupUri: (appName: string, accountName?: string) =>
            new URL(`otpauth://totp/${appName}:${accountName}?secret=ABCDEF234567&issuer=${appName}`),
        },
      },
    });
    await expect(signIn('mfa@demo.com.br', 'Demo@2026!')).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      sharedSecret: 'ABCDEF234567',
      setupUri: 'otpauth://totp/Pauta:mfa@demo.com.br?secret=ABCDEF234567&issuer=Pauta',
    });
  });

  it('keeps what each step needs: code destination, MFA types, missing attributes', async () => {
    vi.mocked(amplifySignIn).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
        codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'e***@demo.com.br' },
      },
    });
    await expect(signIn('email-mfa@demo.com.br', 'x')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      destination: 'e***@demo.com.br',
    });
    vi.mocked(amplifySignIn).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['TOTP', 'EMAIL'] },
    });
    await expect(signIn('a@b.com', 'x')).resolves.toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMfaTypes: ['TOTP', 'EMAIL'],
    });
    vi.mocked(amplifySignIn).mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
        missingAttributes: ['given_name'],
      },
    });
    await expect(signIn('novo@demo.com.br', 'x')).resolves.toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['given_name'],
    });
  });

  it('answers a challenge, with user attributes only when given', async () => {
    vi.mocked(amplifyConfirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    await expect(confirmSignIn({ challengeResponse: '123456' }, 'mfa@demo.com.br')).resolves.toEqual({
      signInStep: 'DONE',
    });
    expect(amplifyConfirmSignIn).toHaveBeenLastCalledWith({
      challengeResponse: '123456',
      options: undefined,
    });

    await confirmSignIn({ challengeResponse: 'Demo@2026!', userAttributes: { given_name: 'Nina' } }, 'x');
    expect(amplifyConfirmSignIn).toHaveBeenLastCalledWith({
      challengeResponse: 'Demo@2026!',
      options: { userAttributes: { given_name: 'Nina' } },
    });
  });

  it('gives the id token and the claims, or nothing without a session', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue(session({ sub: 'sub-1', email: 'vendedor@demo.com.br' }));
    await expect(currentIdToken()).resolves.toBe('id.jwt.token');
    await expect(sessionClaims()).resolves.toEqual({ sub: 'sub-1', email: 'vendedor@demo.com.br' });

    vi.mocked(fetchAuthSession).mockResolvedValue(session(null));
    await expect(currentIdToken()).resolves.toBeUndefined();
    await expect(sessionClaims()).resolves.toBeNull();
  });

  it('forces the refresh and fails when no token comes back', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue(session(null));
    await expect(refreshIdToken()).rejects.toMatchObject({ name: 'MissingTokenError' });
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });
});
