import { findSigningInUser } from '../auth-flows/find-signing-in-user.ts';
import { SELECT_CHALLENGE } from '../auth-flows/user-auth.ts';
import { invalidParameter, invalidSession } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { availableFirstFactors, startFirstFactor } from '../sign-in/first-factors.ts';
import { usernameOf } from '../user-store.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * SELECT_CHALLENGE: ANSWER names one of the first factors USER_AUTH offered, with what it needs (PASSWORD,
 * or SRP_A for PASSWORD_SRP); that factor starts. The selection is used once.
 */
export const selectChallenge: ChallengeAnswer = async ({ responses, session }, context) => {
  const username = requireParameter(responses, 'USERNAME');
  const chosen = requireParameter(responses, 'ANSWER');
  const pending = session ? await context.sessions.find(SELECT_CHALLENGE, session) : null;
  if (!session || !pending) throw invalidSession();
  const user = await findSigningInUser(context, username);
  if ((user?.username ?? usernameOf(username)) !== pending.username) throw invalidSession();
  const challenge = (await availableFirstFactors(context, user)).find((name) => name === chosen);
  if (!challenge) throw invalidParameter(`Invalid challenge ${chosen} for the user`);
  await context.sessions.close(session);
  return startFirstFactor(context, { user, username, challenge, parameters: responses });
};
