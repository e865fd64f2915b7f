import type { SnapshotFrom } from 'xstate';
import type { Meeting } from '../../services/api/schemas/meeting.ts';
import type { RequestErrorKey } from '../../services/errors.ts';
import type { meetingListMachine } from './meeting-list.machine.ts';

type MeetingListSnapshot = SnapshotFrom<typeof meetingListMachine>;

export const selectMeetings = (snapshot: MeetingListSnapshot): Meeting[] => snapshot.context.meetings;
export const selectIsLoading = (snapshot: MeetingListSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsEmpty = (snapshot: MeetingListSnapshot): boolean =>
  snapshot.matches('loaded') && snapshot.context.meetings.length === 0;
export const selectIsFailed = (snapshot: MeetingListSnapshot): boolean => snapshot.hasTag('error');
/** The i18n key and its {{status}} value, while failed. */
export const selectError = (
  snapshot: MeetingListSnapshot,
): { key: RequestErrorKey; status: string } | null =>
  snapshot.matches('failed') ? snapshot.context.error : null;
