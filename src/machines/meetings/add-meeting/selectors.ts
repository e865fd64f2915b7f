import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import type { addMeetingMachine } from './add-meeting.machine.ts';

type AddMeetingSnapshot = SnapshotFrom<typeof addMeetingMachine>;

export const selectIsSubmitting = (snapshot: AddMeetingSnapshot): boolean => snapshot.hasTag('busy');
export const selectAddMeetingFailure = (snapshot: AddMeetingSnapshot): AppError | null =>
  snapshot.matches('failed') ? snapshot.context.failure : null;
export const selectIsOpen = (snapshot: AddMeetingSnapshot): boolean => !snapshot.matches('closed');
