import type { Operation } from './context.ts';
import { requireAdminTarget } from './admin-user.ts';

/** AdminEnableUser: the user signs in again (ended sign-ins stay ended). */
export const adminEnableUser: Operation = async (input, context) => {
  await context.users.setEnabled(await requireAdminTarget(input, context), true);
  return {};
};
