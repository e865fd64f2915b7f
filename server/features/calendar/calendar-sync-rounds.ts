import type { BackgroundJob } from '../../jobs/background-job.ts';
import type { Store } from '../store.ts';
import type { CalendarSync } from './calendar-sync.ts';

/** How long a process may take to sync one calendar before another process may take it over. */
const leaseMs = 5 * 60_000;

export type CalendarSyncRounds = {
  /** One round: syncs every connected calendar not synced for the interval. Resolves with how many. */
  runDue(signal?: AbortSignal): Promise<number>;
  /** The round as a job, once a minute on one of the servers (and once at start). */
  job: BackgroundJob;
};

/**
 * Syncs each connected calendar by itself every CALENDAR_SYNC_SECONDS. The connection's last sync time is
 * in the database and each one is claimed there first (calendar.repository.ts claimDue), so two processes
 * never both sync one calendar and a restart carries on where it was. A failed sync is recorded on the
 * connection (the page shows it) and tried again after the interval; one that needs reconnecting waits for
 * the user. The rounds are a job (`calendar.sync-due`) pg-boss sends every minute, so one server runs each;
 * a server stopping ends its round after the calendar under way.
 */
export function createCalendarSyncRounds({
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
}): CalendarSyncRounds {
  const intervalMs = intervalSeconds * 1000;

  async function runDue(signal?: AbortSignal): Promise<number> {
    let synced = 0;
    for (;;) {
      if (signal?.aborted) break;
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

  return {
    runDue,
    job: {
      queue: { name: 'calendar.sync-due', retryLimit: 0, expireInSeconds: 30 * 60 },
      cron: '* * * * *',
      handler: async ({ signal }) => {
        await runDue(signal);
      },
    },
  };
}
