import type { SnapshotFrom } from 'xstate';
import type { calendarSyncMachine } from './calendar-sync.machine.ts';

type CalendarSyncSnapshot = SnapshotFrom<typeof calendarSyncMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export const selectSyncState = (snapshot: CalendarSyncSnapshot): 'syncing' | 'done' | 'failed' =>
  snapshot.matches('done') ? 'done' : snapshot.matches('failed') ? 'failed' : 'syncing';
export const selectKind = (snapshot: CalendarSyncSnapshot) => snapshot.context.kind;
export const selectResult = (snapshot: CalendarSyncSnapshot) => snapshot.context.result;
