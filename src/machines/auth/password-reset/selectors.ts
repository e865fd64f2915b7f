import type { SnapshotFrom } from 'xstate';
import type { CodeDelivery } from '../../../services/identity-password.ts';
import type { passwordResetMachine } from './password-reset.machine.ts';

export type { CodeDelivery };

type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

export {
  selectFailure as selectResetFailure,
  selectIsBusy as selectResetIsBusy,
} from '../../shared/selectors.ts';

/** Which screen to show: the e-mail form, the code form, or the success message. */
export type PasswordResetScreen = 'email' | 'code' | 'completed';

export function selectResetScreen(snapshot: PasswordResetSnapshot): PasswordResetScreen {
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('enteringEmail') || snapshot.matches('sendingCode')) return 'email';
  return 'code';
}

export const selectResetEmail = (snapshot: PasswordResetSnapshot): string => snapshot.context.email;
export const selectCodeDelivery = (snapshot: PasswordResetSnapshot): CodeDelivery | null =>
  snapshot.context.delivery;
export const selectCodeResent = (snapshot: PasswordResetSnapshot): boolean => snapshot.context.codeResent;
