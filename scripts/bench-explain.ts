import type { Database } from '../server/db/database.ts';

/** Runs `sql` under EXPLAIN (ANALYZE, BUFFERS) and prints the plan, indented. */
export async function explain(db: Database, sql: string, params: unknown[]): Promise<void> {
  const plan = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
}

/**
 * `db` with every statement explained and printed before it runs: hand it to a repository and its own queries,
 * as the server sends them, are the ones the benchmarks explain.
 */
export const explaining = (db: Database): Database => ({
  ...db,
  async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
    await explain(db, sql, params);
    return db.query<Row>(sql, params);
  },
});
