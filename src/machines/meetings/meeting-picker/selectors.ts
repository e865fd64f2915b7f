import type { SnapshotFrom } from 'xstate';
import type { meetingPickerMachine } from './meeting-picker.machine.ts';

type MeetingPickerSnapshot = SnapshotFrom<typeof meetingPickerMachine>;

export const selectPicked = (snapshot: MeetingPickerSnapshot) => snapshot.context.picked;
export const selectCapped = (snapshot: MeetingPickerSnapshot) => snapshot.context.capped;
export { selectFailure as selectPickFailure } from '../../shared/selectors.ts';
export const selectIsFetchingFiltered = (snapshot: MeetingPickerSnapshot) => snapshot.hasTag('busy');
/** The chat about the picked meetings, while its dialog is open. */
export const selectChatRef = (snapshot: MeetingPickerSnapshot) => snapshot.children.chat;
