import { requireAccessToken } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { requireMember } from './input.ts';

/** Signs the user out everywhere: every refresh token family, and with it their access tokens. */
export const globalSignOut: Operation = async (input, context) => {
  const { sub } = await requireAccessToken(context, requireMember(input, 'AccessToken'));
  await context.refreshTokens.revokeAllOf(sub);
  return {};
};
