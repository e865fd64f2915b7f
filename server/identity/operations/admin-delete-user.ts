import type { Operation } from './context.ts';
import { requireAdminTarget } from './admin-user.ts';

/** AdminDeleteUser: the user is removed, with every sign-in (their refresh tokens cascade). */
export const adminDeleteUser: Operation = async (input, context) => {
  await context.users.remove(await requireAdminTarget(input, context));
  return {};
};
