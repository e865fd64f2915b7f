import { fromPromise } from 'xstate';
import { syncCalendar } from '../../../services/api/calendar.ts';
import type { CalendarKind, CalendarSyncResult } from '../../../services/api/schemas/calendar.ts';

export const calendarSyncActors = {
  syncCalendar: fromPromise<CalendarSyncResult, { kind: CalendarKind }>(({ input, signal }) =>
    syncCalendar(input.kind, { signal }),
  ),
};
