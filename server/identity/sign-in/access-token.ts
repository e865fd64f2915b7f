import { notAuthorized } from '../cognito-errors.ts';
import type { IdentityContext } from '../operations/context.ts';
import type { VerifiedAccessToken } from '../tokens.ts';

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
