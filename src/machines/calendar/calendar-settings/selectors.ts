import type { SnapshotFrom } from 'xstate';
import { calendarOf, type calendarSettingsMachine } from './calendar-settings.machine.ts';

type CalendarSettingsSnapshot = SnapshotFrom<typeof calendarSettingsMachine>;

export { selectFailure, selectIsBusy, selectIsUnavailable } from '../../shared/selectors.ts';

export type CalendarCardState =
  | 'loading'
  | 'loadFailed'
  | 'unavailable'
  | 'disconnected'
  | 'redirecting'
  | 'connected'
  | 'syncing'
  | 'reloading'
  | 'confirmingDisconnect'
  | 'disconnecting';

const cardStates: CalendarCardState[] = [
  'loadFailed',
  'unavailable',
  'disconnected',
  'redirecting',
  'connected',
  'syncing',
  'reloading',
  'confirmingDisconnect',
  'disconnecting',
];

export const selectCardState = (snapshot: CalendarSettingsSnapshot): CalendarCardState =>
  cardStates.find((state) => snapshot.matches(state)) ?? 'loading';

export const selectKind = (snapshot: CalendarSettingsSnapshot) => snapshot.context.kind;
export const selectCalendar = (snapshot: CalendarSettingsSnapshot) => calendarOf(snapshot.context) ?? null;
export const selectImportMeeting = (snapshot: CalendarSettingsSnapshot) =>
  snapshot.context.status?.importMeeting ?? null;
export const selectSyncInterval = (snapshot: CalendarSettingsSnapshot) =>
  snapshot.context.status?.syncIntervalSeconds ?? null;
export const selectLastResult = (snapshot: CalendarSettingsSnapshot) => snapshot.context.lastResult;
