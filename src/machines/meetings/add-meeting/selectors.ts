import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import type { addMeetingMachine } from './add-meeting.machine.ts';

type AddMeetingSnapshot = SnapshotFrom<typeof addMeetingMachine>;

export const selectIsSubmitting = (snapshot: AddMeetingSnapshot): boolean => snapshot.hasTag('busy');
export const selectAddMeetingError = (snapshot: AddMeetingSnapshot): AppError | null =>
  snapshot.matches('failed') ? snapshot.context.error : null;
export const selectIsOpen = (snapshot: AddMeetingSnapshot): boolean => !snapshot.matches('closed');
