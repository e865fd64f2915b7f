import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../../../server/db/open.ts';
import { pgliteOnDisk } from '../support/databases.ts';
import { buildServer, indexHtml, type BuiltServer } from '../support/built-server.ts';
import { accounts, demoPassword } from '../support/credentials.ts';
import { productionSettings } from './production-settings.ts';

/**
 * `NODE_ENV=production npm start`: the built server refuses to start while a secret has its built-in
 * default, and once given them runs no emulator, seeds no demo account and hands out no source map.
 */
describe('the built server in production mode', () => {
  let build: Awaited<ReturnType<typeof buildServer>>;

  beforeAll(async () => {
    build = await buildServer();
  }, 60_000);

  afterAll(async () => {
    await build.dispose();
  });

  test('refuses to start without the settings, naming every one that is missing', async () => {
    const server = await build.start({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    for (const name of Object.keys(productionSettings)) expect(server.output()).toContain(name);
    expect(server.output()).not.toContain('Pauta está no ar');
  });

  test('names only what is still missing', async () => {
    const { SECRETS_KEY: _left, ...allButOne } = productionSettings;
    const server = await build.start({ NODE_ENV: 'production', ...allButOne });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('defina SECRETS_KEY');
    expect(server.output()).not.toContain('SMTP_URL');
  });

  describe('with the settings', () => {
    let server: BuiltServer;

    beforeAll(async () => {
      // Its database starts from the empty template: initdb is the built-server test's to pay for.
      const files = await pgliteOnDisk(path.join(build.dataDir, 'pglite'), { seeded: false });
      await (await openDatabase(files)).close();
      server = await build.start({ NODE_ENV: 'production', ...productionSettings });
      await server.listening();
    }, 90_000);

    afterAll(async () => {
      await server.stop();
    });

    test('starts, says it is in production and which outside services it will call', async () => {
      // The start-up report is one write (server/main.ts): once its first line is read, so is the list.
      expect(server.output()).toContain('(modo de produção)');
      expect(server.output()).toContain(productionSettings.RECALL_BASE_URL);
      expect(server.output()).toContain('https://www.googleapis.com');
      expect(server.output()).not.toContain('emulador embutido');
      // The SMTP password never reaches the output.
      expect(server.output()).not.toContain('senha-smtp');
      const page = await fetch(`${server.baseUrl}/meetings`);
      expect(await page.text()).toBe(indexHtml);
    });

    test('runs no emulator and no developer outbox', async () => {
      const paths = [
        '/emulators/recall/api/v1/bot/',
        '/emulators/google/o/oauth2/v2/auth',
        '/emulators/microsoft/common/oauth2/v2.0/authorize',
        '/emulators/hubspot/crm/v3/objects/contacts',
        '/emulators/webhook/',
        '/cognito/_outbox',
        '/mail/_outbox',
      ];
      const statuses = await Promise.all(
        paths.map(async (path) => {
          const answer = await fetch(`${server.baseUrl}${path}`, {
            headers: { authorization: 'Token pauta-local-recall-key' },
          });
          return [path, answer.status];
        }),
      );
      expect(statuses).toEqual(paths.map((path) => [path, 404]));
    });

    test('seeds no demo account and hands out no source map', async () => {
      expect(server.output()).not.toContain(demoPassword);
      const login = await fetch(`${server.baseUrl}/api/auth/basic-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: accounts.admin.email, password: demoPassword }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${server.baseUrl}/assets/index.js.map`)).status).toBe(404);
    });
  });
});
