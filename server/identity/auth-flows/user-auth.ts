import { invalidParameter } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { availableFirstFactors, isFirstFactorChallenge, startFirstFactor } from '../sign-in/first-factors.ts';
import { usernameOf } from '../user-store.ts';
import type { AuthFlow } from './auth-flow.ts';
import { findSigningInUser } from './find-signing-in-user.ts';

export const SELECT_CHALLENGE = 'SELECT_CHALLENGE';

/**
 * USER_AUTH, Cognito's choice-based sign-in: with PREFERRED_CHALLENGE (and its PASSWORD or SRP_A) the
 * preferred first factor starts at once when the user may use it; otherwise SELECT_CHALLENGE lists the
 * first factors the user may choose from (AvailableChallenges), answered by RespondToAuthChallenge.
 */
export const userAuth: AuthFlow = async (parameters, context) => {
  const username = requireParameter(parameters, 'USERNAME');
  const preferred = parameters.PREFERRED_CHALLENGE;
  if (preferred !== undefined && (typeof preferred !== 'string' || !isFirstFactorChallenge(preferred)))
    throw invalidParameter(`Invalid PREFERRED_CHALLENGE ${String(preferred)}`);
  const user = await findSigningInUser(context, username);
  const available = await availableFirstFactors(context, user);
  if (preferred && available.includes(preferred))
    return startFirstFactor(context, { user, username, challenge: preferred, parameters });
  return {
    ChallengeName: SELECT_CHALLENGE,
    Session: await context.sessions.open(SELECT_CHALLENGE, {
      username: user?.username ?? usernameOf(username),
      state: {},
    }),
    ChallengeParameters: {},
    AvailableChallenges: available,
  };
};
