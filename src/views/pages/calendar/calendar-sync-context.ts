import { createActorContext } from '@xstate/react';
import { calendarSyncMachine } from '../../../machines/calendar-sync/calendar-sync.machine.ts';

/** The sync page's sync (/meetings/synccalendar, /meetings/synccalendaroutlook). */
export const CalendarSyncContext = createActorContext(calendarSyncMachine);
