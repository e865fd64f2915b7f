import { userNotFound } from '../cognito-errors.ts';
import { requireAccessToken } from '../sign-in/access-token.ts';
import { visibleAttributes } from '../sign-in/complete-sign-in.ts';
import type { Operation } from './context.ts';
import { requireMember } from './input.ts';

/** The signed-in user's attributes (Amplify's fetchUserAttributes). */
export const getUser: Operation = async (input, context) => {
  const { sub } = await requireAccessToken(context, requireMember(input, 'AccessToken'));
  const user = await context.users.findBySub(sub);
  if (!user) throw userNotFound();
  return {
    Username: user.username,
    UserAttributes: Object.entries(visibleAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
  };
};
