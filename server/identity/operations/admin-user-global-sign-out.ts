import type { Operation } from './context.ts';
import { requireAdminTarget } from './admin-user.ts';

/** AdminUserGlobalSignOut: every sign-in of the user ends; their refresh and access tokens with it. */
export const adminUserGlobalSignOut: Operation = async (input, context) => {
  const user = await requireAdminTarget(input, context);
  await context.refreshTokens.revokeAllOf(user.sub);
  return {};
};
