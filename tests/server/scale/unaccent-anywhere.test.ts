import { afterEach, expect, test } from 'vitest';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import type { Database } from '../../../server/db/database.ts';
import { createScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';

// Migration 0030 named public.unaccent; 0038 and the runner's settings make search work wherever the
// extension lives and whatever the database's search_path (issue 29).

let database: ScaleDatabase | undefined;
let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  await database?.drop();
  db = undefined;
  database = undefined;
});

async function migrated(prepare: (url: string) => Promise<void>): Promise<Database> {
  database = await createScaleDatabase();
  await prepare(database.url);
  db = await openDatabase({ kind: 'postgres', url: database.url });
  await runMigrations(db);
  return db;
}

async function onDatabase(url: string, statements: string[]): Promise<void> {
  const setup = await openDatabase({ kind: 'postgres', url });
  for (const statement of statements) await setup.query(statement);
  await setup.close();
}

async function lexemes(db: Database): Promise<string> {
  const [row] = await db.query<{ vector: string }>("SELECT search_vector('Negociação')::text AS vector");
  return row!.vector;
}

test('unaccent already installed in another schema: migrations apply and search unaccents', async () => {
  const db = await migrated((url) =>
    onDatabase(url, ['CREATE SCHEMA extensions', 'CREATE EXTENSION unaccent SCHEMA extensions']),
  );
  expect(await lexemes(db)).toBe("'negoc':1 'negociaca':2");
  // Moved afterwards, as a managed service's clean-up might: search_unaccent follows it.
  await db.query('ALTER EXTENSION unaccent SET SCHEMA public');
  expect(await lexemes(db)).toBe("'negoc':1 'negociaca':2");
});

test("a database whose search_path puts another schema first: migrations create the app's objects in public", async () => {
  const db = await migrated(async (url) => {
    const name = new URL(url).pathname.slice(1);
    await onDatabase(url, ['CREATE SCHEMA app', `ALTER DATABASE ${name} SET search_path = app, public`]);
  });
  expect(await lexemes(db)).toBe("'negoc':1 'negociaca':2");
  const placed = await db.query<{ schema: string }>(
    `SELECT DISTINCT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname IN ('meetings', 'search_documents', 'schema_migrations')`,
  );
  expect(placed).toEqual([{ schema: 'public' }]);
});
