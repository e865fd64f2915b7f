import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startIdentityServer, type IdentityServer } from '../identity/identity-server.ts';

/**
 * Issue 25 item 13: the identity throttle was one counter per operation for the whole pool, so one client
 * spending it refused every other client's sign-in. Now it counts per client address and per account.
 * Clients are told apart by their socket's address: each sends from its own loopback address.
 */

const PASSWORD = 'Demo@2026!';
const PER_ADDRESS = 3;
const PER_ACCOUNT = 4;
const tooMany = { __type: 'TooManyRequestsException', message: 'Rate exceeded' };
let server: IdentityServer;

beforeAll(async () => {
  // A stopped clock: every request falls in the same window, however slow the machine.
  const frozen = new Date();
  server = await startIdentityServer(
    {
      IDENTITY_REQUESTS_PER_SECOND: String(PER_ADDRESS),
      IDENTITY_ACCOUNT_REQUESTS_PER_MINUTE: String(PER_ACCOUNT),
    },
    () => frozen,
  );
  await server.identity.userPool.adminCreateUser({ email: 'vitima@demo.com.br', password: PASSWORD });
  await server.identity.userPool.adminCreateUser({ email: 'cliente-b@demo.com.br', password: PASSWORD });
});
afterAll(async () => {
  await server?.close();
});

/** One Cognito call sent from `localAddress`, which the server sees as the client's address. */
function callFrom(localAddress: string, operation: string, body: unknown): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.endpoint}/`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

const signInFrom = (address: string, email: string, password = PASSWORD) =>
  callFrom(address, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.config.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

it('client A spending its quota does not stop client B signing in', async () => {
  const answersToA = [];
  for (let request = 0; request <= PER_ADDRESS; request += 1)
    answersToA.push(await signInFrom('127.0.0.2', `ninguem-${request}@demo.com.br`));

  expect(answersToA.at(-1)).toEqual(tooMany);
  expect(await signInFrom('127.0.0.3', 'cliente-b@demo.com.br')).toHaveProperty('AuthenticationResult');
});

it('an account named too often is refused from any address, and other accounts are not', async () => {
  const answers = [];
  for (let request = 0; request <= PER_ACCOUNT; request += 1)
    answers.push(await signInFrom(`127.0.1.${request + 1}`, 'vitima@demo.com.br', 'Errada@2026'));

  expect(answers.slice(0, PER_ACCOUNT)).not.toContainEqual(tooMany);
  expect(answers.at(-1)).toEqual(tooMany);
  expect(await signInFrom('127.0.1.1', 'cliente-b@demo.com.br')).toHaveProperty('AuthenticationResult');
});
