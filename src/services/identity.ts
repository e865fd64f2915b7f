/*
 * The identity provider (Amplify v6 against a Cognito user pool). The only module that imports aws-amplify:
 * machines reach it through their actors.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn as amplifyConfirmSignIn,
  fetchAuthSession,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  type SignInOutput,
} from 'aws-amplify/auth';
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

/** Secure Remote Password (USER_SRP_AUTH, spec section 9); the caller decides what to do with the next step. */
export async function signIn(email: string, password: string): Promise<SignInNextStep> {
  const srp = () => amplifySignIn({ username: email, password, options: { authFlowType: 'USER_SRP_AUTH' } });
  const { nextStep } = await srp().catch(async (error: unknown) => {
    // A sign-in the login gave up on (the identity service answered after its timeout) may have finished
    // behind it; Amplify then refuses any other. That leftover session goes; the person's own sign-in goes on.
    if ((error as { name?: unknown } | null)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    return srp();
  });
  return toPlainStep(nextStep, email);
}

/** Answers the pending challenge; Amplify keeps the challenge session (3 minutes) between the calls. */
export async function confirmSignIn(answer: ChallengeAnswer, email: string): Promise<SignInNextStep> {
  const { nextStep } = await amplifyConfirmSignIn({
    challengeResponse: answer.challengeResponse,
    options: answer.userAttributes ? { userAttributes: answer.userAttributes } : undefined,
  });
  return toPlainStep(nextStep, email);
}

/** Name shown in authenticator apps next to the account (the otpauth URI's issuer). */
const totpIssuer = 'Pauta';

function toPlainStep(step: SignInOutput['nextStep'], email: string): SignInNextStep {
  switch (step.signInStep) {
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        signInStep: step.signInStep,
        sharedSecret: step.totpSetupDetails.sharedSecret,
        setupUri: step.totpSetupDetails.getSetupUri(totpIssuer, email).toString(),
      };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { signInStep: step.signInStep, destination: step.codeDeliveryDetails?.destination };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { signInStep: step.signInStep, allowedMfaTypes: step.allowedMFATypes };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { signInStep: step.signInStep, missingAttributes: step.missingAttributes?.map(String) };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return { signInStep: step.signInStep, additionalInfo: step.additionalInfo };
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
      return { signInStep: step.signInStep, availableChallenges: step.availableChallenges };
    default:
      return { signInStep: step.signInStep };
  }
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
