import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Pool, type PoolClient } from 'pg';
import type { Database } from './database.ts';
import { createPgliteDataDir, hasPgliteDataDir } from './pglite-initdb.ts';
import { orUnavailable } from './unavailable.ts';

export type DatabaseLocation =
  /** `archive`: when `dataDir` holds no database yet, the dumped data directory it starts from, not initdb. */
  | { kind: 'pglite'; dataDir: string; archive?: Blob }
  /** `archive`: a data directory PGlite dumped (dumpDataDir) to start from, instead of running initdb. */
  | { kind: 'pglite-memory'; archive?: Blob }
  /** `poolSize`: the connections this process opens at most (DATABASE_POOL_SIZE, 10 when not given). */
  | { kind: 'postgres'; url: string; poolSize?: number };

/** PostgreSQL when DATABASE_URL is set, else PGlite with its files under `${dataDir}/pglite`. */
export function databaseLocation(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') return openPostgres(location.url, location.poolSize ?? 10);
  const lite =
    location.kind === 'pglite'
      ? await openPgliteFiles(location.dataDir, location.archive)
      : new PGlite({ ...pgliteOpenOptions, loadDataDir: location.archive });
  await lite.waitReady;
  return pgliteDatabase(lite);
}

/** PGlite over its files in `dataDir`, made first (by initdb, or from `archive`) when there are none yet. */
async function openPgliteFiles(dataDir: string, archive: Blob | undefined): Promise<PGlite> {
  if (hasPgliteDataDir(dataDir)) return new PGlite(dataDir, pgliteOpenOptions);
  await mkdir(dataDir, { recursive: true });
  if (archive) return new PGlite(dataDir, { ...pgliteOpenOptions, loadDataDir: archive });
  await createPgliteDataDir(dataDir, pgliteOptions);
  return new PGlite(dataDir, pgliteOpenOptions);
}

/**
 * PostgreSQL's 128 MB of shared buffers is most of PGlite's memory once touched, for a database of a few
 * megabytes: 16 MB holds the demo data many times over (bench:upload, idle RSS in docs/benchmarks.md). PGlite's other
 * memory setting, initialMemory, cannot go below the 128 MB its WebAssembly module declares, and fsync is
 * already off (-F), so relaxedDurability changes nothing on Node.
 */
export const pgliteOptions = { postgresqlconf: ['shared_buffers = 16MB'] };

/**
 * A PGlite that serves: its settings and the extensions the migrations create, which PGlite has to load at
 * every open (unaccent: the search inside conversations, migration 0030; pg_trgm: the list's search box,
 * migration 0033; btree_gin: the search box's other conditions in its index, migration 0040). initdb needs
 * none of them, and its child process takes only options that survive JSON.
 */
export const pgliteOpenOptions = { ...pgliteOptions, extensions: { unaccent, pg_trgm, btree_gin } };

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

/** The Database over an open PGlite. */
export function pgliteDatabase(lite: PGlite): Database {
  const over = (client: PgliteLike): Omit<Database, 'transaction' | 'close'> => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query<Row>(sql, params)).rows;
    },
    async script(sql: string) {
      try {
        await client.exec(sql);
      } catch (error) {
        // A script that failed inside its own BEGIN leaves the one connection in an aborted transaction.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  });
  const database: Database = {
    ...over(lite),
    // PGlite runs one statement at a time, so its own transaction() already serialises writers.
    transaction: (work) =>
      lite.transaction((tx) =>
        work({ ...over(tx), transaction: (inner) => inner(database), close: async () => {} }),
      ),
    close: () => lite.close(),
  };
  return database;
}

/**
 * A connection of the pool's for a transaction or a script. The pool hears only its idle connections: one
 * checked out and cut by PostgreSQL between two statements (a restart) would emit an unheard 'error' that ends
 * the process. Heard here, the cut fails the next statement instead (503), and the connection is destroyed when
 * it is released, not handed to the next caller.
 */
async function checkOut(pool: Pool): Promise<PoolClient> {
  const connection = await orUnavailable(() => pool.connect());
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost = error;
  };
  connection.on('error', onLost);
  const release = connection.release.bind(connection);
  connection.release = (broken?: Error | boolean) => {
    const destroyed = broken ?? lost;
    // A connection going back to the pool is heard by the pool again; one being destroyed keeps this listener
    // for whatever its dying socket still reports.
    if (!destroyed) connection.off('error', onLost);
    release(destroyed);
  };
  return connection;
}

async function runScript(connection: PoolClient, sql: string): Promise<void> {
  try {
    await orUnavailable(() => connection.query(sql));
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function openPostgres(url: string, poolSize: number): Database {
  // A connection that cannot open in 5 s fails the request (503) instead of holding it while PostgreSQL is away.
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle connection PostgreSQL cuts (a restart) emits 'error' on the pool; unheard, it would end the process.
  // The pool drops that connection and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  const over = (client: Pool | PoolClient) => ({
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return orUnavailable(async () => (await client.query<Row>(sql, params)).rows);
    },
    async script(sql: string) {
      // On a connection of its own: a script failing inside its BEGIN must not hand an aborted one back.
      if (!(client instanceof Pool)) return runScript(client, sql);
      const connection = await checkOut(client);
      try {
        await runScript(connection, sql);
      } finally {
        connection.release();
      }
    },
  });
  const database: Database = {
    ...over(pool),
    async transaction(work) {
      const client = await checkOut(pool);
      let broken: Error | undefined;
      try {
        await orUnavailable(() => client.query('BEGIN'));
        const result = await work({
          ...over(client),
          transaction: (inner) => inner(database),
          close: async () => {},
        });
        await orUnavailable(() => client.query('COMMIT'));
        return result;
      } catch (error) {
        // A ROLLBACK on a dead connection fails too: the work's own error is the one to report.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection that failed its ROLLBACK is destroyed, not handed to the next transaction.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  return database;
}
