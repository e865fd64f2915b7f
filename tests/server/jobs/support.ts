import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase, type DatabaseLocation } from '../../../server/db/open.ts';
import { meetingFollowUpJobs, type MeetingFollowUp } from '../../../server/features/insights/follow-ups.ts';
import type { Store } from '../../../server/features/store.ts';
import { emptyPglite } from '../support/databases.ts';
import { databaseUrl } from '../support/database-templates.setup.ts';

export type JobsDatabase = {
  /** Where the database is: PGlite in memory, or PostgreSQL (`TEST_DATABASE_URL`, run by with-postgres). */
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Where another process finds it (PostgreSQL only: in-memory PGlite is this process's alone). */
  location: DatabaseLocation | undefined;
  /** Another connection pool to the same database, as a second server would have (PGlite: the same one). */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
};

/**
 * In-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh PostgreSQL database: pg-boss keeps its
 * tables in the fixed schema `pgboss`, so each test gets a database of its own, not a schema.
 */
export async function openJobsDatabase(): Promise<JobsDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDatabase(await emptyPglite());
    return {
      kind: 'pglite',
      db,
      location: undefined,
      openAnother: async () => db,
      dispose: () => db.close(),
    };
  }
  const name = `jobs_test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ kind: 'postgres', url });
  await admin.query(`CREATE DATABASE ${name}`);
  const scoped = databaseUrl(url, name);
  const pools: Database[] = [];
  const open = async () => {
    const pool = await openDatabase({ kind: 'postgres', url: scoped });
    pools.push(pool);
    return pool;
  };
  const db = await open();
  return {
    kind: 'postgres',
    db,
    location: { kind: 'postgres', url: scoped },
    openAnother: open,
    async dispose() {
      await Promise.all(pools.map((pool) => pool.close().catch(() => undefined)));
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Resolves once `check` holds, looking every 50 ms, or fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A finished meeting's follow-ups as their jobs run them, here and now, without a queue: each is queued by
 * `meetingFollowUpJobs` and its job's handler is called once (an unexpected failure, which the queue would
 * retry, is returned rather than thrown).
 */
export async function runFollowUpJobs(
  store: Pick<Store, 'meetings' | 'meetingLogs'>,
  followUps: readonly MeetingFollowUp[],
  meetingId: string,
): Promise<unknown[]> {
  const sent: unknown[] = [];
  const jobs = meetingFollowUpJobs({
    store,
    followUps,
    jobs: { send: async (_name, data) => (sent.push(data), randomUUID()) },
    report: () => undefined,
  });
  await jobs.start(meetingId, randomUUID());
  const failures: unknown[] = [];
  for (const data of sent) {
    const job = { id: randomUUID(), name: 'meeting.follow-up', data, retryCount: 0, retryLimit: 0 };
    await jobs.job
      .handler({ ...job, signal: new AbortController().signal } as never)
      .catch((error: unknown) => {
        failures.push(error);
      });
  }
  return failures;
}
