import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseLocation } from '../../../server/db/open.ts';
import type { DeadJob, Job, JobQueue } from '../../../server/jobs/job-queue.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import { pgliteOnDisk } from '../support/databases.ts';
import { longQueue } from './long-queue.ts';
import { eventually, openJobsDatabase, type JobsDatabase } from './support.ts';

/**
 * The JobQueue on pg-boss, on PGlite (`npm run test:server`) and on PostgreSQL (the same file run again by
 * scripts/with-postgres.ts): retries with backoff, the dead letter, idempotency keys, one worker per job
 * among two servers, and a job whose server was killed in the middle finished by another (PostgreSQL) or
 * by the same one started again (PGlite, one process at a time).
 */
let database: JobsDatabase | undefined;
const queues: JobQueue[] = [];

/** Another process working `test.long` on the database at `location`; resolves once it holds a job. */
async function killableServer(location: DatabaseLocation) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'worker-process.ts')],
    {
      env: { ...process.env, JOBS_TEST_LOCATION: JSON.stringify(location) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready: () => eventually(() => printed.includes('ready'), 60_000),
    heldJob: async () => {
      await eventually(() => /started (\S+)/.test(printed), 60_000);
      return /started (\S+)/.exec(printed)?.[1];
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function startQueue(db = database?.db): Promise<JobQueue> {
  if (!db) throw new Error('no database');
  const queue = await startPgBossQueue({
    db,
    pollSeconds: 0.5,
    maintenanceSeconds: 1,
    report: () => undefined,
  });
  queues.push(queue);
  return queue;
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ graceful: false })));
  await database?.dispose();
  database = undefined;
});

// Generous limits: PGlite's work is CPU-bound, and these tests wait on real backoff and expiry.
describe('job queue (pg-boss)', { timeout: 120_000 }, () => {
  it('retries a failing job with growing waits, then hands it to the dead letter', async () => {
    database = await openJobsDatabase();
    const jobs = await startQueue();
    const dead: DeadJob[] = [];
    await jobs.define({
      name: 'test.flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      onDeadLetter: async (job) => void dead.push(job),
    });
    const attempts: { at: number; retryCount: number }[] = [];
    await jobs.work<{ meetingId: string }>('test.flaky', async (job) => {
      attempts.push({ at: Date.now(), retryCount: job.retryCount });
      throw new Error('destino fora do ar');
    });
    await jobs.send('test.flaky', { meetingId: 'm-1' });
    await eventually(() => dead.length === 1);
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // pg-boss's backoff: the n-th wait is between delay·2ⁿ⁻¹ and delay·2ⁿ (jittered), here 1–2 s then 2–4 s.
    const [first, second, third] = attempts.map((attempt) => attempt.at);
    expect(second! - first!).toBeGreaterThanOrEqual(900);
    expect(third! - second!).toBeGreaterThanOrEqual(1900);
    expect(dead[0]).toMatchObject({
      queue: 'test.flaky',
      data: { meetingId: 'm-1' },
      error: 'destino fora do ar',
      errorName: 'Error',
    });
  });

  it('adds one job for two sends with the same idempotency key', async () => {
    database = await openJobsDatabase();
    const jobs = await startQueue();
    await jobs.define({ name: 'test.once' });
    const first = await jobs.send('test.once', { n: 1 }, { singletonKey: 'meeting-1:analysis' });
    const second = await jobs.send('test.once', { n: 2 }, { singletonKey: 'meeting-1:analysis' });
    const other = await jobs.send('test.once', { n: 3 }, { singletonKey: 'meeting-2:analysis' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).not.toBe(first);
    const seen: number[] = [];
    await jobs.work<{ n: number }>('test.once', async (job) => void seen.push(job.data.n));
    await jobs.idle(['test.once']);
    expect(seen.sort()).toEqual([1, 3]);
    // Still one after it ran: the finished job is kept, and with it the key.
    expect(await jobs.send('test.once', { n: 4 }, { singletonKey: 'meeting-1:analysis' })).toBeNull();
  });

  it('runs each job on exactly one of two servers', async () => {
    database = await openJobsDatabase();
    const one = await startQueue();
    const two = await startQueue(await database.openAnother());
    await one.define({ name: 'test.shared' });
    await two.define({ name: 'test.shared' });
    const runs: { server: string; n: number }[] = [];
    const handler = (server: string) => async (job: { data: { n: number } }) => {
      runs.push({ server, n: job.data.n });
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await one.work('test.shared', handler('one'), { concurrency: 2 });
    await two.work('test.shared', handler('two'), { concurrency: 2 });
    for (let n = 0; n < 20; n += 1) await (n % 2 ? one : two).send('test.shared', { n });
    await one.idle(['test.shared']);
    expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const runs: Job<unknown>[] = [];
  const finish = async (job: Job<unknown>) => void runs.push(job);
  afterEach(() => void runs.splice(0));

  it.runIf(onPostgres)('a job whose server is killed mid-run is finished by another server', async () => {
    database = await openJobsDatabase();
    if (!database.location) throw new Error('PostgreSQL expected');
    // The other server waits while the job is held, and takes it once it expired.
    const dying = await killableServer(database.location);
    await dying.ready();
    const survivor = await startQueue();
    await survivor.define(longQueue);
    const sent = await survivor.send(longQueue.name, { meetingId: 'm-9' });
    expect(await dying.heldJob()).toBe(sent);
    await survivor.work(longQueue.name, finish);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual([]);
    await dying.kill();
    await eventually(() => runs.length === 1);
    expect(runs[0]).toMatchObject({ id: sent, retryCount: 1, data: { meetingId: 'm-9' } });
  });

  it.skipIf(onPostgres)(
    'a job whose server is killed mid-run is finished by the same one restarted',
    async () => {
      // PGlite: one process at a time on its files, so the same server comes back after the kill.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-jobs-'));
      try {
        const location: DatabaseLocation = { kind: 'pglite', dataDir };
        const before = await openDatabase(await pgliteOnDisk(dataDir, { seeded: false }));
        const first = await startPgBossQueue({ db: before, pollSeconds: 0.5, maintenanceSeconds: 1 });
        await first.define(longQueue);
        const sent = await first.send(longQueue.name, { meetingId: 'm-9' });
        await first.stop({ graceful: false });
        await before.close();

        const dying = await killableServer(location);
        expect(await dying.heldJob()).toBe(sent);
        await dying.kill();

        const after = await openDatabase(location);
        const restarted = await startPgBossQueue({ db: after, pollSeconds: 0.5, maintenanceSeconds: 1 });
        await restarted.define(longQueue);
        await restarted.work(longQueue.name, finish);
        await eventually(() => runs.length === 1);
        expect(runs[0]).toMatchObject({ id: sent, retryCount: 1, data: { meetingId: 'm-9' } });
        await restarted.stop({ graceful: false });
        await after.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
