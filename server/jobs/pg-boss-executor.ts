import type { Database } from '../db/database.ts';

/**
 * pg-boss over the app's own database (its `db` option), so the same code runs on PostgreSQL and on the
 * embedded PGlite, whose single connection it shares (PGlite runs one statement at a time). pg-boss sends
 * two kinds of text: one statement with its parameters, and, for its schema and maintenance, a script
 * wrapped in BEGIN ... COMMIT under an advisory lock (plans.js `locked`), which needs the simple protocol.
 */
export function pgBossExecutor(db: Database) {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> {
      if (/^\s*BEGIN;/.test(text)) {
        await db.script(text);
        return { rows: [] };
      }
      return { rows: await db.query(text, values ?? []) };
    },
  };
}
