import type { SnapshotFrom } from 'xstate';
import type { passwordUpdateMachine } from './password-update.machine.ts';

type PasswordUpdateSnapshot = SnapshotFrom<typeof passwordUpdateMachine>;

export {
  selectFailure as selectUpdateFailure,
  selectIsBusy as selectUpdateIsBusy,
} from '../../shared/selectors.ts';

/** The password has changed everywhere: the success message shows. */
export const selectUpdateSucceeded = (snapshot: PasswordUpdateSnapshot): boolean =>
  snapshot.hasTag('success');
/** The message has been shown: time to continue to /meetings. */
export const selectUpdateIsDone = (snapshot: PasswordUpdateSnapshot): boolean => snapshot.status === 'done';
/** The password changed but the flag could not be cleared: only a retry of the finishing steps is offered. */
export const selectUpdateCanRetry = (snapshot: PasswordUpdateSnapshot): boolean =>
  snapshot.can({ type: 'update.retry' });
