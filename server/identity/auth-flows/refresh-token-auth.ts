import { requireParameter } from '../operations/input.ts';
import { refreshTokens } from '../sign-in/refresh.ts';
import type { AuthFlow } from './auth-flow.ts';

/** REFRESH_TOKEN_AUTH, what Amplify used before GetTokensFromRefreshToken. */
export const refreshTokenAuth: AuthFlow = async (parameters, context) => {
  const token = requireParameter(parameters, 'REFRESH_TOKEN');
  const tokens = await refreshTokens(context, token, context.config.userPoolClientId);
  return { ChallengeParameters: {}, AuthenticationResult: tokens };
};
