import type { Database } from '../db/database.ts';

/**
 * pg-boss over the app's own database (its `db` option), so the same code runs on PostgreSQL and on the
 * embedded PGlite, whose single connection it shares (PGlite runs one statement at a time). pg-boss sends
 * two kinds of text: one statement with its parameters, and, for its schema and maintenance, a script
 * wrapped in BEGIN ... COMMIT under an advisory lock (plans.js `locked`), which needs the simple protocol.
 *
 * pg-boss 10 records a job's end (manager.js `onFetch`: `this.complete`, `this.fail`) without awaiting it,
 * so a statement that fails there is an unhandled rejection. The queue therefore waits for the statements
 * still running before it stops (`busy`), and once it has stopped (`close`) a statement that fails or
 * comes late is reported, not thrown: its job stays active, expires and is retried, as after a crash.
 */
type Result = { rows: Record<string, unknown>[] };

/**
 * What pg-boss reads as "no rows, nothing affected" from every caller (manager.js `fetch`: `result?.rows || []`;
 * `mapCommandResponse`: `result && result.rows`). An empty `rows` would not do: the latter reads `rows[0].count`.
 */
const notRun = undefined as unknown as Result;

export function pgBossExecutor(db: Database, report: (message: string, error: unknown) => void) {
  const running = new Set<Promise<unknown>>();
  let closed = false;

  async function run(text: string, values: unknown[] | undefined): Promise<Result> {
    if (/^\s*BEGIN;/.test(text)) {
      await db.script(text);
      return { rows: [] };
    }
    return { rows: await db.query(text, values ?? []) };
  }

  return {
    async executeSql(text: string, values?: unknown[]): Promise<Result> {
      if (closed) {
        report('statement after the queue stopped, not run', text);
        return notRun;
      }
      const statement = run(text, values);
      running.add(statement);
      try {
        return await statement;
      } catch (error) {
        if (!closed) throw error;
        report('statement failed after the queue stopped', error);
        return notRun;
      } finally {
        running.delete(statement);
      }
    },
    /** Whether a statement of pg-boss's is still running. */
    busy: () => running.size > 0,
    /** From now on the database may close under pg-boss. */
    close() {
      closed = true;
    },
  };
}
