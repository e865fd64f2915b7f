import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seededPglite } from '../support/databases.ts';

const report = (blocked: string) => ({
  'csp-report': {
    'document-uri': 'http://localhost/meetings',
    'effective-directive': 'script-src-elem',
    'violated-directive': 'script-src-elem',
    'blocked-uri': blocked,
    'line-number': 1,
  },
});

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('POST /api/csp-report', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await seededPglite());
  });
  afterAll(async () => {
    await server?.close();
  });
  const post = (body: string, type = 'application/csp-report') =>
    fetch(`${server.baseUrl}/api/csp-report`, { method: 'POST', headers: { 'content-type': type }, body });

  test('takes a browser report without credentials and keeps it for this machine to read', async () => {
    expect((await post(JSON.stringify(report('https://evil.example/x.js')))).status).toBe(204);
    const kept = (await (await server.get('/api/csp-report')).json()) as unknown[];
    expect(kept).toContainEqual(expect.objectContaining({ 'blocked-uri': 'https://evil.example/x.js' }));
  });

  test('refuses what is not a report (400) and a body too large for one (413), in Portuguese', async () => {
    const garbage = await post('{"not":"a report"}');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ message: 'Relatório de CSP inválido.' });
    const huge = await post(JSON.stringify(report('x'.repeat(20_000))));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'Relatório de CSP grande demais.' });
  });

  test('keeps only the last 50', async () => {
    for (let index = 0; index < 55; index += 1) await post(JSON.stringify(report(`inline-${index}`)));
    const kept = (await (await server.get('/api/csp-report')).json()) as Array<{ 'blocked-uri': string }>;
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)?.['blocked-uri']).toBe('inline-54');
  });

  test.skipIf(!outsideAddress)('lists nothing to another machine', async () => {
    const port = new URL(server.baseUrl).port;
    expect((await fetch(`http://${outsideAddress}:${port}/api/csp-report`)).status).toBe(404);
  });
});
