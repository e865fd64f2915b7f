import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { dayFiguresDifferences } from '../../../scripts/day-figures-check.ts';
import { createScaleDatabase, type ScaleDatabase } from './support/scale-database.ts';

// The dashboard's rollup (migrations 0041, 0042) with two connections writing one finished call at once: its
// coaching row in one transaction, its status in the other. Only PostgreSQL has a second connection.

const company = '0a000000-0000-4000-8000-0000000000e1';
const seller = 'b0000000-0000-4000-8000-0000000000e1';

let database: ScaleDatabase;
let db: Database;
beforeAll(async () => {
  database = await createScaleDatabase();
  db = await openDatabase({ kind: 'postgres', url: database.url });
  await runMigrations(db);
  await db.query(`INSERT INTO companies (id, name) VALUES ($1, 'Empresa')`, [company]);
  await db.query(`INSERT INTO users (id, company_id, email_address) VALUES ($1, $2, 'v@empresa.com.br')`, [
    seller,
    company,
  ]);
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

/** A call being recorded, on a day of its own, so each test reads its own row of the rollup. */
async function recordingMeeting(id: string, day: string): Promise<string> {
  await db.query(
    `INSERT INTO meetings (id, company_id, user_id, title, platform, meeting_type, status, start_time, duration_seconds)
     VALUES ($1, $2, $3, 'Demonstração', 'google_meet', 'EXTERNAL', 'in_call_recording', $4, 1800)`,
    [id, company, seller, `${day}T14:00:00Z`],
  );
  return id;
}

/** Resolves once the statement of `pending` is waiting for a lock held by another transaction, or is done. */
async function blockedOrDone(pending: Promise<unknown>): Promise<void> {
  let done = false;
  void pending.then(() => (done = true));
  for (;;) {
    const waiting = await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting.length > 0 || done) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a coaching row written while its meeting becomes finished is counted once the two commit', async () => {
  const meeting = await recordingMeeting('f0000000-0000-4000-8000-0000000000e1', '2026-11-20');
  let finishing: Promise<unknown> | undefined;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio, seller_questions)
       VALUES ($1, 600, 1200, 0.33, 7)`,
      [meeting],
    );
    // Another connection finishes the meeting before the coaching row commits.
    finishing = db.query(`UPDATE meetings SET status = 'done' WHERE id = $1`, [meeting]);
    await blockedOrDone(finishing);
  });
  await finishing;
  expect(await dayFiguresDifferences(db)).toBe(0);
  const [day] = await db.query<{ meetings: number; seller_questions_sum: number }>(
    `SELECT meetings, seller_questions_sum::int FROM meeting_day_figures WHERE day = '2026-11-20'`,
  );
  expect(day).toEqual({ meetings: 1, seller_questions_sum: 7 });
});

test('a meeting finished while its coaching row is rewritten keeps the new figures', async () => {
  const meeting = await recordingMeeting('f0000000-0000-4000-8000-0000000000e2', '2026-11-21');
  await db.query(
    `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, seller_questions)
     VALUES ($1, 600, 1200, 3)`,
    [meeting],
  );
  let rewriting: Promise<unknown> | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE meetings SET status = 'done' WHERE id = $1`, [meeting]);
    // Another connection rewrites the coaching figures before the meeting's new status commits.
    rewriting = db.query('UPDATE meeting_coaching SET seller_questions = 9 WHERE meeting_id = $1', [meeting]);
    await blockedOrDone(rewriting);
  });
  await rewriting;
  expect(await dayFiguresDifferences(db)).toBe(0);
  const [day] = await db.query<{ seller_questions_sum: number }>(
    `SELECT seller_questions_sum::int FROM meeting_day_figures WHERE day = '2026-11-21'`,
  );
  expect(day).toEqual({ seller_questions_sum: 9 });
});
