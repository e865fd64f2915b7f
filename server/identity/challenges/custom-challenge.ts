import { findSigningInUser } from '../auth-flows/find-signing-in-user.ts';
import { invalidSession } from '../cognito-errors.ts';
import {
  continueCustomAuth,
  customAuthModuleOf,
  CUSTOM_CHALLENGE,
} from '../custom-auth/continue-custom-auth.ts';
import type { ChallengeResult } from '../custom-auth/triggers.ts';
import { requireParameter } from '../operations/input.ts';
import { usernameOf } from '../user-store.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * CUSTOM_CHALLENGE: ANSWER goes to the module's verify, and its define says what follows (tokens, the
 * challenge again, or a refusal). Each challenge takes one answer; a wrong one counts toward the user's
 * sign-in lock, as a wrong MFA code does.
 */
export const customChallenge: ChallengeAnswer = async ({ responses, session }, context) => {
  const module = customAuthModuleOf(context);
  const username = requireParameter(responses, 'USERNAME');
  const answer = requireParameter(responses, 'ANSWER');
  const pending = session ? await context.sessions.find(CUSTOM_CHALLENGE, session) : null;
  if (!session || !pending) throw invalidSession();
  const user = await findSigningInUser(context, username);
  if ((user?.username ?? usernameOf(username)) !== pending.username) throw invalidSession();
  await context.throttle.assertPasswordAttemptAllowed(pending.username);
  await context.sessions.close(session);
  const privateChallengeParameters = JSON.parse(pending.state.private ?? '{}') as Record<string, string>;
  const { answerCorrect } = module.verify({ user, privateChallengeParameters, challengeAnswer: answer });
  if (!answerCorrect) await context.throttle.mfaCodeFailed(pending.username);
  const before = JSON.parse(pending.state.session ?? '[]') as ChallengeResult[];
  const step: ChallengeResult = {
    challengeName: 'CUSTOM_CHALLENGE',
    challengeResult: answerCorrect,
    ...(pending.state.metadata ? { challengeMetadata: pending.state.metadata } : {}),
  };
  return continueCustomAuth(context, module, { user, username, session: [...before, step] });
};
