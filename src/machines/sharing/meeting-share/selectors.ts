import type { SnapshotFrom } from 'xstate';
import { shareLink } from '../../../services/sharing/share.ts';
import type { meetingShareMachine } from './meeting-share.machine.ts';

type MeetingShareSnapshot = SnapshotFrom<typeof meetingShareMachine>;

export { selectFailure, selectIsBusy, selectIsUnavailable } from '../../shared/selectors.ts';

export type SharePanelState =
  | 'closed'
  | 'loading'
  | 'loadFailed'
  | 'unavailable'
  | 'off'
  | 'enabling'
  | 'on'
  | 'changingPassword'
  | 'savingChoices'
  | 'refreshing'
  | 'confirmingDisable'
  | 'disabling';

const panelStates: SharePanelState[] = [
  'loading',
  'loadFailed',
  'unavailable',
  'off',
  'enabling',
  'on',
  'changingPassword',
  'savingChoices',
  'refreshing',
  'confirmingDisable',
  'disabling',
];

export const selectPanelState = (snapshot: MeetingShareSnapshot): SharePanelState =>
  panelStates.find((state) => snapshot.matches(state)) ?? 'closed';

export const selectDraft = (snapshot: MeetingShareSnapshot) => snapshot.context.draft;
/** The password just set: this is the only time the owner can read it. */
export const selectRevealedPassword = (snapshot: MeetingShareSnapshot) => snapshot.context.password;

/** The guest's address while the link is on, on this page's origin; null while it is off. */
export function selectShareLink(snapshot: MeetingShareSnapshot, origin: string): string | null {
  const settings = snapshot.context.settings;
  return settings?.enabled && settings.shareId ? shareLink(origin, settings.shareId) : null;
}

/** The link is on, whatever is being done to it. */
export const selectIsOn = (snapshot: MeetingShareSnapshot): boolean =>
  ['on', 'changingPassword', 'savingChoices', 'refreshing', 'confirmingDisable', 'disabling'].includes(
    selectPanelState(snapshot),
  );

/** The settings the server answered last (what the link shows, its expiry, its openings). */
export const selectSettings = (snapshot: MeetingShareSnapshot) => snapshot.context.settings;

/** The owner may save choices or read the openings again only while nothing else is under way. */
export const selectCanChoose = (snapshot: MeetingShareSnapshot): boolean =>
  snapshot.can({ type: 'share.refresh' });
