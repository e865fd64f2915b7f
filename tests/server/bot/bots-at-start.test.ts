import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createMeetingBotsRepository } from '../../../server/features/bot/meeting-bots.repository.ts';
import { seededPglite } from '../support/databases.ts';
import { accounts } from '../support/seed-facts.ts';

// At start, the Recall adapter sends a bot to each scheduled meeting without one that starts after a point it
// gives (an hour before now): a database holding years of history must not send bots to calls long over.

const at = new Date('2026-06-01T12:00:00Z');
const hourMs = 3_600_000;
const meetings = {
  lastYear: 'f0000000-0000-4000-8000-0000000000a1',
  halfAnHourAgo: 'f0000000-0000-4000-8000-0000000000a2',
  tomorrow: 'f0000000-0000-4000-8000-0000000000a3',
  tomorrowWithoutLink: 'f0000000-0000-4000-8000-0000000000a4',
};

let db: Database;
beforeAll(async () => {
  db = await openDatabase(await seededPglite());
  const starts: Record<keyof typeof meetings, number> = {
    lastYear: -365 * 24 * hourMs,
    halfAnHourAgo: -hourMs / 2,
    tomorrow: 24 * hourMs,
    tomorrowWithoutLink: 24 * hourMs,
  };
  for (const [name, id] of Object.entries(meetings) as [keyof typeof meetings, string][]) {
    await db.query(
      `INSERT INTO meetings (id, company_id, user_id, title, meeting_url, platform, meeting_type, status, start_time)
       VALUES ($1, $2, $3, $4, $5, 'google_meet', 'EXTERNAL', 'scheduled', $6)`,
      [
        id,
        accounts.seller.companyId,
        accounts.seller.id,
        name,
        name === 'tomorrowWithoutLink' ? null : 'https://meet.google.com/abc-defg-hij',
        new Date(at.getTime() + starts[name]).toISOString(),
      ],
    );
  }
});
afterAll(() => db.close());

test('scheduled meetings without a bot: those ahead and those begun within the hour, not last year', async () => {
  const ids = await createMeetingBotsRepository(db).upcomingWithoutBot(new Date(at.getTime() - hourMs));
  expect(ids).toContain(meetings.halfAnHourAgo);
  expect(ids).toContain(meetings.tomorrow);
  expect(ids).not.toContain(meetings.lastYear);
  expect(ids).not.toContain(meetings.tomorrowWithoutLink);
});
