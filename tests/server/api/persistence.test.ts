import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseLocation } from '../../../server/db/open.ts';
import { meetingListSchema } from '../../../src/api-contract/meeting.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';
import { pgliteOnDisk } from '../support/databases.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { startTestServer } from '../support/test-server.ts';

const tables = [
  'companies',
  'users',
  'teams',
  'team_members',
  'templates',
  'template_questions',
  'meetings',
  'transcriptions',
];

/** Starts, signs in, stops and starts again over the same data; reports what each start saw. */
async function startTwice(database: DatabaseLocation) {
  const first = await startTestServer(database);
  const token = bearer(await signIn(first.baseUrl, accounts.admin.email));
  const before = { seeded: first.running.seeded, counts: await countRows(first.running.db) };
  await first.close();

  // Same ports, hence the same token issuer, as a restarted `npm start` has. The hosted UI's port too: left to
  // its default (PORT + 1) it may be any other process's, as the first start took whatever the system gave.
  const second = await startTestServer(database, {
    port: first.running.config.port,
    env: { HOSTED_UI_PORT: String(first.running.config.hostedUiPort) },
  });
  try {
    // The token from before the restart must still verify: signing keys and users persist with the data.
    const response = await second.get('/api/meetings?limit=1', token);
    const after = { seeded: second.running.seeded, counts: await countRows(second.running.db) };
    return { before, after, status: response.status, list: meetingListSchema.parse(await response.json()) };
  } finally {
    await second.close();
  }
}

function expectSeededOnce(result: Awaited<ReturnType<typeof startTwice>>) {
  expect(result.before.seeded).toBe(true);
  expect(result.after.seeded).toBe(false);
  expect(result.before.counts.meetings).toBeGreaterThanOrEqual(30);
  expect(result.status).toBe(200);
  // Every meeting but the other company's one is visible to the demo administrator.
  expect(result.list.total).toBe(result.before.counts.meetings! - 1);
}

async function countRows(db: { query<Row extends Record<string, unknown>>(sql: string): Promise<Row[]> }) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

describe('restarting over the same data', () => {
  let pgliteDir: string;
  let cluster: PostgresCluster;
  beforeAll(async () => {
    pgliteDir = await mkdtemp(path.join(tmpdir(), 'pauta-pglite-'));
    cluster = await startPostgresCluster();
  });
  afterAll(async () => {
    await rm(pgliteDir, { recursive: true, force: true });
    await cluster?.stop();
  });

  test('PGlite on disk keeps the data and seeds only once', async () => {
    // Files as initdb leaves them: the first start migrates and seeds them.
    const result = await startTwice(await pgliteOnDisk(pgliteDir, { seeded: false }));
    expect(result.after.counts).toEqual(result.before.counts);
    expectSeededOnce(result);
  });

  test('PostgreSQL keeps the data and seeds only once', async () => {
    const result = await startTwice({ kind: 'postgres', url: cluster.url });
    expect(result.after.counts).toEqual(result.before.counts);
    expectSeededOnce(result);
  });
});
