/**
 * PostgreSQL cutting a connection the server holds between two statements (a restart, a failover, an admin's
 * pg_terminate_backend) while a transaction waits on something else. The pool hears only its idle
 * connections: a checked-out one cut unheard raised an uncaught 'error' that ended the whole process (the
 * server suite's database-restart test, now and then, once files ran side by side). The transaction must fail
 * like any unavailable database (503) and the process go on.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { DatabaseUnavailableError } from '../../../server/db/unavailable.ts';
import { postgresDatabase, type PostgresDatabase } from '../support/databases.ts';

let postgres: PostgresDatabase;
let db: Database;
let admin: Database;

beforeAll(async () => {
  postgres = await postgresDatabase({ seeded: false });
  db = await openDatabase(postgres.location);
  admin = await openDatabase(postgres.location);
});
afterAll(async () => {
  await db?.close();
  await admin?.close();
  await postgres?.drop();
});

/** Ends the connection `pid` from another one, as PostgreSQL does to every connection when it restarts. */
const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);
const backendPid = async (database: Pick<Database, 'query'>) =>
  (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;

test('a transaction whose connection is cut while it waits fails as unavailable, and the next one succeeds', async () => {
  const outcome = db.transaction(async (tx) => {
    const pid = await backendPid(tx);
    await terminate(pid);
    // Until its backend is gone: the cut (sent before the backend exits) reaches the connection while it runs
    // nothing, the moment an unheard 'error' ended the process. Waiting on the backend, not on a time.
    while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).length > 0);
    return tx.query('SELECT 1 AS one');
  });
  await expect(outcome).rejects.toBeInstanceOf(DatabaseUnavailableError);
  expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
});
