/**
 * A server that takes one job and dies holding it (the test kills this process with SIGKILL): it opens the
 * database at JOBS_TEST_LOCATION (a DatabaseLocation as JSON), works `test.long` with a handler that never
 * returns, and says `started <job id>` on stdout once it holds the job.
 */
import { openDatabase, type DatabaseLocation } from '../../../server/db/open.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import { longQueue } from './long-queue.ts';

const location = JSON.parse(process.env.JOBS_TEST_LOCATION ?? '') as DatabaseLocation;
const db = await openDatabase(location);
const jobs = await startPgBossQueue({ db, pollSeconds: 0.5, maintenanceSeconds: 1, report: () => undefined });
await jobs.define(longQueue);
await jobs.work(longQueue.name, async (job) => {
  process.stdout.write(`started ${job.id}\n`);
  await new Promise(() => undefined);
});
process.stdout.write('ready\n');
