import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { userSchema } from '../../../src/api-contract/user.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';
import { freePort } from '../support/free-port.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * `npm start` runs the server built by scripts/build-server.ts with plain node: this builds it the same
 * way and checks that the bundle finds its migrations, its package dependencies and the SPA, and that
 * the embedded identity service signs in.
 */
describe('the server built for npm start', () => {
  let outDir: string;
  let dataDir: string;
  let server: ChildProcess | undefined;
  let baseUrl: string;
  let output = '';

  beforeAll(async () => {
    // Inside the project, so that the bundle's bare imports (hono, pg, PGlite...) resolve to node_modules.
    const cacheDir = path.join(projectDir, 'node_modules', '.cache');
    await mkdir(cacheDir, { recursive: true });
    outDir = await mkdtemp(path.join(cacheDir, 'pauta-built-server-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-built-data-'));
    const distDir = path.join(dataDir, 'dist');
    await mkdir(distDir);
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await promisify(execFile)(
      path.join(projectDir, 'node_modules/.bin/tsx'),
      ['scripts/build-server.ts', outDir],
      { cwd: projectDir },
    );

    const [port, hostedUiPort] = [await freePort(), await freePort()];
    baseUrl = `http://localhost:${port}`;
    server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
      cwd: projectDir,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        HOSTED_UI_PORT: String(hostedUiPort),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(server, 'exit').then(([code]) => {
      throw new Error(`the built server exited (${String(code)}):\n${output}`);
    });
    const listening = (async () => {
      while (!output.includes('Pauta está no ar')) await new Promise((resolve) => setTimeout(resolve, 100));
    })();
    await Promise.race([listening, exited]);
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(outDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  test('serves the SPA and answers the API without credentials with a 401 in JSON', async () => {
    const page = await fetch(`${baseUrl}/meetings`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(indexHtml);

    const me = await fetch(`${baseUrl}/api/users/me`);
    expect(me.status).toBe(401);
    expect(apiErrorSchema.parse(await me.json()).status).toBe(401);
  });

  test('signs in through the embedded identity service over the migrated, seeded database', async () => {
    const token = await signIn(baseUrl, accounts.seller.email);
    const me = await fetch(`${baseUrl}/api/users/me`, { headers: { authorization: bearer(token) } });
    expect(me.status).toBe(200);
    expect(userSchema.parse(await me.json()).emailAddress).toBe(accounts.seller.email);
  });
});
