import { fromPromise } from 'xstate';
import { syncCalendar } from '../../../services/calendar/calendar.ts';
import type { CalendarKind, CalendarSyncResult } from '../../../api-contract/calendar.ts';

export const calendarSyncActors = {
  syncCalendar: fromPromise<CalendarSyncResult, { kind: CalendarKind }>(({ input, signal }) =>
    syncCalendar(input.kind, { signal }),
  ),
};
