import type { CalendarKind } from './adapters/calendar-adapter.ts';
import {
  calendarKindSchema,
  type CalendarState,
  type CalendarStatus,
  type CalendarSyncResult,
} from '../../../src/api-contract/calendar.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import type { CalendarSync } from './calendar-sync.ts';
import type { CalendarConnectionRow } from './calendar.repository.ts';

/** /config/calendar's calls: each calendar's state, and a sync the user asks for. */
export function createCalendarService(deps: { store: Store; sync: CalendarSync; intervalSeconds: number }) {
  const { store } = deps;

  const stateOf = (
    kind: CalendarKind,
    row: CalendarConnectionRow | undefined,
    imported: number,
  ): CalendarState => ({
    kind,
    connected: row !== undefined,
    accountEmail: row?.account_email ?? null,
    connectedAt: row ? new Date(row.connected_at).toISOString() : null,
    needsReconnect: row?.needs_reconnect ?? false,
    lastSync:
      row?.last_sync_at && row.last_sync_outcome
        ? {
            at: new Date(row.last_sync_at).toISOString(),
            outcome: row.last_sync_outcome,
            error: row.last_sync_error,
            counts: row.last_sync_counts,
          }
        : null,
    importedMeetings: imported,
  });

  return {
    async status(caller: Caller): Promise<CalendarStatus> {
      const [rows, counts, owner] = await Promise.all([
        store.calendar.listOf(caller.userId),
        store.calendar.importedCounts(caller.userId),
        store.calendar.owner(caller.userId),
      ]);
      if (!owner) throw new DomainError('user-not-found');
      return {
        calendars: calendarKindSchema.options.map((kind) =>
          stateOf(
            kind,
            rows.find((row) => row.kind === kind),
            counts[kind] ?? 0,
          ),
        ),
        importMeeting: owner.import_meeting,
        syncIntervalSeconds: deps.intervalSeconds,
      };
    },

    /** The caller's own calendar, synced now. */
    sync: (caller: Caller, kind: CalendarKind): Promise<CalendarSyncResult> =>
      deps.sync.sync(caller.userId, kind),
  };
}
