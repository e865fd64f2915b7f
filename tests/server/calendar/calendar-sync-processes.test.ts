import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCalendarSyncRounds } from '../../../server/features/calendar/calendar-sync-rounds.ts';
import {
  ana,
  anaCaller,
  calendarWorld,
  connectedTokens,
  event,
  hours,
  type CalendarWorld,
} from './support.ts';

/*
 * Two server processes over one database: on PostgreSQL each with its own connection, so the connection row's
 * lock (FOR UPDATE) and the poller's claim (FOR UPDATE SKIP LOCKED) are really raced; PGlite has a single
 * connection, where the same code must hold too.
 */
describe.each(['pglite', 'postgres'] as const)('calendar syncs in two processes (%s)', (backend) => {
  let world: CalendarWorld;
  beforeAll(async () => {
    world = await calendarWorld(backend);
    await world.connections.connect(anaCaller, 'google', connectedTokens(hours(48)));
    world.google.state.events = Array.from({ length: 6 }, (_, index) =>
      event({ externalId: `evento-${index}`, title: `Reunião ${index}`, start: hours(24 + index) }),
    );
  }, 120_000);
  afterAll(() => world?.close());

  test('two syncs of one calendar at once add each event once', async () => {
    const other = await world.otherProcess();
    const [mine, theirs] = await Promise.all([
      world.sync.sync(ana, 'google'),
      other.sync.sync(ana, 'google'),
    ]);
    expect(mine.created.length + theirs.created.length).toBe(6);
    const [count] = await world.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meetings WHERE user_id = $1 AND calendar_kind = 'google'`,
      [ana],
    );
    expect(count?.n).toBe(6);
    const [runs] = await world.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meeting_bots r JOIN meetings m ON m.id = r.meeting_id WHERE m.user_id = $1`,
      [ana],
    );
    expect(runs?.n).toBe(6);
  });

  test("two pollers at once sync a due calendar once: the claim is one process's", async () => {
    await world.db.query(`UPDATE calendar_connections SET last_sync_at = now() - interval '2 hours'`);
    const other = await world.otherProcess();
    const poller = (process: { store: CalendarWorld['store']; sync: CalendarWorld['sync'] }) =>
      createCalendarSyncRounds({ ...process, intervalSeconds: 3600, report: () => undefined });
    const before = world.google.calls.list.length;
    const [a, b] = await Promise.all([poller(world).runDue(), poller(other).runDue()]);
    expect(a + b).toBe(1);
    expect(world.google.calls.list.length).toBe(before + 1);
  });
});
