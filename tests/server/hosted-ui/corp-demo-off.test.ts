import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededPglite } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newPkce, oauthClient } from './oauth-flow.ts';
import { hostedUiCertificate, tlsRequest } from './tls-client.ts';

/** Production turns the emulated corporate provider off (CORP_DEMO_SSO=false): its known password opens nothing. */
describe('hosted UI without the Corp Demo SSO emulator', () => {
  let server: TestServer;
  let ca = '';
  beforeAll(async () => {
    server = await startTestServer(await seededPglite(), { env: { CORP_DEMO_SSO: 'false' } });
    ca = await hostedUiCertificate(server);
  });
  afterAll(async () => {
    await server.close();
  });
  const oauth = oauthClient(
    () => server,
    () => ca,
  );

  test('authorize offers no provider: the app is sent back with invalid_request', async () => {
    const answer = await oauth.authorize({ code_challenge: newPkce().challenge, state: 's' });
    expect(answer.location?.pathname).toBe('/sso-callback');
    expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
  });

  test('the corporate login page and form answer 404', async () => {
    const page = `${server.running.config.hostedUiUrl}/corp-idp/login?request=x`;
    expect((await tlsRequest(page, { ca })).status).toBe(404);
    const form = { request: 'x', email: 'carla.mendes@empresa-sso.com.br', password: 'Demo@2026!' };
    expect((await tlsRequest(page, { ca, form })).status).toBe(404);
  });
});
