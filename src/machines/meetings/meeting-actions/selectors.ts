import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { meetingActionsMachine } from './meeting-actions.machine.ts';

type MeetingActionsSnapshot = SnapshotFrom<typeof meetingActionsMachine>;
export type MeetingActionsRef = ActorRefFrom<typeof meetingActionsMachine>;

export { selectFailure } from '../../shared/selectors.ts';
export const selectTitleDraft = (snapshot: MeetingActionsSnapshot) => snapshot.context.titleDraft;

type ActionsState =
  | 'idle'
  | 'editingTitle'
  | 'savingTitle'
  | 'enabling'
  | 'disabling'
  | 'restartingBot'
  | 'confirmingDelete'
  | 'deleting'
  | 'actionFailed';

const actionsStates: ActionsState[] = [
  'editingTitle',
  'savingTitle',
  'enabling',
  'disabling',
  'restartingBot',
  'confirmingDelete',
  'deleting',
  'actionFailed',
];

/** Which of the header's modes the actions are in ('idle' too once the meeting is deleted). */
export const selectActionsState = (snapshot: MeetingActionsSnapshot): ActionsState =>
  actionsStates.find((state) => snapshot.matches(state)) ?? 'idle';

const actingStates: readonly ActionsState[] = [
  'savingTitle',
  'enabling',
  'disabling',
  'restartingBot',
  'deleting',
];

/** An action is under way (the page's content loading beside it does not count: it is not this machine's). */
export const selectIsActing = (snapshot: MeetingActionsSnapshot): boolean =>
  actingStates.includes(selectActionsState(snapshot));

export const selectCan = {
  editTitle: (snapshot: MeetingActionsSnapshot) => snapshot.can({ type: 'title.edit' }),
  enable: (snapshot: MeetingActionsSnapshot) => snapshot.can({ type: 'meeting.enable' }),
  disable: (snapshot: MeetingActionsSnapshot) => snapshot.can({ type: 'meeting.disable' }),
  restartBot: (snapshot: MeetingActionsSnapshot) => snapshot.can({ type: 'bot.restart' }),
  delete: (snapshot: MeetingActionsSnapshot) => snapshot.can({ type: 'meeting.delete' }),
};
