import type { Store } from '../store.ts';
import type { CalendarSync } from './calendar-sync.ts';

/** How long a process may take to sync one calendar before another process may take it over. */
const leaseMs = 5 * 60_000;

export type CalendarSyncPoller = {
  /** One round: syncs every connected calendar not synced for the interval. Resolves with how many. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops the rounds and waits for the one under way, so nothing touches a closing database. */
  stop(): Promise<void>;
};

/**
 * Syncs each connected calendar by itself every CALENDAR_SYNC_SECONDS. The connection's last sync time is
 * in the database and each one is claimed there first (calendar.repository.ts claimDue), so two processes
 * never both sync one calendar and a restart carries on where it was. A failed sync is recorded on the
 * connection (the page shows it) and tried again after the interval; one that needs reconnecting waits for
 * the user.
 */
export function createCalendarSyncPoller({
  store,
  sync,
  intervalSeconds,
  now = () => new Date(),
  report = (message, error) => console.error(`[calendar] ${message}`, error),
}: {
  store: Store;
  sync: CalendarSync;
  intervalSeconds: number;
  now?: () => Date;
  report?: (message: string, error: unknown) => void;
}): CalendarSyncPoller {
  const intervalMs = intervalSeconds * 1000;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runDue(): Promise<number> {
    let synced = 0;
    // `stopped` changes while a sync is awaited (stop() during the round): checked before each claim.
    for (;;) {
      if (stopped) break;
      const at = now();
      const due = await store.calendar.claimDue(
        new Date(at.getTime() - intervalMs),
        at,
        new Date(at.getTime() + leaseMs),
      );
      if (!due) break;
      // A failure is already on the connection (recordSync); the round goes on with the next calendar.
      await sync.sync(due.user_id, due.kind).then(
        () => (synced += 1),
        (error: unknown) => report(`interval sync of ${due.kind} of user ${due.user_id} failed`, error),
      );
    }
    return synced;
  }

  const oneRound = () => (running ??= runDue().finally(() => (running = undefined)));

  return {
    runDue: oneRound,
    start() {
      if (timer) return;
      stopped = false;
      const round = () => {
        oneRound().catch((error: unknown) => report('interval sync round failed', error));
      };
      // Checked more often than the interval so a calendar is synced about on time whenever it was last.
      timer = setInterval(round, Math.min(intervalMs, 60_000));
      timer.unref();
      round();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
