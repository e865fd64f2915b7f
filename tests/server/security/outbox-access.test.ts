import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { isLoopbackAddress } from '../../../server/http/client-address.ts';
import { startIdentityServer, type IdentityServer } from '../identity/identity-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

/*
 * The outbox holds every sign-in and password-reset code the identity service "sent": whoever reads it
 * can reset any password. Only this machine may read it, and only while the embedded pool is in use.
 */
describe('the loopback rule', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])(
    '%s is loopback',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    '192.0.2.2',
    '10.0.0.1',
    '::ffff:192.0.2.2',
    'fd00::2',
    '::',
    '0.0.0.0',
    '128.0.0.1',
    '1127.0.0.1',
    '',
  ])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('an unknown peer (no socket) is not', () => {
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe('the outbox is the embedded identity service’s only', () => {
  it('is off when JWKS_URL names another identity service', () => {
    const external = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc/.well-known/jwks.json';
    expect(readServerConfig({ JWKS_URL: external }).outboxHttp).toBe(false);
    expect(readServerConfig({}).outboxHttp).toBe(true);
    expect(readServerConfig({ OUTBOX_HTTP: 'false' }).outboxHttp).toBe(false);
  });

  it('answers 404 even to this machine when another identity service is in use', async () => {
    const server: IdentityServer = await startIdentityServer({
      JWKS_URL: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_abc/.well-known/jwks.json',
    });
    try {
      const response = await fetch(`${server.endpoint}/_outbox?to=ana@demo.com.br`);
      expect(response.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

// A non-loopback address of this machine, if it has one: asked through it, the server sees a remote peer.
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('the outbox over HTTP (the whole server)', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(await seededPglite());
  });
  afterAll(async () => {
    await server?.close();
  });
  const port = () => new URL(server?.baseUrl ?? '').port;

  it.each(['127.0.0.1', '[::1]'])('answers a client on this machine (%s)', async (host) => {
    const response = await fetch(`http://${host}:${port()}/cognito/_outbox?to=ana@demo.com.br`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it.skipIf(!outsideAddress)(
    'answers 404 to a client on another machine, whatever X-Forwarded-For says',
    async () => {
      for (const forwarded of [undefined, '127.0.0.1']) {
        const response = await fetch(
          `http://${outsideAddress}:${port()}/cognito/_outbox?to=ana@demo.com.br`,
          {
            headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
          },
        );
        expect(response.status).toBe(404);
      }
    },
  );
});
