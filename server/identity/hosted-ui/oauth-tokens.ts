import type { ServerConfig } from '../../config.ts';
import type { RefreshTokenStore, TokenFamily } from '../refresh-tokens.ts';
import type { TokenIssuer } from '../tokens.ts';
import type { PoolUser, UserStore } from '../user-store.ts';

/** What /oauth2/token answers (RFC 6749 names); refresh_token only for the code grant. */
export type OAuthTokens = {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: 'Bearer';
  expires_in: number;
};

type Deps = {
  config: ServerConfig;
  users: UserStore;
  refreshTokens: RefreshTokenStore;
  tokens: TokenIssuer;
};

/**
 * Tokens of the hosted UI: the user pool's own (same issuer, key and refresh-token families, so the API,
 * GetUser and GetTokensFromRefreshToken accept them; the pool's issuer puts a federated user's
 * `identities` claim in the id token), under the OAuth 2.0 names.
 */
export function createOAuthTokenIssuer(deps: Deps) {
  async function issue(user: PoolUser, family: TokenFamily) {
    const issued = await deps.tokens.issue(user, family);
    return {
      id_token: issued.IdToken,
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
