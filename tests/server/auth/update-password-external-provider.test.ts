import { afterAll, beforeAll, expect, test } from 'vitest';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts, bearer, demoPassword, signIn } from '../support/credentials.ts';
import { seededPglite } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * With another identity provider (JWKS_URL; Amazon Cognito in production) the server cannot see a password
 * change, so the caller's word ends their own forced update. Here JWKS_URL names the embedded pool's keys
 * by another address: the tokens still verify, but the server treats the provider as someone else's.
 */
let server: TestServer;
beforeAll(async () => {
  const port = await freePort();
  server = await startTestServer(await seededPglite(), {
    port,
    env: { JWKS_URL: `http://127.0.0.1:${port}/cognito/local_pauta/.well-known/jwks.json` },
  });
});
afterAll(async () => {
  await server.close();
});

test("another identity provider's user ends the forced update with PATCH /api/update-password", async () => {
  expect(server.running.config.identityEmbedded).toBe(false);
  const token = bearer(await signIn(server.baseUrl, accounts.resetPassword.email));
  const updated = await fetch(`${server.baseUrl}/api/update-password`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ oldPassword: demoPassword, password: 'Nova@2026!' }),
  });
  expect(updated.status).toBe(200);
  const me = userSchema.parse(await (await server.get('/api/users/me', token)).json());
  expect(me.resetPassword).toBe(false);
});
