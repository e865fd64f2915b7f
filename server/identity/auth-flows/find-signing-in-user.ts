import { passwordResetRequired } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';

/**
 * The user named by USERNAME, refused before any password check when awaiting a reset; null when the pool
 * has no such user, which the flows answer as a wrong password (user existence errors prevented).
 */
export async function findSigningInUser(
  context: IdentityContext,
  username: string,
): Promise<PoolUser | null> {
  const user = await context.users.findByUsername(username);
  if (user?.status === 'RESET_REQUIRED') throw passwordResetRequired();
  return user;
}
