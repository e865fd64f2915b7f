import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CalendarRefused } from '../../../server/features/calendar/adapters/calendar-errors.ts';
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
 * The sync's rules over a real database and the Recall adapter and its emulator, the calendar answering from a script:
 * which events come in (importMeeting), no duplicates, moves, cancellations and removals, and the interval
 * poller claiming each calendar once.
 */
let world: CalendarWorld;
beforeAll(async () => {
  world = await calendarWorld();
  await world.connections.connect(anaCaller, 'google', connectedTokens(hours(48)));
});
afterAll(() => world.close());
beforeEach(async () => {
  await world.db.query('UPDATE users SET import_meeting = 1 WHERE id = $1', [ana]);
});

type Row = {
  id: string;
  title: string;
  start_time: Date;
  status: string;
  is_enabled: boolean;
  meeting_type: string;
  platform: string;
  participants: { name: string; email: string | null }[];
  next_at: Date | null;
};
const meetingOf = async (eventId: string) =>
  (
    await world.db.query<Row>(
      `SELECT m.id, m.title, m.start_time, m.status, m.is_enabled, m.meeting_type, m.platform, m.participants,
              r.join_at AS next_at
         FROM meetings m LEFT JOIN meeting_bots r ON r.meeting_id = m.id
        WHERE m.user_id = $1 AND m.calendar_kind = 'google' AND m.calendar_event_id = $2`,
      [ana, eventId],
    )
  )[0];
const countOf = async (eventId: string) =>
  (
    await world.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meetings WHERE calendar_event_id = $1`,
      [eventId],
    )
  )[0]?.n;

const sales = event({
  externalId: 'sales-1',
  title: 'Demonstração para a Cliente',
  start: hours(30),
});
const internal = event({
  externalId: 'internal-1',
  title: 'Alinhamento interno',
  meetingUrl: 'https://us02web.zoom.us/j/12345678901',
  organizerEmail: 'bruno@teste.com.br',
  attendees: [
    { name: 'Ana Souza', email: 'ana@teste.com.br' },
    { name: '', email: 'bruno@teste.com.br' },
  ],
});
const noLink = event({ externalId: 'nolink-1', meetingUrl: null, title: 'Almoço' });
const cancelledNew = event({ externalId: 'cancelled-1', cancelled: true });
const race = event({ externalId: 'race-1', title: 'Reunião disputada' });

test('the first sync imports the events with a link as scheduled meetings the bot joins at their start', async () => {
  world.google.state.events = [sales, internal, noLink, cancelledNew];
  const result = await world.sync.sync(ana, 'google');
  expect(result.created.map((e) => e.title).sort()).toEqual([
    'Alinhamento interno',
    'Demonstração para a Cliente',
  ]);
  expect(result.skipped).toEqual([
    { title: 'Almoço', startTime: noLink.start.toISOString(), reason: 'noMeetingLink' },
    { title: cancelledNew.title, startTime: cancelledNew.start.toISOString(), reason: 'cancelled' },
  ]);
  const meeting = await meetingOf('sales-1');
  expect(meeting).toMatchObject({
    title: 'Demonstração para a Cliente',
    status: 'scheduled',
    is_enabled: true,
    meeting_type: 'EXTERNAL',
    platform: 'google_meet',
    participants: [
      { name: 'Ana Souza', email: 'ana@teste.com.br' },
      { name: 'Carla Cliente', email: 'carla@cliente.com.br' },
    ],
  });
  expect(new Date(meeting!.next_at!).getTime()).toBe(sales.start.getTime());
  expect(await meetingOf('internal-1')).toMatchObject({
    meeting_type: 'INTERNAL',
    platform: 'zoom',
    participants: [
      { name: 'Ana Souza', email: 'ana@teste.com.br' },
      { name: 'bruno@teste.com.br', email: 'bruno@teste.com.br' },
    ],
  });
  const [connection] = await world.db.query<{ last_sync_outcome: string; last_sync_counts: unknown }>(
    'SELECT last_sync_outcome, last_sync_counts FROM calendar_connections WHERE user_id = $1',
    [ana],
  );
  expect(connection).toEqual({
    last_sync_outcome: 'ok',
    last_sync_counts: { created: 2, updated: 0, cancelled: 0, skipped: 2 },
  });
});

test('a second sync finds the meetings it made: nothing new, nothing changed', async () => {
  const result = await world.sync.sync(ana, 'google');
  expect(result).toMatchObject({ created: [], updated: [], cancelled: [], unchanged: 2 });
  expect(await countOf('sales-1')).toBe(1);
});

test('two syncs at once take turns and add nothing twice', async () => {
  world.google.state.events = [sales, internal, race];
  const [first, second] = await Promise.all([world.sync.sync(ana, 'google'), world.sync.sync(ana, 'google')]);
  expect(first.created.length + second.created.length).toBe(1);
  expect(await countOf('race-1')).toBe(1);
});

test('a moved event moves the meeting and the time the bot joins, said on its timeline', async () => {
  const moved = { ...sales, start: hours(50), end: hours(51), title: 'Demonstração (remarcada)' };
  world.google.state.events = [moved, internal, race];
  const result = await world.sync.sync(ana, 'google');
  expect(result.updated.map((e) => e.title)).toEqual(['Demonstração (remarcada)']);
  const meeting = await meetingOf('sales-1');
  expect(new Date(meeting!.start_time).getTime()).toBe(moved.start.getTime());
  expect(new Date(meeting!.next_at!).getTime()).toBe(moved.start.getTime());
  const logs = await world.store.meetingLogs.list(meeting!.id);
  expect(logs.map((log) => log.subCode)).toContain('calendar_event_moved');
});

test('a cancelled event and one gone from the calendar hold their meetings back; the meetings stay', async () => {
  const moved = { ...sales, start: hours(50), end: hours(51), title: 'Demonstração (remarcada)' };
  world.google.state.events = [{ ...moved, cancelled: true }, internal];
  const result = await world.sync.sync(ana, 'google');
  expect(result.cancelled.map((e) => e.title).sort()).toEqual([
    'Demonstração (remarcada)',
    'Reunião disputada',
  ]);
  for (const id of ['sales-1', 'race-1']) {
    expect(await meetingOf(id)).toMatchObject({ is_enabled: false, status: 'scheduled', next_at: null });
  }
  // Said once: the next sync changes nothing.
  expect(await world.sync.sync(ana, 'google')).toMatchObject({ cancelled: [], updated: [] });
  // The event back in the calendar lets the meeting in again, its bot scheduled.
  world.google.state.events = [moved, internal];
  const back = await world.sync.sync(ana, 'google');
  expect(back.updated.map((e) => e.title)).toEqual(['Demonstração (remarcada)']);
  const meeting = await meetingOf('sales-1');
  expect(meeting).toMatchObject({ is_enabled: true });
  expect(new Date(meeting!.next_at!).getTime()).toBe(moved.start.getTime());
});

test('a meeting the bot already joined is left as it is when its event is cancelled', async () => {
  const meeting = await meetingOf('internal-1');
  await world.db.query(`UPDATE meetings SET status = 'done' WHERE id = $1`, [meeting!.id]);
  world.google.state.events = [];
  await world.sync.sync(ana, 'google');
  expect(await meetingOf('internal-1')).toMatchObject({ status: 'done', is_enabled: true });
});

test('importMeeting decides which events come in', async () => {
  const byBruno = event({ externalId: 'by-bruno', organizerEmail: 'bruno@teste.com.br' });
  const byMeOnGmail = event({ externalId: 'by-me-gmail', organizerEmail: 'ana@gmail.com' });
  const allInternal = event({
    externalId: 'all-internal',
    attendees: [{ name: 'Bruno', email: 'BRUNO@Teste.com.br' }],
  });
  world.google.state.events = [byBruno, byMeOnGmail, allInternal];

  await world.db.query('UPDATE users SET import_meeting = 0 WHERE id = $1', [ana]);
  const off = await world.sync.sync(ana, 'google');
  expect(off.created).toEqual([]);
  expect(new Set(off.skipped.map((s) => s.reason))).toEqual(new Set(['importOff']));

  await world.db.query('UPDATE users SET import_meeting = 2 WHERE id = $1', [ana]);
  const mine = await world.sync.sync(ana, 'google');
  expect(mine.created.map((e) => e.title).sort()).toEqual([allInternal.title, byMeOnGmail.title].sort());
  expect(mine.skipped.map((s) => s.reason)).toEqual(['notOrganisedByMe']);

  await world.db.query('UPDATE users SET import_meeting = 3 WHERE id = $1', [ana]);
  const external = await world.sync.sync(ana, 'google');
  // byBruno has an external guest: it comes in now; allInternal's meeting is held back.
  expect(external.created.map((e) => e.title)).toEqual([byBruno.title]);
  expect(external.cancelled.map((e) => e.title)).toEqual([allInternal.title]);
});

test('a sync that breaks half-way is recorded as failed, in Portuguese, and its error goes on', async () => {
  world.google.state.events = [event({ externalId: 'broken', start: new Date(Number.NaN) })];
  await expect(world.sync.sync(ana, 'google')).rejects.toBeInstanceOf(RangeError);
  const [row] = await world.db.query<{ last_sync_outcome: string; last_sync_error: string }>(
    `SELECT last_sync_outcome, last_sync_error FROM calendar_connections WHERE user_id = $1 AND kind = 'google'`,
    [ana],
  );
  expect(row).toEqual({
    last_sync_outcome: 'failed',
    last_sync_error: 'A sincronização com o Google Agenda falhou. Tente de novo em alguns minutos.',
  });
});

test('a calendar whose listing is refused needs reconnecting; the failure is recorded', async () => {
  await world.connections.connect(anaCaller, 'outlook', connectedTokens(hours(48)));
  world.outlook.state.list = () => Promise.reject(new CalendarRefused('401'));
  await expect(world.sync.sync(ana, 'outlook')).rejects.toMatchObject({ code: 'calendar-needs-reconnect' });
  const [row] = await world.db.query<{
    needs_reconnect: boolean;
    last_sync_outcome: string;
    last_sync_error: string;
  }>(
    `SELECT needs_reconnect, last_sync_outcome, last_sync_error FROM calendar_connections
      WHERE user_id = $1 AND kind = 'outlook'`,
    [ana],
  );
  expect(row).toMatchObject({ needs_reconnect: true, last_sync_outcome: 'failed' });
  expect(row?.last_sync_error).toContain('Conecte-o de novo');
});

test('the interval round syncs each connected calendar due, once, and skips one needing reconnection', async () => {
  await world.db.query(`UPDATE calendar_connections SET last_sync_at = now() - interval '2 hours'`);
  world.google.state.events = [];
  const rounds = createCalendarSyncRounds({
    store: world.store,
    sync: world.sync,
    intervalSeconds: 3600,
    report: () => undefined,
  });
  const before = world.google.calls.list.length;
  expect(await rounds.runDue()).toBe(1);
  expect(world.google.calls.list.length).toBe(before + 1);
  expect(await rounds.runDue()).toBe(0);
  // A round whose server is stopping ends before the next calendar.
  await world.db.query(`UPDATE calendar_connections SET last_sync_at = now() - interval '2 hours'`);
  expect(await rounds.runDue(AbortSignal.abort())).toBe(0);
});

test('disconnecting keeps the imported meetings', async () => {
  await world.connections.disconnect(anaCaller, 'google');
  expect(await countOf('sales-1')).toBe(1);
  await expect(world.sync.sync(ana, 'google')).rejects.toMatchObject({ code: 'calendar-not-connected' });
});
