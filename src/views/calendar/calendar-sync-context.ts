import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { calendarSyncMachine } from '../../machines/calendar/calendar-sync/calendar-sync.machine.ts';

/** The sync page's sync (/meetings/synccalendar, /meetings/synccalendaroutlook). */
export const CalendarSyncContext = recordedActorContext(calendarSyncMachine);
