import { decodeJwt, SignJWT } from 'jose';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RefreshTokenStore, TokenFamily } from '../refresh-tokens.ts';
import type { SigningKey } from '../signing-keys.ts';
import type { TokenIssuer } from '../tokens.ts';
import type { PoolUser, UserStore } from '../user-store.ts';
import { identitiesOf } from './federated-users.ts';

/** What /oauth2/token answers (RFC 6749 names); refresh_token only for the code grant. */
export type OAuthTokens = {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: 'Bearer';
  expires_in: number;
};

type Deps = {
  db: Database;
  config: ServerConfig;
  key: SigningKey;
  users: UserStore;
  refreshTokens: RefreshTokenStore;
  tokens: TokenIssuer;
};

/**
 * Tokens of the hosted UI: the user pool's own (same issuer, key and refresh-token families, so the API,
 * GetUser and GetTokensFromRefreshToken accept them), with the `identities` claim of federated users added
 * to the id token, as Cognito does.
 */
export function createOAuthTokenIssuer(deps: Deps) {
  async function issue(user: PoolUser, family: TokenFamily) {
    const issued = await deps.tokens.issue(user, family);
    const identities = await identitiesOf(deps.db, user.sub);
    const idToken =
      identities.length === 0
        ? issued.IdToken
        : await new SignJWT({ ...decodeJwt(issued.IdToken), identities })
            .setProtectedHeader({ alg: 'RS256', kid: deps.key.kid })
            .sign(deps.key.privateKey);
    return {
      id_token: idToken,
      access_token: issued.AccessToken,
      token_type: 'Bearer' as const,
      expires_in: issued.ExpiresIn,
    };
  }

  return {
    /** A new sign-in for the authorization-code grant. Null when the user is gone. */
    async startSession(sub: string): Promise<OAuthTokens | null> {
      const user = await deps.users.findBySub(sub);
      if (!user) return null;
      const { token, family } = await deps.refreshTokens.start({
        sub,
        clientId: deps.config.userPoolClientId,
        ttlSeconds: deps.config.refreshTokenTtlSeconds,
      });
      return { ...(await issue(user, family)), refresh_token: token };
    },

    /** The refresh-token grant: fresh id and access tokens of the same family. Null when not usable. */
    async refresh(refreshToken: string, clientId: string): Promise<OAuthTokens | null> {
      const found = await deps.refreshTokens.lookup(refreshToken, clientId);
      if (found.kind !== 'active') return null;
      const user = await deps.users.findBySub(found.sub);
      return user ? issue(user, found.family) : null;
    },
  };
}

export type OAuthTokenIssuer = ReturnType<typeof createOAuthTokenIssuer>;
