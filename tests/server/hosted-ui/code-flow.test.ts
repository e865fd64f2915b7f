import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { beforeAll, expect, test } from 'vitest';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts } from '../support/seed-facts.ts';
import { bearer } from '../support/credentials.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { newPkce, oauthClient } from './oauth-flow.ts';
import { hostedUiCertificate } from './tls-client.ts';

type OAuthTokens = {
  id_token: string;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
};

describeOnEveryDatabase('hosted UI: authorization code with PKCE through Corp Demo SSO', (server) => {
  let ca = '';
  beforeAll(async () => {
    ca = await hostedUiCertificate(server());
  });
  const oauth = oauthClient(server, () => ca);

  const getUser = (accessToken: string) =>
    fetch(`${server().baseUrl}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
    });

  test('the provider page is a labelled pt-BR form', async () => {
    const { page } = await oauth.submitCorpLogin({ ...newPkce(), state: 's', action: 'cancel' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('<title>Corp Demo SSO</title>');
    expect(page.body).toMatch(/<label for="email">[^<]+<\/label>\s*<input id="email"/);
    expect(page.body).toMatch(/<label for="password">Senha<\/label>\s*<input id="password"/);
    expect(page.body).toContain('>Cancelar</button>');
  });

  test('signs the corporate user in: tokens verify with the JWKS, carry identities, and the API knows the user', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge, 'abcDEF0123456789abcdef0123456789-c3RhdGU');
    const response = await oauth.exchange(code, verifier);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = JSON.parse(response.body) as OAuthTokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const { config } = server().running;
    const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
    const { payload } = await jwtVerify(tokens.id_token, jwks, {
      issuer: config.issuer,
      audience: 'pauta-web',
    });
    expect(payload).toMatchObject({
      sub: accounts.sso.cognitoSub,
      token_use: 'id',
      'cognito:username': 'CorpDemo_00u7carla1mendes',
      email: accounts.sso.email,
      given_name: 'Carla',
      family_name: 'Mendes',
      identities: [
        {
          providerName: 'CorpDemo',
          providerType: 'OIDC',
          userId: '00u7carla1mendes',
          primary: 'true',
          issuer: null,
        },
      ],
    });
    expect((await jwtVerify(tokens.access_token, jwks, { issuer: config.issuer })).payload).toMatchObject({
      sub: accounts.sso.cognitoSub,
      token_use: 'access',
      client_id: 'pauta-web',
    });

    const me = await server().get('/api/users/me', bearer(tokens.id_token));
    expect(me.status).toBe(200);
    expect(userSchema.parse(await me.json())).toMatchObject({
      id: accounts.sso.id,
      emailAddress: accounts.sso.email,
      firstName: 'Carla',
      lastName: 'Mendes',
      cognitoId: accounts.sso.cognitoSub,
      authType: 'cognito',
    });

    const user = await getUser(tokens.access_token);
    expect(user.status).toBe(200);
    const attributes = ((await user.json()) as { UserAttributes: Array<{ Name: string; Value: string }> })
      .UserAttributes;
    const identities = attributes.find((attribute) => attribute.Name === 'identities')?.Value ?? '[]';
    expect(JSON.parse(identities)).toMatchObject([{ providerName: 'CorpDemo', userId: '00u7carla1mendes' }]);
  });

  test('the same sub on every login: the user is linked, not created again', async () => {
    const subs: unknown[] = [];
    for (let login = 0; login < 2; login += 1) {
      const { verifier, challenge } = newPkce();
      const { code } = await oauth.codeFor(challenge);
      const tokens = JSON.parse((await oauth.exchange(code, verifier)).body) as OAuthTokens;
      subs.push(decodeJwt(tokens.id_token).sub);
    }
    expect(subs).toEqual([accounts.sso.cognitoSub, accounts.sso.cognitoSub]);
    const [{ count }] = (await server().running.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM identity_users WHERE email = $1',
      [accounts.sso.email],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  test('refresh_token grant: new id and access tokens of the same sign-in; the user pool accepts the token too', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge);
    const first = JSON.parse((await oauth.exchange(code, verifier)).body) as OAuthTokens;
    const refreshToken = first.refresh_token ?? '';

    const refreshed = await oauth.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    expect(refreshed.status).toBe(200);
    const tokens = JSON.parse(refreshed.body) as OAuthTokens;
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.id_token).not.toBe(first.id_token);
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      sub: accounts.sso.cognitoSub,
      origin_jti: decodeJwt(first.id_token).origin_jti,
    });
    expect(claims.identities).toEqual(decodeJwt(first.id_token).identities);
    expect((await server().get('/api/users/me', bearer(tokens.id_token))).status).toBe(200);

    const unknown = await oauth.token({ grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({ error: 'invalid_grant' });
  });

  test('the user pool refreshes the federated sign-in too, and its id tokens keep the identities claim', async () => {
    const { verifier, challenge } = newPkce();
    const { code } = await oauth.codeFor(challenge);
    const first = JSON.parse((await oauth.exchange(code, verifier)).body) as OAuthTokens;
    const refreshToken = first.refresh_token ?? '';
    const pool = async (operation: string, body: object) => {
      const response = await fetch(`${server().baseUrl}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult;
    };

    // Amplify >= 6.15.4 refreshes through GetTokensFromRefreshToken, older versions through REFRESH_TOKEN_AUTH.
    const refreshedIdTokens = [
      (await pool('GetTokensFromRefreshToken', { RefreshToken: refreshToken, ClientId: 'pauta-web' }))
        .IdToken,
      (
        await pool('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: 'pauta-web',
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        })
      ).IdToken,
    ];
    const { config } = server().running;
    const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
    for (const idToken of refreshedIdTokens) {
      const { payload } = await jwtVerify(idToken, jwks, { issuer: config.issuer, audience: 'pauta-web' });
      expect(payload).toMatchObject({
        sub: accounts.sso.cognitoSub,
        origin_jti: decodeJwt(first.id_token).origin_jti,
      });
      expect(payload.identities).toEqual([
        expect.objectContaining({ providerName: 'CorpDemo', userId: '00u7carla1mendes' }),
      ]);
      expect(payload.identities).toEqual(decodeJwt(first.id_token).identities);
    }
  });
});
