import { posePasswordVerifier } from '../auth-flows/user-srp-auth.ts';
import { incorrectCredentials, invalidParameter, userDisabled, userNotConfirmed } from '../cognito-errors.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { usernameOf, type PoolUser } from '../user-store.ts';
import { customAuthModules } from './index.ts';
import type { ChallengeResult, CustomAuthModule } from './triggers.ts';

export const CUSTOM_CHALLENGE = 'CUSTOM_CHALLENGE';
/** Marks a PASSWORD_VERIFIER opened by CUSTOM_AUTH: a right password goes back to the pool's module. */
export const CUSTOM_AUTH_FLOW = 'CUSTOM_AUTH';

/** Where a CUSTOM_AUTH sign-in stands: who, and the steps so far (the triggers' `session`). */
export type CustomAuthProgress = {
  user: PoolUser | null;
  username: string;
  session: ChallengeResult[];
  /** The client's SRP_A, while the module may still ask for the password (PASSWORD_VERIFIER). */
  AHex?: string;
};

/** The pool's custom authentication module; without one the flow is not enabled, as Cognito says. */
export function customAuthModuleOf(context: IdentityContext): CustomAuthModule {
  const name = context.config.identityCustomAuth;
  if (!name) throw invalidParameter('CUSTOM_AUTH flow not enabled for this client');
  return customAuthModules[name];
}

/**
 * Asks the module's define what comes next, as Cognito does after every step: tokens, a refusal (answered
 * as a wrong password, Cognito's "Incorrect username or password."), the password by SRP, or its own
 * challenge, which create poses and whose private part stays in the server's session for verify.
 */
export async function continueCustomAuth(
  context: IdentityContext,
  module: CustomAuthModule,
  progress: CustomAuthProgress,
): Promise<JsonObject> {
  const { user, username, session, AHex } = progress;
  const decision = module.define({ user, session });
  if (decision.issueTokens && !decision.failAuthentication && user) return customAuthSignedIn(context, user);
  if (decision.challengeName === 'PASSWORD_VERIFIER' && AHex && !decision.failAuthentication) {
    const holder = user ?? context.decoys.of(username);
    return posePasswordVerifier(context, holder, AHex, {
      flow: CUSTOM_AUTH_FLOW,
      session: JSON.stringify(session),
    });
  }
  if (decision.challengeName !== CUSTOM_CHALLENGE || decision.failAuthentication)
    throw incorrectCredentials();
  const created = await module.create({ user, username, session }, context);
  const named = user?.username ?? usernameOf(username);
  const challengeSession = await context.sessions.open(CUSTOM_CHALLENGE, {
    username: named,
    state: {
      session: JSON.stringify(session),
      private: JSON.stringify(created.privateChallengeParameters),
      metadata: created.challengeMetadata ?? '',
    },
  });
  return {
    ChallengeName: CUSTOM_CHALLENGE,
    Session: challengeSession,
    ChallengeParameters: { USERNAME: named, ...created.publicChallengeParameters },
  };
}

/** Tokens, once the module says so: the account's own refusals first; the module, not MFA, is the check. */
async function customAuthSignedIn(context: IdentityContext, user: PoolUser): Promise<JsonObject> {
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (!user.enabled) throw userDisabled();
  await context.throttle.signInSucceeded(user.username);
  return signedIn(context, user);
}
