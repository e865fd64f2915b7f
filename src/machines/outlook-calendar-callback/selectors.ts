import type { SnapshotFrom } from 'xstate';
import type { outlookCalendarCallbackMachine } from './outlook-calendar-callback.machine.ts';

type Snapshot = SnapshotFrom<typeof outlookCalendarCallbackMachine>;

export const selectIsRedirecting = (snapshot: Snapshot) => snapshot.matches('redirecting');
export const selectIsRefused = (snapshot: Snapshot) => snapshot.matches('refused');
/** The account the calendar is connected as, once connected. */
export const selectConnectedAccount = (snapshot: Snapshot) =>
  snapshot.matches('connected') ? snapshot.context.account : null;
export const selectCallbackError = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : null;
