import type { AuthSession } from '../auth-sessions.ts';
import { invalidSession, wrongMfaCode } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import type { MfaType, PoolUser } from '../user-store.ts';
import type { CodeChallenge } from './mfa-step.ts';
import { requirePendingUser } from './pending-challenge.ts';

/**
 * The user of a sign-in MFA challenge whose answer `matches`, else Cognito's refusal. Each try is counted
 * on the session before the code is checked, so parallel guesses share its IDENTITY_MAX_MFA_CODE_ATTEMPTS;
 * the wrong try that uses the last one ends the session, and the person must sign in again. Every wrong code
 * also counts toward the user's sign-in lock, as a wrong password does, and a new sign-in does not forgive it.
 */
export async function requireMfaCode(
  context: IdentityContext,
  challenge: MfaType | CodeChallenge,
  answer: { responses: Record<string, unknown>; session: string | undefined },
  matches: (user: PoolUser, pending: AuthSession) => boolean | Promise<boolean>,
): Promise<{ user: PoolUser; pending: AuthSession }> {
  const { user, pending, session } = await requirePendingUser(context, challenge, answer);
  await context.throttle.assertPasswordAttemptAllowed(user.username);
  const maxAttempts = context.config.identityMaxMfaCodeAttempts;
  const attempts = await context.sessions.takeAttempt(session, maxAttempts);
  if (attempts === null) throw invalidSession();
  if (await matches(user, pending)) {
    await context.sessions.close(session);
    await context.throttle.signInSucceeded(user.username);
    return { user, pending };
  }
  await context.throttle.mfaCodeFailed(user.username);
  if (attempts < maxAttempts) throw wrongMfaCode();
  await context.sessions.close(session);
  throw invalidSession();
}
