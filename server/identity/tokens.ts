import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { TokenFamily } from './refresh-tokens.ts';
import type { SigningKey } from './signing-keys.ts';
import type { PoolUser } from './user-store.ts';

export type IssuedTokens = { IdToken: string; AccessToken: string; ExpiresIn: number; TokenType: 'Bearer' };

export type VerifiedAccessToken = { sub: string; originJti: string };

export type AccessTokenCheck =
  { kind: 'valid'; token: VerifiedAccessToken } | { kind: 'invalid' | 'expired' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Every token this pool issues has them; one without `exp` would never expire, so it is refused. */
export const tokenLifetimeClaims = ['exp', 'iat'];

/**
 * Custom and other stored attributes ride in the id token, as in Cognito. A federated user's `identities`
 * attribute is a JSON string (as GetUser shows it) but an array claim, on every id token: the hosted UI's
 * code exchange, its refresh grant and the pool's own refreshes alike.
 */
function attributeClaims(attributes: Record<string, string>): JWTPayload {
  const { identities, ...others } = attributes;
  if (identities === undefined) return others;
  const links: unknown = JSON.parse(identities);
  if (!Array.isArray(links)) throw new Error('the stored identities attribute is not a JSON array');
  return { ...others, identities: links };
}

/** Id and access JWTs with Cognito's claims, signed with the pool's key. */
export function createTokenIssuer(deps: { key: SigningKey; config: ServerConfig; now: () => Date }) {
  const { key, config, now } = deps;

  const sign = (claims: JWTPayload, issuedAt: number, ttlSeconds: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(config.issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .setJti(randomUUID())
      .sign(key.privateKey);

  return {
    async issue(user: PoolUser, family: TokenFamily): Promise<IssuedTokens> {
      const issuedAt = seconds(now());
      const shared = { sub: user.sub, origin_jti: family.originJti, event_id: family.eventId };
      const authTime = seconds(family.authTime);
      const idClaims: JWTPayload = {
        ...shared,
        aud: config.userPoolClientId,
        token_use: 'id',
        auth_time: authTime,
        'cognito:username': user.username,
        email: user.email,
        email_verified: user.emailVerified,
        ...(user.givenName === null ? {} : { given_name: user.givenName }),
        ...(user.familyName === null ? {} : { family_name: user.familyName }),
        ...attributeClaims(user.attributes),
      };
      const accessClaims: JWTPayload = {
        ...shared,
        client_id: config.userPoolClientId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        auth_time: authTime,
        username: user.username,
      };
      return {
        IdToken: await sign(idClaims, issuedAt, config.idTokenTtlSeconds),
        AccessToken: await sign(accessClaims, issuedAt, config.accessTokenTtlSeconds),
        ExpiresIn: config.accessTokenTtlSeconds,
        TokenType: 'Bearer',
      };
    },

    async checkAccessToken(token: string): Promise<AccessTokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          issuer: config.issuer,
          algorithms: ['RS256'],
          currentDate: now(),
          requiredClaims: tokenLifetimeClaims,
        });
        const { sub, origin_jti: originJti, token_use: tokenUse, client_id: clientId } = payload;
        if (tokenUse !== 'access' || clientId !== config.userPoolClientId) return { kind: 'invalid' };
        if (typeof sub !== 'string' || typeof originJti !== 'string') return { kind: 'invalid' };
        return { kind: 'valid', token: { sub, originJti } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { kind: 'expired' };
        if (error instanceof errors.JOSEError) return { kind: 'invalid' };
        throw error;
      }
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
