import { incorrectCredentials } from '../cognito-errors.ts';
import { namedDevice } from '../devices/sign-in-device.ts';
import { requireParameter } from '../operations/input.ts';
import { answerCorrectPassword } from '../sign-in/complete-sign-in.ts';
import type { AuthFlow } from './auth-flow.ts';
import { findSigningInUser } from './find-signing-in-user.ts';

/**
 * USER_PASSWORD_AUTH: the password travels; it is checked by recomputing the SRP verifier. An unknown user
 * is checked against a decoy, counted and locked like any user, and answered as a wrong password.
 */
export const userPasswordAuth: AuthFlow = async (parameters, context) => {
  const username = requireParameter(parameters, 'USERNAME');
  const password = requireParameter(parameters, 'PASSWORD');
  const user = await findSigningInUser(context, username);
  const holder = user ?? context.decoys.of(username);
  await context.throttle.assertPasswordAttemptAllowed(holder.username);
  const matches = context.users.passwordMatches(holder, password);
  if (!user || !matches) {
    await context.throttle.passwordFailed(holder.username);
    throw incorrectCredentials();
  }
  return answerCorrectPassword(context, user, await namedDevice(context, user, parameters));
};
