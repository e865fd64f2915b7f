import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiExtensions } from '../../../server/http/api-extensions.ts';
import { tokenCache } from '../support/credentials.ts';
import { seededPglite } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** A concrete request path for a route pattern: every `:param` filled with a plausible id. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

const routeTableOf = (server: TestServer) =>
  new Set(
    server.running.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
  );

/** API_EXTENSIONS=off (issue 28): what a backend built to the spec alone answers to the app's extensions. */
describe('API_EXTENSIONS=off', () => {
  let server: TestServer;
  const tokenOf = tokenCache(() => server.baseUrl);
  beforeAll(async () => {
    server = await startTestServer(await seededPglite(), { env: { API_EXTENSIONS: 'off' } });
  });
  afterAll(async () => {
    await server.close();
  });

  const send = async (method: string, path: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: await tokenOf(accounts.admin.email), 'content-type': 'application/json' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });

  test('every listed extension is a route of the server (the list names no route that is gone)', () => {
    const routes = routeTableOf(server);
    const missing = apiExtensions.filter((e) => !routes.has(`${e.method} ${e.path}`));
    expect(missing).toEqual([]);
  });

  test('every turned-off extension answers exactly what an unknown route answers', async () => {
    const unknown = await send('GET', '/api/no-such-route');
    expect(unknown.status).toBe(404);
    const unknownBody = await unknown.json();
    for (const extension of apiExtensions.filter((e) => e.whenOff === 'not-found')) {
      const answer = await send(extension.method, concrete(extension.path));
      expect({ route: `${extension.method} ${extension.path}`, status: answer.status }).toEqual({
        route: `${extension.method} ${extension.path}`,
        status: 404,
      });
      expect(await answer.json()).toEqual(unknownBody);
    }
    // Without credentials too: the 404 comes before authentication, as for an unknown route.
    const anonymous = await fetch(`${server.baseUrl}/api/auth/sso-provider?email=a%40b.com`);
    expect(anonymous.status).toBe(404);
  });

  test("the spec's operations next to them still answer", async () => {
    expect((await send('GET', '/api/users/me')).status).toBe(200);
    expect((await send('GET', '/api/daily-report-config')).status).toBe(200);
    expect((await send('GET', '/api/meetings?limit=1&page=1')).status).toBe(200);
    // The stand-ins stay: a CSP report is still taken.
    const report = await fetch(`${server.baseUrl}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/' } }),
    });
    expect(report.status).toBeLessThan(300);
  });
});
