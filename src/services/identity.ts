/*
 * The identity provider (Amplify v6 against a Cognito user pool). The only module that imports aws-amplify:
 * machines reach it through their actors.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { oauthConfig, type AppConfig } from './config.ts';
import { forgetRedirectOutcome, recordRedirectOutcome } from './identity-sso.ts';
import { cookieNames, deleteCookie } from './storage.ts';

export type MfaType = 'TOTP' | 'EMAIL' | 'SMS';
export type MfaSetupType = 'TOTP' | 'EMAIL';

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

export function configureIdentity(config: AppConfig): void {
  // Before configure: configuring with OAuth completes a pending /sso-callback redirect (identity-sso.ts).
  recordRedirectOutcome();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.identityEndpoint,
        loginWith: { oauth: oauthConfig },
      },
    },
  });
  // Spec section 9: tokens live in cookies, SameSite lax, 365 days; Secure only where the page is https.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage({
      sameSite: 'lax',
      expires: 365,
      secure: window.location.protocol === 'https:',
    }),
  );
}

export async function signOut(): Promise<void> {
  forgetRedirectOutcome();
  await amplifySignOut();
}

export async function currentIdToken({ forceRefresh = false } = {}): Promise<string | undefined> {
  const session = await fetchAuthSession({ forceRefresh });
  return session.tokens?.idToken?.toString();
}

/** Forces a token refresh; rejects when the provider can no longer give a token (the session is over). */
export async function refreshIdToken(): Promise<void> {
  if (!(await currentIdToken({ forceRefresh: true }))) throw new MissingTokenError();
}

/** The id token's claims, or null when there is no session. */
export async function sessionClaims({ forceRefresh = false } = {}): Promise<SessionClaims | null> {
  const session = await fetchAuthSession({ forceRefresh });
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

/** Removes every identity-provider key from localStorage and every identity cookie. */
export function clearIdentityKeys(): void {
  const isIdentityKey = (key: string) => identityKeyPrefixes.some((prefix) => key.startsWith(prefix));
  for (const key of Object.keys(localStorage)) {
    if (isIdentityKey(key)) localStorage.removeItem(key);
  }
  for (const name of cookieNames()) {
    if (isIdentityKey(decodeURIComponent(name))) deleteCookie(name);
  }
}
