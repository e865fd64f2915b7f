import { wrongVerificationCode } from '../cognito-errors.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import { usernameOf } from '../user-store.ts';
import type { Operation } from './context.ts';
import { requireEmailedCode } from './emailed-code.ts';
import { requireClientId, requireMember } from './input.ts';

/**
 * Amplify's confirmResetPassword: the e-mailed code and a new password. Success confirms the user
 * (a RESET_REQUIRED user can sign in again) and lifts a password lock. An unknown user's code (the one
 * ForgotPassword kept for it) is checked and counted like anyone's, and never resets anything.
 */
export const confirmForgotPassword: Operation = async (input, context) => {
  requireClientId(input, context);
  const named = requireMember(input, 'Username');
  const user = await context.users.findByUsername(named);
  const code = requireMember(input, 'ConfirmationCode');
  const password = requireMember(input, 'Password');
  await requireEmailedCode(context, user?.username ?? usernameOf(named), 'FORGOT_PASSWORD', code);
  if (!user) throw wrongVerificationCode();
  assertPasswordConforms(password);
  await context.users.setPassword(user, password);
  await context.codes.consume(user.username, 'FORGOT_PASSWORD');
  await context.throttle.passwordSucceeded(user.username);
  return {};
};
