import { incorrectCredentials } from '../cognito-errors.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { requireMember } from './input.ts';

/** Amplify's updatePassword: the previous password, checked like a sign-in, and the new one. */
export const changePassword: Operation = async (input, context) => {
  const previous = requireMember(input, 'PreviousPassword');
  const proposed = requireMember(input, 'ProposedPassword');
  const user = await requireSignedInUser(context, input);
  await context.throttle.countPasswordChange(user.username);
  await context.throttle.assertPasswordAttemptAllowed(user.username);
  if (!context.users.passwordMatches(user, previous)) {
    await context.throttle.passwordFailed(user.username);
    throw incorrectCredentials();
  }
  assertPasswordConforms(proposed);
  await context.users.setPassword(user, proposed);
  return {};
};
