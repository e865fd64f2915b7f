import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

const indexHtml =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-abc123.js"></script></body></html>';

describe('serving the built SPA', () => {
  let distDir: string;
  let server: TestServer;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'pauta-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("pauta")');
    server = await startTestServer(await seededPglite(), { distDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  test('answers client-side routes with index.html, not cached', async () => {
    for (const route of ['/', '/meetings', '/config/general']) {
      const response = await server.get(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    }
  });

  test('serves hashed assets as immutable and a missing asset as 404', async () => {
    const asset = await server.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("pauta")');
    expect((await server.get('/assets/app-old999.js')).status).toBe(404);
  });

  test('keeps /api answers as JSON, not the SPA', async () => {
    const response = await server.get('/api/meetings');
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json()).status).toBe(401);
  });

  test('without a build, says how to make one', async () => {
    const unbuilt = await startTestServer(await seededPglite(), { distDir: path.join(distDir, 'missing') });
    try {
      const response = await unbuilt.get('/meetings');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
