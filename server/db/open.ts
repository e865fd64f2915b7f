import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import type { Database } from './database.ts';

export type DatabaseLocation =
  { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' } | { kind: 'postgres'; url: string };

/** PostgreSQL when DATABASE_URL is set, else PGlite with its files under `${dataDir}/pglite`. */
export function databaseLocation(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): DatabaseLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  if (location.kind === 'pglite') await mkdir(location.dataDir, { recursive: true });
  const lite = new PGlite(location.kind === 'pglite' ? location.dataDir : undefined);
  await lite.waitReady;
  return wrapPglite(lite);
}

type PgliteLike = Pick<PGlite, 'query'>;

function wrapPglite(lite: PGlite): Database {
  const over = (client: PgliteLike): Omit<Database, 'transaction' | 'close'> => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query<Row>(sql, params)).rows;
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

function openPostgres(url: string): Database {
  const pool = new Pool({ connectionString: url, max: 10 });
  const over = (client: Pool | PoolClient) => ({
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await client.query<Row>(sql, params)).rows;
    },
  });
  const database: Database = {
    ...over(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          ...over(client),
          transaction: (inner) => inner(database),
          close: async () => {},
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return database;
}
