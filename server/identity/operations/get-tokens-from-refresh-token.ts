import { refreshTokens } from '../sign-in/refresh.ts';
import type { Operation } from './context.ts';
import { requireClientId, requireMember } from './input.ts';

/** How aws-amplify >= 6.15.4 refreshes: `{ ClientId, RefreshToken }` in, `{ AuthenticationResult }` out. */
export const getTokensFromRefreshToken: Operation = async (input, context) => {
  const clientId = requireClientId(input, context);
  const refreshToken = requireMember(input, 'RefreshToken');
  return { AuthenticationResult: await refreshTokens(context, refreshToken, clientId) };
};
