import { resourceNotFound, userNotFound } from '../cognito-errors.ts';
import type { PoolUser } from '../user-store.ts';
import type { IdentityContext, JsonObject } from './context.ts';
import { requireMember } from './input.ts';

/** The UserPoolId of an admin request, which must be this pool's. */
export function requireUserPoolId(input: JsonObject, context: IdentityContext): string {
  const poolId = requireMember(input, 'UserPoolId');
  if (poolId !== context.config.userPoolId) throw resourceNotFound(`User pool ${poolId} does not exist.`);
  return poolId;
}

/** The user an admin operation names by `Username` (or e-mail alias); UserNotFoundException otherwise. */
export async function requireAdminTarget(input: JsonObject, context: IdentityContext): Promise<PoolUser> {
  requireUserPoolId(input, context);
  const user = await context.users.findByUsername(requireMember(input, 'Username'));
  if (!user) throw userNotFound();
  return user;
}
