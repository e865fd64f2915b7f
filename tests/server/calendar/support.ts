import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  CalendarAdapter,
  CalendarEvent,
  CalendarKind,
  CalendarTokens,
} from '../../../server/features/calendar/adapters/calendar-adapter.ts';
import { createBotProvider, type BotStore } from '../../../server/providers/bot/index.ts';
import { readServerConfig } from '../../../server/config.ts';
import { newRecallCredentials } from '../../../server/emulators/recall/credentials.ts';
import { createRecallEmulator } from '../../../server/emulators/recall/index.ts';
import { createSecretBox } from '../../../server/crypto/secret-box.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createCalendarConnections } from '../../../server/features/calendar/calendar-connections.ts';
import { createCalendarSync } from '../../../server/features/calendar/calendar-sync.ts';
import { createMeetingEvents } from '../../../server/features/meetings/meeting-events.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { createMediaStorage } from '../../../server/providers/media/storage.ts';
import { emptyPglite, postgresDatabase } from '../support/databases.ts';

export const company = '00000000-0000-4000-8000-0000000000c1';
export const ana = '00000000-0000-4000-8000-0000000000a1';
export const bruno = '00000000-0000-4000-8000-0000000000b1';
export const anaCaller = { userId: ana, isAdmin: false, companyId: company };

/**
 * A calendar provider as the sync sees it, answering from a list the test edits: the rules of the sync
 * (admission, idempotency, moves, cancellations) are the subject here; the real adapters are tested against
 * their emulators in their own files.
 */
export function scriptedCalendar(kind: CalendarKind) {
  const calls = { refresh: [] as string[], revoke: [] as string[], list: [] as string[] };
  const state = {
    events: [] as CalendarEvent[],
    refresh: async (refreshToken: string): Promise<CalendarTokens> => ({
      accessToken: `access-after-${refreshToken}`,
      refreshToken: null,
      expiresAt: new Date(Date.now() + 3600_000),
      accountEmail: 'ana@gmail.com',
    }),
    revoke: async (): Promise<void> => undefined,
    list: async (): Promise<CalendarEvent[]> => state.events,
  };
  const adapter: CalendarAdapter = {
    kind,
    authorizeUrl: ({ state: oauthState }) => `https://consent.example/${kind}?state=${oauthState}`,
    exchangeCode: () => Promise.reject(new Error('not used by these tests')),
    refresh: (refreshToken) => {
      calls.refresh.push(refreshToken);
      return state.refresh(refreshToken);
    },
    revoke: (tokens) => {
      calls.revoke.push(tokens.accessToken);
      return state.revoke();
    },
    listEvents: (accessToken) => {
      calls.list.push(accessToken);
      return state.list();
    },
  };
  return { adapter, state, calls };
}

/**
 * A migrated database (in-memory PGlite, or a throwaway PostgreSQL 15) with a company (teste.com.br) of two
 * users, the calendars answering from scripts, and the Recall adapter and its emulator. `otherProcess()` is a second
 * server process's sync over its own connection (PGlite has one connection per process: the same one).
 */
export async function calendarWorld(backend: 'pglite' | 'postgres' = 'pglite') {
  const dir = await mkdtemp(path.join(tmpdir(), 'pauta-calendar-test-'));
  const postgres = backend === 'postgres' ? await postgresDatabase({ seeded: false }) : undefined;
  const location = postgres ? postgres.location : await emptyPglite();
  const db: Database = await openDatabase(location);
  await runMigrations(db);
  await db.query(`INSERT INTO companies (id, name) VALUES ($1, 'Empresa do teste')`, [company]);
  await db.query(
    `INSERT INTO users (id, company_id, email_address, first_name, last_name, is_admin, import_meeting) VALUES
       ($2, $1, 'ana@teste.com.br', 'Ana', 'Souza', false, 1),
       ($3, $1, 'bruno@teste.com.br', 'Bruno', 'Lima', false, 1)`,
    [company, ana, bruno],
  );
  const google = scriptedCalendar('google');
  const outlook = scriptedCalendar('outlook');
  const silent = () => undefined;
  const databases: Database[] = [db];

  // One Recall (its local emulator, in process) for every process of the test, as one workspace would be.
  const recall = { ...readServerConfig({ DATA_DIR: dir }).recall, ...newRecallCredentials() };
  const emulator = createRecallEmulator({
    ...recall.emulator,
    dataDir: dir,
    webhookUrls: [],
    apiKey: recall.apiKey,
    webhookSecret: recall.webhookSecret,
  });
  const recallFetch: typeof fetch = async (input, init) => emulator.routes.request(String(input), init);

  function processOver(database: Database) {
    const store: Store = createStore(database);
    const events = (scope: Store) => ({ ...createMeetingEvents(scope), analyse: async () => undefined });
    const botStore: BotStore = {
      bots: store.meetingBots,
      meetings: events(store),
      transaction: (work) => store.transaction((tx) => work({ bots: tx.meetingBots, meetings: events(tx) })),
    };
    const bot = createBotProvider({
      store: botStore,
      storage: createMediaStorage(dir),
      // The emulator's routes answer at their root: the adapter's base URL is any origin.
      config: { recall: { ...recall, baseUrl: 'http://recall.test' } },
      // The calendar's bots are all scheduled: nothing of theirs is copied here.
      collectLater: async () => undefined,
      fetch: recallFetch,
    });
    const secrets = createSecretBox({ secretsKey: Buffer.alloc(32, 7), dataDir: dir });
    const connections = createCalendarConnections({
      store,
      secrets,
      adapters: { google: google.adapter, outlook: outlook.adapter },
      report: silent,
    });
    const sync = createCalendarSync({ store, connections, bot, report: silent });
    return { store, bot, connections, sync };
  }

  const first = processOver(db);
  const processes = [first];
  return {
    db,
    ...first,
    google,
    outlook,
    async otherProcess() {
      const otherDb = postgres ? await openDatabase(location) : db;
      if (otherDb !== db) databases.push(otherDb);
      const other = processOver(otherDb);
      processes.push(other);
      return other;
    },
    async close() {
      for (const process of processes) process.bot.stop();
      emulator.stop();
      for (const database of databases) await database.close();
      await postgres?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type CalendarWorld = Awaited<ReturnType<typeof calendarWorld>>;

export const hours = (n: number) => new Date(Date.now() + n * 3600_000);

export function event(overrides: Partial<CalendarEvent> & { externalId: string }): CalendarEvent {
  const start = overrides.start ?? hours(24);
  return {
    title: `Evento ${overrides.externalId}`,
    start,
    end: new Date(start.getTime() + 3600_000),
    cancelled: false,
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    organizerEmail: 'ana@teste.com.br',
    attendees: [
      { name: 'Ana Souza', email: 'ana@teste.com.br' },
      { name: 'Carla Cliente', email: 'carla@cliente.com.br' },
    ],
    ...overrides,
  };
}

export const connectedTokens = (expiresAt = hours(1)): CalendarTokens => ({
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt,
  accountEmail: 'ana@gmail.com',
});
