import { beforeAll, expect, test } from 'vitest';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { newPkce, oauthClient } from './oauth-flow.ts';
import { hostedUiCertificate, tlsRequest } from './tls-client.ts';

describeOnEveryDatabase('hosted UI: its session cookie, logout and CORS', (server) => {
  let ca = '';
  beforeAll(async () => {
    ca = await hostedUiCertificate(server());
  });
  const oauth = oauthClient(server, () => ca);
  const logout = (logoutUri: string, cookies: string[] = [], clientId = 'pauta-web') =>
    oauth.get(
      oauth.hosted(`/logout?${new URLSearchParams({ client_id: clientId, logout_uri: logoutUri })}`),
      cookies,
    );

  test('while the hosted-UI session lasts, authorize answers a code at once; after /logout it asks again', async () => {
    const { cookies } = await oauth.codeFor(newPkce().challenge);
    expect(cookies).toEqual([expect.stringMatching(/^hosted_ui_session=.+/)]);

    const { verifier, challenge } = newPkce();
    const again = await oauth.authorize({ code_challenge: challenge, state: 'de-novo' }, cookies);
    expect(again.status).toBe(302);
    expect(again.location?.searchParams.get('state')).toBe('de-novo');
    expect((await oauth.exchange(again.location?.searchParams.get('code') ?? '', verifier)).status).toBe(200);

    const appHome = `${server().baseUrl}/`;
    const out = await logout(appHome, cookies);
    expect(out.status).toBe(302);
    expect(String(out.location)).toBe(appHome);
    expect(out.headers['set-cookie']?.[0]).toMatch(/^hosted_ui_session=;.*Max-Age=0/);

    const afterLogout = await oauth.authorize({ code_challenge: newPkce().challenge, state: 's' }, cookies);
    expect(afterLogout.location?.pathname).toBe('/corp-idp/login');
  });

  test('logout only redirects to registered sign-out URLs of the app client', async () => {
    expect((await logout(`${server().baseUrl}/`)).status).toBe(302);
    for (const [uri, clientId] of [
      // Another local port is not registered either (issue 25 item 8).
      ['http://localhost:4310/', 'pauta-web'],
      ['https://evil.example/', 'pauta-web'],
      [`${server().baseUrl}/meetings`, 'pauta-web'],
      [`${server().baseUrl}/`, 'someone-else'],
    ] as const) {
      const refused = await logout(uri, [], clientId);
      expect(refused.status).toBe(400);
      expect(refused.location).toBeNull();
    }
  });

  test('the token endpoint lets the SPA origins call it from the browser, and no one else', async () => {
    const preflight = (origin: string) =>
      tlsRequest(oauth.hosted('/oauth2/token'), {
        ca,
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-user-agent',
        },
      });
    const app = await preflight(server().baseUrl);
    expect(app.headers['access-control-allow-origin']).toBe(server().baseUrl);
    expect(app.headers['access-control-allow-methods']).toContain('POST');
    // Amplify's code exchange carries this header; a preflight that refuses it blocks SSO in the browser.
    expect(String(app.headers['access-control-allow-headers'])).toContain('x-amz-user-agent');
    // Only the registered callbacks' origins: another local port is someone else (issue 25 item 8).
    for (const origin of ['http://localhost:5173', 'https://evil.example']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
