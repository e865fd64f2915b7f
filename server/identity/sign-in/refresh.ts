import { notAuthorized, userDisabled } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import type { IssuedTokens } from '../tokens.ts';

const refusals = {
  unknown: 'Invalid Refresh Token',
  revoked: 'Refresh Token has been revoked',
  expired: 'Refresh Token has expired',
} as const;

/**
 * New id and access tokens of the refresh token's family. The refresh token itself is not rotated
 * (the pool's default), so the answer carries none and clients keep theirs.
 */
export async function refreshTokens(
  context: IdentityContext,
  refreshToken: string,
  clientId: string,
): Promise<IssuedTokens> {
  const lookup = await context.refreshTokens.lookup(refreshToken, clientId);
  if (lookup.kind !== 'active') throw notAuthorized(refusals[lookup.kind]);
  const user = await context.users.findBySub(lookup.sub);
  if (!user) throw notAuthorized(refusals.unknown);
  if (!user.enabled) throw userDisabled();
  return context.tokens.issue(user, lookup.family);
}
