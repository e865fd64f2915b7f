import { incorrectCredentials } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { answerCorrectPassword } from '../sign-in/complete-sign-in.ts';
import type { AuthFlow } from './auth-flow.ts';
import { findSigningInUser } from './find-signing-in-user.ts';

/** USER_PASSWORD_AUTH: the password travels; it is checked by recomputing the SRP verifier. */
export const userPasswordAuth: AuthFlow = async (parameters, context) => {
  const username = requireParameter(parameters, 'USERNAME');
  const password = requireParameter(parameters, 'PASSWORD');
  const user = await findSigningInUser(context, username);
  await context.throttle.assertPasswordAttemptAllowed(user.username);
  if (!context.users.passwordMatches(user, password)) {
    await context.throttle.passwordFailed(user.username);
    throw incorrectCredentials();
  }
  return answerCorrectPassword(context, user);
};
