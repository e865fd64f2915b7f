import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { emptyPglite } from '../support/databases.ts';

// The server as started by `npm start` (embedded PGlite): its background work is declared as pg-boss queues,
// the once-a-minute rounds are on pg-boss's cron, and a round already ran at start.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(await emptyPglite(), { env: { SEED_DEMO: 'false' } });
});
afterAll(async () => {
  await server.close();
});

test('every kind of background work is a queue with its policy; the rounds are scheduled every minute', async () => {
  const db = server.running.db;
  const queues = await db.query<{ name: string; retry_limit: number; dead_letter: string | null }>(
    `SELECT name, retry_limit, dead_letter FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name`,
  );
  // Other modules add theirs (the bot's, for one): these are the ones moved onto jobs here.
  expect(queues.map((queue) => queue.name)).toEqual(
    expect.arrayContaining([
      'calendar.sync-due',
      'daily-reports.due',
      'jobs.dead',
      'meeting.analyse',
      'meeting.follow-up',
      'upload.process',
      'webhook.deliver',
      'webhook.sweep',
    ]),
  );
  expect(
    queues.filter((queue) => queue.name !== 'jobs.dead').every((queue) => queue.dead_letter === 'jobs.dead'),
  ).toBe(true);
  expect(queues.find((queue) => queue.name === 'meeting.follow-up')?.retry_limit).toBe(3);

  const schedules = await db.query<{ name: string; cron: string }>(
    'SELECT name, cron FROM pgboss.schedule ORDER BY name',
  );
  expect(schedules).toEqual(
    expect.arrayContaining([
      { name: 'calendar.sync-due', cron: '* * * * *' },
      { name: 'daily-reports.due', cron: '* * * * *' },
      { name: 'webhook.sweep', cron: '* * * * *' },
    ]),
  );

  // What fell due while no server ran goes at start: each round got a first job, which this server ran.
  await expect
    .poll(
      async () =>
        (
          await db.query<{ name: string }>(
            `SELECT DISTINCT name FROM pgboss.job WHERE state = 'completed' AND name IN ('calendar.sync-due', 'daily-reports.due') ORDER BY name`,
          )
        ).map((row) => row.name),
      { timeout: 20_000 },
    )
    .toEqual(['calendar.sync-due', 'daily-reports.due']);
});
