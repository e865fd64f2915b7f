import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { readServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase, pgliteDatabase, pgliteOpenOptions } from '../../../server/db/open.ts';
import { seedDemoData } from '../../../server/db/seed/index.ts';
import { analyseSeededMeeting, backfillMeetingCoaching } from '../../../server/features/index.ts';
import { createIdentityService } from '../../../server/identity/index.ts';
import { startPostgresCluster } from './postgres-cluster.ts';

/*
 * The server suite's global setup. Creating a database is most of a server test's start: PGlite's initdb
 * (several seconds of WebAssembly), the migrations and the demo seed. They run here once per run; each test
 * then starts from a copy: PGlite loads a dumped data directory, PostgreSQL copies a template database.
 */

/** Where each test's database is copied from (files and a cluster that live as long as the run). */
export type DatabaseTemplates = {
  /** A PGlite data directory just made by initdb (dumpDataDir's tarball). */
  emptyPglite: string;
  /** The same, migrated and seeded with the demo data. */
  seededPglite: string;
  /** A PostgreSQL 15 cluster of the run; its database `seededTemplateDatabase` is migrated and seeded. */
  postgresUrl: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const seededTemplateDatabase = 'pauta_seeded';

/** What startServer does to a new database before it serves (migrations, the identity pool's key, the seed). */
async function migrateAndSeed(db: Database, dataDir: string): Promise<void> {
  await runMigrations(db);
  const identity = await createIdentityService({ db, config: readServerConfig({ DATA_DIR: dataDir }) });
  await seedDemoData({ db, identity, analyse: analyseSeededMeeting });
  await backfillMeetingCoaching(db);
}

async function pgliteArchives(dir: string): Promise<Pick<DatabaseTemplates, 'emptyPglite' | 'seededPglite'>> {
  const lite = await PGlite.create(pgliteOpenOptions);
  try {
    const emptyPglite = path.join(dir, 'empty.tar');
    await writeFile(emptyPglite, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    await migrateAndSeed(pgliteDatabase(lite), dir);
    const seededPglite = path.join(dir, 'seeded.tar');
    await writeFile(seededPglite, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
    return { emptyPglite, seededPglite };
  } finally {
    await lite.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pauta-db-templates-'));
  const cluster = await startPostgresCluster();
  try {
    const [archives] = await Promise.all([
      pgliteArchives(dir),
      (async () => {
        const admin = await openDatabase({ kind: 'postgres', url: cluster.url });
        await admin.query(`CREATE DATABASE ${seededTemplateDatabase}`);
        await admin.close();
        const seeded = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(cluster.url, seededTemplateDatabase),
        });
        await migrateAndSeed(seeded, dir);
        // A template must have no connection open while it is copied.
        await seeded.close();
      })(),
    ]);
    project.provide('databaseTemplates', { ...archives, postgresUrl: cluster.url });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return async () => {
    await cluster.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/** `url` with another database name. */
export function databaseUrl(url: string, database: string): string {
  const scoped = new URL(url);
  scoped.pathname = `/${database}`;
  return scoped.toString();
}
