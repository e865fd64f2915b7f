/*
 * Signing in with a password (SRP and its challenges), apart from identity.ts: Amplify's sign-in flows
 * (SRP arithmetic, device SRP, passkeys) are most of its auth code, and only the login needs them. The
 * login machine imports this module on demand, so no other route's first load carries it.
 */
// Static: Amplify's session code stays one chunk with identity-provider.ts (see there).
import './identity-provider.ts';
import {
  confirmSignIn as amplifyConfirmSignIn,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { appConfig } from './config.ts';
import {
  identityProvider,
  type ChallengeAnswer,
  type PasswordlessChallenge,
  type SignInNextStep,
} from './identity.ts';

/**
 * Secure Remote Password (spec section 9), as USER_SRP_AUTH or, where the pool has a custom authentication
 * module, CUSTOM_WITH_SRP (VITE_PASSWORD_SIGN_IN_FLOW); the caller decides what to do with the next step.
 */
export async function signIn(email: string, password: string): Promise<SignInNextStep> {
  return startSignIn(email, () =>
    amplifySignIn({ username: email, password, options: { authFlowType: appConfig.passwordSignInFlow } }),
  );
}

/**
 * Choice-based sign-in (USER_AUTH) with the e-mail alone: with a preferred first factor (an e-mailed or texted
 * code) the pool starts it when it allows it; without, it lists the first factors it allows this person.
 */
export async function signInWithoutPassword(
  email: string,
  preferredChallenge?: PasswordlessChallenge,
): Promise<SignInNextStep> {
  return startSignIn(email, () =>
    amplifySignIn({
      username: email,
      options: { authFlowType: 'USER_AUTH', ...(preferredChallenge ? { preferredChallenge } : {}) },
    }),
  );
}

async function startSignIn(email: string, start: () => Promise<SignInOutput>): Promise<SignInNextStep> {
  await identityProvider();
  const { nextStep } = await start().catch(async (error: unknown) => {
    // A sign-in the login gave up on (the identity service answered after its timeout) may have finished
    // behind it; Amplify then refuses any other. That leftover session goes; the person's own sign-in goes on.
    if ((error as { name?: unknown } | null)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await amplifySignOut();
    return start();
  });
  return toPlainStep(nextStep, email);
}

/** Answers the pending challenge; Amplify keeps the challenge session (3 minutes) between the calls. */
export async function confirmSignIn(answer: ChallengeAnswer, email: string): Promise<SignInNextStep> {
  await identityProvider();
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
      return { signInStep: step.signInStep, additionalInfo: publicInfoOf(step.additionalInfo) };
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
      return { signInStep: step.signInStep, availableChallenges: step.availableChallenges };
    default:
      return { signInStep: step.signInStep };
  }
}

/** The custom challenge's parameters the person reads: Cognito adds the username, which says nothing new. */
function publicInfoOf(info: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!info) return info;
  const { USERNAME: _username, ...shown } = info;
  return shown;
}
