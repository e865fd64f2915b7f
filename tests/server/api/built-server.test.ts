import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { buildServer, indexHtml, type BuiltServer } from '../support/built-server.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';

/**
 * `npm start` runs the server built by scripts/build-server.ts with plain node: this builds it the same
 * way and checks that the bundle finds its migrations, its package dependencies and the SPA, and that
 * the embedded identity service signs in.
 */
describe('the server built for npm start', () => {
  let build: Awaited<ReturnType<typeof buildServer>>;
  let server: BuiltServer;

  beforeAll(async () => {
    build = await buildServer();
    server = await build.start({});
    await server.listening();
  }, 90_000);

  afterAll(async () => {
    await server.stop();
    await build.dispose();
  });

  test('serves the SPA and answers the API without credentials with a 401 in JSON', async () => {
    const page = await fetch(`${server.baseUrl}/meetings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);

    const me = await fetch(`${server.baseUrl}/api/users/me`);
    expect(me.status).toBe(401);
    expect(apiErrorSchema.parse(await me.json()).status).toBe(401);
  });

  test('serves the OpenAPI document and its reference page with its script', async () => {
    const document = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./);
    const page = await fetch(`${server.baseUrl}/api/docs`);
    expect(await page.text()).toContain('id="getUsersMe"');
    // The script is the text of a function of the server's code: the build must keep it whole.
    const script = await fetch(`${server.baseUrl}/api/docs/try-it.js`);
    expect(await script.text()).toMatch(
      /^const __name = \(target\) => target;\n\(function tryItInBrowser\(\)/,
    );
  });

  test('signs in through the embedded identity service over the migrated, seeded database', async () => {
    const token = await signIn(server.baseUrl, accounts.seller.email);
    const me = await fetch(`${server.baseUrl}/api/users/me`, { headers: { authorization: bearer(token) } });
    expect(me.status).toBe(200);
    expect(userSchema.parse(await me.json()).emailAddress).toBe(accounts.seller.email);
  });

  test('hands out the source maps outside production, for the developer tools', async () => {
    expect((await fetch(`${server.baseUrl}/assets/index.js.map`)).status).toBe(200);
  });
});
