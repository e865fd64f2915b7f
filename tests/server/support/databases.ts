import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import type { DatabaseLocation } from '../../../server/db/open.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { databaseUrl, seededTemplateDatabase } from './database-templates.setup.ts';

/*
 * A database of a test's own, copied from the ones the run's global setup made (database-templates.setup.ts),
 * so no test pays for initdb, the migrations or the seed.
 */

/** A new in-memory PGlite database, as an empty PGlite.create gives it. */
export async function emptyPglite(): Promise<DatabaseLocation> {
  return { kind: 'pglite-memory', archive: await openAsBlob(inject('databaseTemplates').emptyPglite) };
}

/** An in-memory PGlite database migrated and seeded with the demo data, as a server's first start leaves it. */
export async function seededPglite(): Promise<DatabaseLocation> {
  return { kind: 'pglite-memory', archive: await openAsBlob(inject('databaseTemplates').seededPglite) };
}

/**
 * PGlite on disk in `dataDir`, as `npm start` keeps it; its first open starts from a copy of the empty template
 * (what initdb makes: tests/server/db/pglite-initdb.test.ts covers initdb itself), or, `seeded`, of the migrated
 * and seeded one. Later opens of the same directory find its files.
 */
export async function pgliteOnDisk(
  dataDir: string,
  { seeded }: { seeded: boolean },
): Promise<DatabaseLocation> {
  const { emptyPglite, seededPglite } = inject('databaseTemplates');
  return { kind: 'pglite', dataDir, archive: await openAsBlob(seeded ? seededPglite : emptyPglite) };
}

export type PostgresDatabase = { url: string; location: DatabaseLocation; drop(): Promise<void> };

/**
 * A database of its own on the run's PostgreSQL 15 cluster: empty, or a copy of the migrated and seeded
 * template. `drop` ends its connections and deletes it.
 */
export async function postgresDatabase({ seeded }: { seeded: boolean }): Promise<PostgresDatabase> {
  const { postgresUrl } = inject('databaseTemplates');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ kind: 'postgres', url: postgresUrl });
  try {
    await admin.query(`CREATE DATABASE ${name}${seeded ? ` TEMPLATE ${seededTemplateDatabase}` : ''}`);
  } finally {
    await admin.close();
  }
  const url = databaseUrl(postgresUrl, name);
  return {
    url,
    location: { kind: 'postgres', url },
    async drop() {
      const again = await openDatabase({ kind: 'postgres', url: postgresUrl });
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}
