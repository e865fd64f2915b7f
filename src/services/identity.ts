/*
 * The identity provider (Amplify v6 against a Cognito user pool), behind functions that load it on demand:
 * Amplify is most of the app's identity code, and a browser that holds no identity session (the /login page)
 * needs none of it until the person starts signing in. Machines reach it through their actors.
 */
import type { AppConfig } from './config.ts';
import { forgetRedirectOutcome } from './identity-sso.ts';
import { cookieNames, deleteCookie } from './storage.ts';

export type MfaType = 'TOTP' | 'EMAIL' | 'SMS';
export type MfaSetupType = 'TOTP' | 'EMAIL';
/** A first factor that needs no password: a code by e-mail or by SMS (USER_AUTH's preferred challenge). */
export type PasswordlessChallenge = 'EMAIL_OTP' | 'SMS_OTP';

/**
 * Amplify's next sign-in step as plain data (no functions, no URL objects), so machines can keep it in
 * context and tests can write it as a fixture. One member per step of spec section 4.
 */
export type SignInNextStep =
  | { signInStep: 'DONE' }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'; missingAttributes?: string[] }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE'; destination?: string }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE'; destination?: string }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'; allowedMfaTypes?: MfaType[] }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION'; allowedMfaTypes?: MfaType[] }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP'; sharedSecret: string; setupUri: string }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE'; additionalInfo?: Record<string, string> }
  | { signInStep: 'CONFIRM_SIGN_IN_WITH_PASSWORD' }
  | { signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'; availableChallenges?: string[] }
  | { signInStep: 'RESET_PASSWORD' }
  | { signInStep: 'CONFIRM_SIGN_UP' };

/** What the user (or the login machine on their behalf) answers to a challenge. */
export type ChallengeAnswer = { challengeResponse: string; userAttributes?: Record<string, string> };
export type SessionClaims = { sub: string; email: string };

/** Prefixes of every key the identity provider writes (localStorage and cookies). */
const identityKeyPrefixes = ['CognitoIdentityServiceProvider.', 'amplify-'];
const isIdentityKey = (key: string) => identityKeyPrefixes.some((prefix) => key.startsWith(prefix));
/**
 * The keys of this browser's device at the user pool (Amplify's device metadata): they outlive a sign-out, or a
 * remembered device would be forgotten by every sign-out and ask for MFA again (issue 26). Forgetting the
 * device (forgetDevice) removes them.
 */
const deviceKeySuffixes = ['.deviceKey', '.deviceGroupKey', '.randomPasswordKey'];
const isDeviceKey = (key: string) => deviceKeySuffixes.some((suffix) => key.endsWith(suffix));
const isSessionKey = (key: string) => isIdentityKey(key) && !isDeviceKey(key);

let identityConfig: AppConfig | undefined;
let loading: Promise<typeof import('./identity-provider.ts')> | undefined;

/**
 * Takes the configuration; Amplify itself loads now only when the browser holds identity keys (tokens, or a
 * redirect sign-in coming back to /sso-callback, which Amplify completes as it is configured), else on the
 * first call that needs it.
 */
export function configureIdentity(config: AppConfig): void {
  identityConfig = config;
  if (holdsIdentityKeys()) void identityProvider();
}

/** Amplify, configured once; every function that talks to the identity service awaits it first. */
export function identityProvider(): Promise<typeof import('./identity-provider.ts')> {
  const config = identityConfig;
  if (!config) return Promise.reject(new Error('configureIdentity was not called'));
  loading ??= import('./identity-provider.ts').then(
    async (provider) => {
      await provider.configureAmplify(config);
      return provider;
    },
    (error: unknown) => {
      // A chunk that did not arrive (offline) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the browser holds anything of an identity session; without it there is none to resume. */
export function holdsIdentityKeys(): boolean {
  return (
    Object.keys(localStorage).some(isSessionKey) ||
    cookieNames().some((name) => isSessionKey(decodeURIComponent(name)))
  );
}

/** `everywhere`: every sign-in of the person ends (GlobalSignOut), not only this browser's. */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  forgetRedirectOutcome();
  await (await identityProvider()).signOut({ global: everywhere });
}

export async function currentIdToken({ forceRefresh = false } = {}): Promise<string | undefined> {
  const session = await (await identityProvider()).fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString();
}

/** Forces a token refresh; rejects when the provider can no longer give a token (the session is over). */
export async function refreshIdToken(): Promise<void> {
  if (!(await currentIdToken({ forceRefresh: true }))) throw new MissingTokenError();
}

/** The id token's claims, or null when there is no session. */
export async function sessionClaims({ forceRefresh = false } = {}): Promise<SessionClaims | null> {
  const session = await (await identityProvider()).fetchAuthSession({ forceRefresh });
  const payload = session.tokens?.idToken?.payload;
  if (!payload || typeof payload.sub !== 'string') return null;
  return { sub: payload.sub, email: typeof payload.email === 'string' ? payload.email : '' };
}

export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
  constructor() {
    super('No identity token: the session has expired');
  }
}

/** Removes every identity-provider key from localStorage and every identity cookie, but this browser's device's. */
export function clearIdentityKeys(): void {
  for (const key of Object.keys(localStorage)) {
    if (isSessionKey(key)) localStorage.removeItem(key);
  }
  for (const name of cookieNames()) {
    if (isSessionKey(decodeURIComponent(name))) deleteCookie(name);
  }
}
