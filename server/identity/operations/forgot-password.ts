import { invalidParameter } from '../cognito-errors.ts';
import { sendCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import { usernameOf } from '../user-store.ts';
import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';

/**
 * Amplify's resetPassword: a code to the verified e-mail, counted against the password-change limit. An
 * unknown user is answered the same (user existence errors prevented): counted, and given a code that is
 * sent nowhere, so ConfirmForgotPassword then answers for it as for anyone.
 */
export const forgotPassword: Operation = async (input, context) => {
  requireClientId(input, context);
  const named = requireMember(input, 'Username');
  const user = await context.users.findByUsername(named);
  if (user && !user.emailVerified)
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  const username = user?.username ?? usernameOf(named);
  await context.throttle.countPasswordChange(username);
  const lifetimeSeconds = context.config.identityCodeTtlSeconds;
  const code = await context.codes.issue(username, 'FORGOT_PASSWORD', lifetimeSeconds);
  if (user) await sendCode(context, { to: user.email, kind: 'FORGOT_PASSWORD', code, lifetimeSeconds });
  return {
    CodeDeliveryDetails: {
      Destination: maskEmail(user?.email ?? username),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    },
  };
};
