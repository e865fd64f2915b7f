/*
 * The identity provider (Amplify v6 against a Cognito user pool). The only module that imports aws-amplify:
 * machines reach it through their actors.
 */
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { oauthConfig, type AppConfig } from './config.ts';
import { recordRedirectOutcome } from './identity-sso.ts';
import { cookieNames, deleteCookie } from './storage.ts';

export type SignInNextStep = SignInOutput['nextStep'];
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

/** Amplify's default flow (USER_SRP_AUTH); the caller decides what to do with the next step. */
export async function signIn(email: string, password: string): Promise<SignInNextStep> {
  const { nextStep } = await amplifySignIn({ username: email, password });
  return nextStep;
}

export async function signOut(): Promise<void> {
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
