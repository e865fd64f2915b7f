import { invalidParameter } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { requireEmailedCode } from './emailed-code.ts';
import { requireMember } from './input.ts';

/** Amplify's confirmUserAttribute: the e-mailed code makes the pending (or current) e-mail verified. */
export const verifyUserAttribute: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const name = requireMember(input, 'AttributeName');
  const code = requireMember(input, 'Code');
  if (name !== 'email')
    throw invalidParameter(`Invalid attribute name ${name}: only email is verified here.`);
  await requireEmailedCode(context, user.username, 'VERIFY_EMAIL', code);
  await context.users.update(user, {
    email: user.pendingEmail ?? user.email,
    emailVerified: true,
    pendingEmail: null,
  });
  await context.codes.consume(user.username, 'VERIFY_EMAIL');
  return {};
};
