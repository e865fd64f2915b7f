import { afterAll, beforeAll, expect, test } from 'vitest';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';

let database: ScaleDatabase;
beforeAll(async () => {
  database = await createScaleDatabase();
});
afterAll(async () => {
  await database?.drop();
});

test('servers starting together on an empty PostgreSQL migrate it once, and all of them start', async () => {
  const servers = await Promise.all(
    [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url })),
  );
  const ran = await Promise.all(servers.map((db) => runMigrations(db)));
  // Each migration was applied by exactly one of them; the others waited and found it applied.
  const applied = ran.flat();
  expect(new Set(applied).size).toBe(applied.length);
  const [db] = servers;
  const recorded = await db!.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  expect(recorded.map((row) => row.name)).toEqual([...applied].sort());
  await Promise.all(servers.map((server) => server.close()));
});
