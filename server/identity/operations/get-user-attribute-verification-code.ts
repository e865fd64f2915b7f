import { invalidParameter } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { sendEmailVerificationCode } from './email-verification.ts';
import { requireMember } from './input.ts';

/** Amplify's sendUserAttributeVerificationCode: a new code for the pending (or current) e-mail. */
export const getUserAttributeVerificationCode: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const name = requireMember(input, 'AttributeName');
  if (name !== 'email')
    throw invalidParameter(`Invalid attribute name ${name}: only email is verified here.`);
  return {
    CodeDeliveryDetails: await sendEmailVerificationCode(context, user, user.pendingEmail ?? user.email),
  };
};
