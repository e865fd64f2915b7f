import { invalidParameter, userNotFound } from '../cognito-errors.ts';
import { sendCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';

/** Amplify's resetPassword: a code to the verified e-mail, counted against the password-change limit. */
export const forgotPassword: Operation = async (input, context) => {
  requireClientId(input, context);
  const user = await context.users.findByUsername(requireMember(input, 'Username'));
  if (!user) throw userNotFound();
  if (!user.emailVerified)
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  await context.throttle.countPasswordChange(user.username);
  const lifetimeSeconds = context.config.identityCodeTtlSeconds;
  const code = await context.codes.issue(user.username, 'FORGOT_PASSWORD', lifetimeSeconds);
  await sendCode(context, { to: user.email, kind: 'FORGOT_PASSWORD', code, lifetimeSeconds });
  return {
    CodeDeliveryDetails: {
      Destination: maskEmail(user.email),
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    },
  };
};
