import { notAuthorized, userNotFound } from '../cognito-errors.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import { requireMember } from '../operations/input.ts';
import type { VerifiedAccessToken } from '../tokens.ts';
import type { PoolUser } from '../user-store.ts';

/** A valid access token whose family was not signed out, else Cognito's refusal. */
export async function requireAccessToken(
  context: IdentityContext,
  token: string,
): Promise<VerifiedAccessToken> {
  const check = await context.tokens.checkAccessToken(token);
  if (check.kind !== 'valid') {
    throw notAuthorized(check.kind === 'expired' ? 'Access Token has expired' : 'Invalid Access Token');
  }
  if (await context.refreshTokens.isFamilyRevoked(check.token.originJti)) {
    throw notAuthorized('Access Token has been revoked');
  }
  return check.token;
}

/** The user behind the request's AccessToken member. */
export async function requireSignedInUser(context: IdentityContext, input: JsonObject): Promise<PoolUser> {
  const { sub } = await requireAccessToken(context, requireMember(input, 'AccessToken'));
  const user = await context.users.findBySub(sub);
  if (!user) throw userNotFound();
  return user;
}
