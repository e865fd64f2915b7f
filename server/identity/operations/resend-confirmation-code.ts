import { usernameOf } from '../user-store.ts';
import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';
import { issueSignUpCode, signUpCodeDelivery } from './sign-up-code.ts';

/**
 * Amplify's resendSignUpCode: a new code for an UNCONFIRMED account, replacing the last one. Any other
 * e-mail (confirmed, or never signed up) gets the same answer and a new code that is sent nowhere, counted
 * alike, so the answer tells nobody whether, or how far, an account exists.
 */
export const resendConfirmationCode: Operation = async (input, context) => {
  requireClientId(input, context);
  const named = requireMember(input, 'Username');
  const user = await context.users.findByUsername(named);
  const username = user?.username ?? usernameOf(named);
  await context.throttle.countSignUpMail(username);
  const pending = user?.status === 'UNCONFIRMED' ? user : null;
  await issueSignUpCode(context, username, pending?.email ?? null);
  return { CodeDeliveryDetails: signUpCodeDelivery(pending?.email ?? named.trim()) };
};
