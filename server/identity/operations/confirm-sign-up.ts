import { wrongVerificationCode } from '../cognito-errors.ts';
import { usernameOf } from '../user-store.ts';
import type { Operation } from './context.ts';
import { requireEmailedCode } from './emailed-code.ts';
import { requireClientId, requireMember } from './input.ts';

/**
 * Amplify's confirmSignUp: the e-mailed code makes the account CONFIRMED and its e-mail verified. Codes are
 * checked and counted alike for everyone, and only an UNCONFIRMED account is ever confirmed: any other
 * (an e-mail that had an account, or none) answers a wrong code, so no answer tells who has an account.
 */
export const confirmSignUp: Operation = async (input, context) => {
  requireClientId(input, context);
  const named = requireMember(input, 'Username');
  const code = requireMember(input, 'ConfirmationCode');
  const user = await context.users.findByUsername(named);
  const username = user?.username ?? usernameOf(named);
  await requireEmailedCode(context, username, 'SIGN_UP', code);
  if (!user || user.status !== 'UNCONFIRMED') throw wrongVerificationCode();
  await context.users.update(user, { status: 'CONFIRMED', emailVerified: true });
  await context.codes.consume(username, 'SIGN_UP');
  return {};
};
