import type { SnapshotFrom } from 'xstate';
import type { calendarCallbackMachine } from './calendar-callback.machine.ts';

type Snapshot = SnapshotFrom<typeof calendarCallbackMachine>;

/** Which calendar came back: its texts and its sync page. */
export const selectKind = (snapshot: Snapshot) => snapshot.context.kind;
export const selectIsRedirecting = (snapshot: Snapshot) => snapshot.matches('redirecting');
export const selectIsRefused = (snapshot: Snapshot) => snapshot.matches('refused');
/** The account the calendar is connected as, once connected. */
export const selectConnectedAccount = (snapshot: Snapshot) =>
  snapshot.matches('connected') ? snapshot.context.account : null;
export const selectCallbackFailure = (snapshot: Snapshot) =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
