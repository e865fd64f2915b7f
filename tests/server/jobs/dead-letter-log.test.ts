import { afterAll, beforeAll, expect, test } from 'vitest';
import { runMigrations } from '../../../server/db/migrate.ts';
import { deadLetterOnMeetingLogs } from '../../../server/jobs/dead-letter-log.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import type { JobQueue } from '../../../server/jobs/job-queue.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import { eventually, openJobsDatabase, type JobsDatabase } from './support.ts';

// A job about a meeting that never succeeds ends as a line on that meeting's logs, in pt-BR, with its source
// (on PGlite, and on PostgreSQL through scripts/with-postgres.ts).
let database: JobsDatabase;
let store: Store;
let jobs: JobQueue;

beforeAll(async () => {
  database = await openJobsDatabase();
  await runMigrations(database.db);
  store = createStore(database.db);
  jobs = await startPgBossQueue({
    db: database.db,
    pollSeconds: 0.5,
    maintenanceSeconds: 1,
    report: () => {},
  });
});
afterAll(async () => {
  await jobs.stop({ graceful: false });
  await database.dispose();
});

async function meeting(): Promise<string> {
  const [company] = await database.db.query<{ id: string }>(
    `INSERT INTO companies (name) VALUES ('Filas') RETURNING id`,
  );
  const [user] = await database.db.query<{ id: string }>(
    `INSERT INTO users (company_id, email_address, first_name) VALUES ($1, $2, 'Ana') RETURNING id`,
    [company?.id, `ana-${crypto.randomUUID()}@filas.com.br`],
  );
  const [row] = await database.db.query<{ id: string }>(
    `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time, duration_seconds)
     VALUES ($1, $2, 'Reunião da fila', 'google_meet', 'EXTERNAL', 'done', now(), 60) RETURNING id`,
    [company?.id, user?.id],
  );
  if (!row) throw new Error('no meeting');
  return row.id;
}

test('a job whose retries are spent writes its line on the meeting it names; others write nothing', async () => {
  await jobs.define({
    name: 'test.always-fails',
    retryLimit: 1,
    retryDelaySeconds: 0,
    retryBackoff: false,
    onDeadLetter: deadLetterOnMeetingLogs(store, (dead) => ({
      source: 'crm',
      subCode: 'test_failed',
      message: `Nota no CRM: não foi registrada (${dead.error}).`,
    })),
  });
  let attempts = 0;
  await jobs.work('test.always-fails', async () => {
    attempts += 1;
    throw new Error('recusado');
  });
  const meetingId = await meeting();
  await jobs.send('test.always-fails', { meetingId });
  await jobs.send('test.always-fails', { about: 'nenhuma reunião' });
  await eventually(async () => (await store.meetingLogs.list(meetingId)).length > 0);
  await jobs.idle(['test.always-fails']);

  expect(attempts).toBe(4);
  const logs = await store.meetingLogs.list(meetingId);
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({
    source: 'crm',
    status: 'done',
    subCode: 'test_failed',
    message: 'Nota no CRM: não foi registrada (recusado).',
  });
});
