import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';

/** Amplify's signOut(): revokes the refresh token's family, so its access tokens stop working too. */
export const revokeToken: Operation = async (input, context) => {
  const clientId = requireClientId(input, context);
  await context.refreshTokens.revoke(requireMember(input, 'Token'), clientId);
  return {};
};
