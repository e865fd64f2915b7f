import { expect, test } from 'vitest';
import { createMeetingListRepository } from '../../../server/features/meetings/meeting-list.repository.ts';
import { meetingListQuerySchema } from '../../../src/api-contract/meeting.ts';
import { accounts, teams } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

// The list picks a page two ways (meeting-list.repository.ts): among the matches themselves when they are few,
// else by walking the company's meetings newest first. Both must give the same pages.
describeOnEveryDatabase('the meeting list, with few and with many matches', (server) => {
  const callers = [accounts.admin, accounts.leader, accounts.seller].map((account) => ({
    userId: account.id,
    companyId: account.companyId,
    isAdmin: account === accounts.admin,
  }));
  const filterSets = [
    {},
    { statusGroup: 'finished' },
    { meetingType: 'EXTERNAL', teamId: teams.comercial.id },
    { query: 'a' },
    { query: 'a', statusGroup: 'finished' },
  ];

  test('gives the same total and pages whichever way it picks them', async () => {
    const few = createMeetingListRepository(server().running.db, { fewMatches: 1_000_000 });
    const many = createMeetingListRepository(server().running.db, { fewMatches: 0 });
    for (const caller of callers) {
      for (const filters of filterSets) {
        for (const page of [1, 2, 3]) {
          const query = meetingListQuerySchema.parse({ ...filters, limit: '4', page: String(page) });
          const [a, b] = await Promise.all([few.page(caller, query), many.page(caller, query)]);
          expect(b.total).toBe(a.total);
          expect(b.rows.map((row) => row.id)).toEqual(a.rows.map((row) => row.id));
          expect(a.rows.length).toBe(Math.max(0, Math.min(4, a.total - (page - 1) * 4)));
        }
      }
    }
  });

  test('counts a search only up to its cap, then says "more than" and pages on past it', async () => {
    const capped = createMeetingListRepository(server().running.db, { searchCount: 2 });
    const exact = createMeetingListRepository(server().running.db, { searchCount: 1_000_000 });
    const [admin] = callers;
    if (!admin) throw new Error('no administrator');
    const everyA = await exact.page(admin, meetingListQuerySchema.parse({ query: 'a', limit: '100' }));
    expect(everyA.total).toBeGreaterThan(8);
    expect(everyA.moreThanTotal).toBeUndefined();
    for (const filters of [{ query: 'a' }, { query: 'a', statusGroup: 'finished' }]) {
      for (const page of [1, 2, 3]) {
        const query = meetingListQuerySchema.parse({ ...filters, limit: '4', page: String(page) });
        const [a, b] = await Promise.all([capped.page(admin, query), exact.page(admin, query)]);
        expect(b.total).toBeGreaterThan(2);
        expect(a).toMatchObject({ total: 2, moreThanTotal: true });
        expect(a.rows.map((row) => row.id)).toEqual(b.rows.map((row) => row.id));
      }
    }
    // Filters without the search box are counted exactly, however many match.
    const unfiltered = await capped.page(admin, meetingListQuerySchema.parse({}));
    expect(unfiltered.total).toBeGreaterThan(2);
    expect(unfiltered.moreThanTotal).toBeUndefined();
  });
});
