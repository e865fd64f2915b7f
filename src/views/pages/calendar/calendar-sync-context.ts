import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { calendarSyncMachine } from '../../../machines/calendar-sync/calendar-sync.machine.ts';

/** The sync page's sync (/meetings/synccalendar, /meetings/synccalendaroutlook). */
export const CalendarSyncContext = createActorContext(calendarSyncMachine, { inspect: actorRecorder });
