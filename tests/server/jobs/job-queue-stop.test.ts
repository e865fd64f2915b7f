import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import type { Job, JobQueue } from '../../../server/jobs/job-queue.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import { eventually, openJobsDatabase, type JobsDatabase } from './support.ts';

/**
 * How the queue stops, on PGlite and on PostgreSQL: the server closes its database right after `stop`, so
 * nothing of pg-boss's may reach the database once `stop` has returned. pg-boss 10 records a job's end
 * without awaiting it; a statement on a closed pool there is an unhandled rejection that fails a suite.
 */
let database: JobsDatabase | undefined;
let queue: JobQueue | undefined;

afterEach(async () => {
  await queue?.stop({ graceful: false });
  queue = undefined;
  await database?.dispose();
  database = undefined;
});

/** The database as pg-boss sees it, counting statements after `stopped` and able to hold its fetches. */
function watched(db: Database) {
  const state = { stopped: false, lateStatements: [] as string[], holdFetches: false };
  let releaseFetches: () => void = () => undefined;
  const fetchesReleased = new Promise<void>((resolve) => (releaseFetches = resolve));
  const note = (sql: string) => {
    if (state.stopped) state.lateStatements.push(sql);
  };
  const watchedDb: Database = {
    async query(sql, params) {
      note(sql);
      if (state.holdFetches && sql.includes('SKIP LOCKED')) await fetchesReleased;
      return db.query(sql, params);
    },
    transaction: (work) => db.transaction(work),
    async script(sql) {
      note(sql);
      return db.script(sql);
    },
    close: () => db.close(),
  };
  return { db: watchedDb, state, releaseFetches };
}

async function startOn(db: Database) {
  queue = await startPgBossQueue({ db, pollSeconds: 0.5, maintenanceSeconds: 60, report: () => undefined });
  await queue.define({ name: 'test.stop' });
  return queue;
}

async function stateOf(id: string | null) {
  const [row] = await database!.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
    id,
  ]);
  return row?.state;
}

describe('stopping the job queue', { timeout: 60_000 }, () => {
  it('waits for a running handler and for its end to be recorded', async () => {
    database = await openJobsDatabase();
    const spy = watched(database.db);
    const jobs = await startOn(spy.db);
    let release: () => void = () => undefined;
    const started: Job<unknown>[] = [];
    await jobs.work('test.stop', async (job) => {
      started.push(job);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const id = await jobs.send('test.stop', {});
    await eventually(() => started.length === 1);
    const stopped = jobs.stop({ timeoutMs: 10_000 }).then(() => (spy.state.stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started[0]?.signal.aborted).toBe(true);
    release();
    await stopped;
    expect(await stateOf(id)).toBe('completed');
    expect(spy.state.lateStatements).toEqual([]);
  });

  it('runs, and waits for, a job whose fetch was still running when stop began', async () => {
    database = await openJobsDatabase();
    const spy = watched(database.db);
    const jobs = await startOn(spy.db);
    const id = await jobs.send('test.stop', {});
    spy.state.holdFetches = true;
    const ran: Job<unknown>[] = [];
    await jobs.work('test.stop', async (job) => void ran.push(job));
    const stopped = jobs.stop({ timeoutMs: 10_000 }).then(() => (spy.state.stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    spy.releaseFetches();
    await stopped;
    expect(ran.map((job) => [job.id, job.signal.aborted])).toEqual([[id, true]]);
    expect(await stateOf(id)).toBe('completed');
    expect(spy.state.lateStatements).toEqual([]);
  });

  it('sends nothing to the database for a handler that outlives the wait', async () => {
    database = await openJobsDatabase();
    const spy = watched(database.db);
    const jobs = await startOn(spy.db);
    let release: () => void = () => undefined;
    let ended = false;
    await jobs.work('test.stop', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      ended = true;
    });
    const id = await jobs.send('test.stop', {});
    await eventually(async () => (await stateOf(id)) === 'active');
    await jobs.stop({ timeoutMs: 1_000 });
    spy.state.stopped = true;
    // What was still running failed, so it is retried after a restart or by another server.
    expect(await stateOf(id)).toBe('retry');
    release();
    await eventually(() => ended);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(spy.state.lateStatements).toEqual([]);
  });
});
