import type { Operation } from './context.ts';
import { requireAdminTarget } from './admin-user.ts';

/**
 * AdminDisableUser: sign-in answers "User is disabled." and every sign-in of the user ends, so their refresh
 * tokens stop working and the API refuses the tokens they carry (activeSignInCondition), as Cognito revokes them.
 */
export const adminDisableUser: Operation = async (input, context) => {
  const user = await requireAdminTarget(input, context);
  await context.users.setEnabled(user, false);
  await context.refreshTokens.revokeAllOf(user.sub);
  return {};
};
