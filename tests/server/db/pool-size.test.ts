/**
 * DATABASE_POOL_SIZE: the connections one app server opens to PostgreSQL at most (issue 29, 256 people at
 * once: measured in docs/benchmarks.md). Several servers each open this many, so it must hold.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { databaseLocation, openDatabase } from '../../../server/db/open.ts';
import { postgresDatabase, type PostgresDatabase } from '../support/databases.ts';

let postgres: PostgresDatabase;
let db: Database;

beforeAll(async () => {
  postgres = await postgresDatabase({ seeded: false });
  const config = readServerConfig({ DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '2' });
  db = await openDatabase(databaseLocation(config));
});
afterAll(async () => {
  await db?.close();
  await postgres?.drop();
});

test('a server opens no more PostgreSQL connections than DATABASE_POOL_SIZE, however many queries wait', async () => {
  const pids = await Promise.all(
    Array.from({ length: 20 }, () => db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')),
  );
  const connections = new Set(pids.map(([row]) => row!.pid));
  expect(connections.size).toBeGreaterThanOrEqual(1);
  expect(connections.size).toBeLessThanOrEqual(2);
});

test('DATABASE_POOL_SIZE is 10 unless set', () => {
  expect(readServerConfig({}).databasePoolSize).toBe(10);
  expect(() => readServerConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
});
