import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withClientAddress } from '../../../server/http/client-address.ts';
import { seededPglite } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const proxies = new Set(['10.0.0.2', '10.0.0.3']);

describe('the client behind trusted proxies', () => {
  test('only a trusted peer is believed, and the header is read past every trusted hop', () => {
    const client = (peer: string, forwardedFor: string | null) =>
      withClientAddress(socketFrom(peer), forwardedFor, proxies).clientAddress;
    expect(client('10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(client('::ffff:10.0.0.2', '198.51.100.1, 203.0.113.7, 10.0.0.3')).toBe('203.0.113.7');
    // A client's own X-Forwarded-For (the left part) never hides it: the proxy appended the real one.
    expect(client('10.0.0.2', '127.0.0.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(client('203.0.113.9', '198.51.100.1')).toBeUndefined();
    expect(client('10.0.0.2', null)).toBeUndefined();
  });
});

/** Per-address limits behind a load balancer: each client its own budget, and no escaping it by a header. */
describe.each([
  ['trusting the proxy on 127.0.0.1', '127.0.0.1'],
  ['trusting no proxy', ''],
])('SSO lookups %s', (_title, trusted) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await seededPglite(), {
      env: { SSO_LOOKUPS_PER_MINUTE: '2', ...(trusted && { TRUSTED_PROXIES: trusted }) },
    });
  });
  afterAll(async () => {
    await server.close();
  });
  const lookUpAs = (forwardedFor: string) =>
    fetch(`${server.baseUrl}/api/auth/sso-provider?${new URLSearchParams({ email: accounts.sso.email })}`, {
      headers: { 'x-forwarded-for': forwardedFor },
    }).then((answer) => answer.status);

  test('one client spending its lookups', async () => {
    const first = [
      await lookUpAs('203.0.113.7'),
      await lookUpAs('203.0.113.7'),
      await lookUpAs('203.0.113.7'),
    ];
    expect(first.at(-1)).toBe(429);
    // Behind the trusted proxy another client still looks up; otherwise the header changes nothing.
    expect(await lookUpAs('203.0.113.8')).toBe(trusted ? 200 : 429);
  });
});
