import { userNotFound } from '../cognito-errors.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import type { Operation } from './context.ts';
import { requireEmailedCode } from './emailed-code.ts';
import { requireClientId, requireMember } from './input.ts';

/**
 * Amplify's confirmResetPassword: the e-mailed code and a new password. Success confirms the user
 * (a RESET_REQUIRED user can sign in again) and lifts a password lock.
 */
export const confirmForgotPassword: Operation = async (input, context) => {
  requireClientId(input, context);
  const user = await context.users.findByUsername(requireMember(input, 'Username'));
  const code = requireMember(input, 'ConfirmationCode');
  const password = requireMember(input, 'Password');
  if (!user) throw userNotFound();
  await requireEmailedCode(context, user.username, 'FORGOT_PASSWORD', code);
  assertPasswordConforms(password);
  await context.users.setPassword(user, password);
  await context.codes.consume(user.username, 'FORGOT_PASSWORD');
  await context.throttle.passwordSucceeded(user.username);
  return {};
};
