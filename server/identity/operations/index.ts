import type { Operation } from './context.ts';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token.ts';
import { getUser } from './get-user.ts';
import { globalSignOut } from './global-sign-out.ts';
import { initiateAuth } from './initiate-auth.ts';
import { respondToAuthChallenge } from './respond-to-auth-challenge.ts';
import { revokeToken } from './revoke-token.ts';

/** Every operation the pool answers, by its X-Amz-Target name; a new operation is a file and a line here. */
export const operations: Record<string, Operation> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
};
