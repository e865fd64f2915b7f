import { fromPromise } from 'xstate';
import {
  calendarConsentAddress,
  disconnectCalendar,
  fetchCalendarStatus,
  syncCalendar,
} from '../../../services/calendar/calendar.ts';
import type { CalendarKind, CalendarStatus, CalendarSyncResult } from '../../../api-contract/calendar.ts';
import { leaveAppFor } from '../../../services/navigation.ts';

type KindInput = { kind: CalendarKind };

export const calendarSettingsActors = {
  loadStatus: fromPromise<CalendarStatus>(({ signal }) => fetchCalendarStatus({ signal })),
  /**
   * Leaves the app for the calendar's consent page (its address carries a state the server keeps for the
   * callback); resolves only if the browser stays.
   */
  goToConsentPage: fromPromise<void, KindInput>(async ({ input, signal }) => {
    leaveAppFor(await calendarConsentAddress(input.kind, { signal }));
  }),
  /** A sync now, then the state it left (last sync, meetings from the calendar). */
  syncNow: fromPromise<{ result: CalendarSyncResult; status: CalendarStatus }, KindInput>(
    async ({ input, signal }) => {
      const result = await syncCalendar(input.kind, { signal });
      return { result, status: await fetchCalendarStatus({ signal }) };
    },
  ),
  disconnect: fromPromise<CalendarStatus, KindInput>(async ({ input, signal }) => {
    await disconnectCalendar(input.kind, { signal });
    return fetchCalendarStatus({ signal });
  }),
};
