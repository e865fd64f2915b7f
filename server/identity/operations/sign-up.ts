import { invalidParameter, preSignUpRefused, signUpNotPermitted } from '../cognito-errors.ts';
import { sendSignUpNotice } from '../messages.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import { usernameOf } from '../user-store.ts';
import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';
import { signUpAttributesOf } from './sign-up-attributes.ts';
import { issueSignUpCode, signUpCodeDelivery } from './sign-up-code.ts';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Amplify's signUp: an UNCONFIRMED account and a code e-mailed to confirm it (ConfirmSignUp). The answer
 * never tells who has an account: an e-mail whose account is past UNCONFIRMED gets the same answer, with a
 * UserSub that is the same on every try, and its owner is told by e-mail instead of sent a code (a code is
 * kept for it, never sent, so ConfirmSignUp is answered as for anyone and never confirms). A sign-up
 * still UNCONFIRMED is replaced, so an abandoned one never keeps its e-mail from signing up.
 */
export const signUp: Operation = async (input, context) => {
  requireClientId(input, context);
  if (!context.config.identitySelfSignUp) throw signUpNotPermitted();
  const named = requireMember(input, 'Username');
  const password = requireMember(input, 'Password');
  if (!emailPattern.test(named.trim())) throw invalidParameter('Username should be an email.');
  const attributes = signUpAttributesOf(input, named);
  assertPasswordConforms(password);
  const refusal = await context.preSignUp({ email: attributes.email });
  if (refusal !== null) throw preSignUpRefused(refusal);

  const username = usernameOf(named);
  await context.throttle.countSignUpMail(username);
  const existing = await context.users.findByUsername(username);
  const user =
    existing && existing.status !== 'UNCONFIRMED'
      ? null
      : await context.users.signUp({ ...attributes, attributes: attributes.others, password });
  if (!user) {
    await issueSignUpCode(context, username, null);
    await sendSignUpNotice(context, existing?.email ?? attributes.email);
    return {
      UserConfirmed: false,
      UserSub: context.decoys.subOf(username),
      CodeDeliveryDetails: signUpCodeDelivery(attributes.email),
    };
  }
  await issueSignUpCode(context, user.username, user.email);
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: signUpCodeDelivery(user.email) };
};
