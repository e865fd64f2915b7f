import { passwordResetRequired, userNotFound } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';

/** The user named by USERNAME, refused before any password check when unknown or awaiting a reset. */
export async function findSigningInUser(context: IdentityContext, username: string): Promise<PoolUser> {
  const user = await context.users.findByUsername(username);
  if (!user) throw userNotFound();
  if (user.status === 'RESET_REQUIRED') throw passwordResetRequired();
  return user;
}
