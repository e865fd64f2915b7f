import type { SnapshotFrom } from 'xstate';
import type { Meeting } from '../../services/api/schemas/meeting.ts';
import type { addMeetingMachine, AddMeetingError } from './add-meeting.machine.ts';

type AddMeetingSnapshot = SnapshotFrom<typeof addMeetingMachine>;

export const selectIsSubmitting = (snapshot: AddMeetingSnapshot): boolean => snapshot.hasTag('busy');
export const selectCanSubmit = (snapshot: AddMeetingSnapshot): boolean =>
  snapshot.can({ type: 'meeting.submit', meeting: { meetingUrl: '', title: '', startTime: '' } });
export const selectAddMeetingError = (snapshot: AddMeetingSnapshot): AddMeetingError | null =>
  snapshot.matches('failed') ? snapshot.context.error : null;
/** The meeting the server created, once done. */
export const selectCreatedMeeting = (snapshot: AddMeetingSnapshot): Meeting | null =>
  snapshot.matches('done') ? snapshot.context.created : null;
