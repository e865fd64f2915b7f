import type { SnapshotFrom } from 'xstate';
import type { CodeDelivery } from '../../../services/identity-password.ts';
import type { NewAccount } from './actors.ts';
import type { SignUpStatus, signUpMachine } from './sign-up.machine.ts';

type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>;

export {
  selectFailure as selectSignUpFailure,
  selectIsBusy as selectSignUpIsBusy,
} from '../../shared/selectors.ts';

/** Which screen /signup shows: the form, the code, or the end (signed in, or on to the login). */
export type SignUpScreen = 'form' | 'code' | 'signedIn' | 'confirmed';

export function selectSignUpScreen(snapshot: SignUpSnapshot): SignUpScreen {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('editing') || snapshot.matches('creatingAccount')) return 'form';
  return 'code';
}

export const selectSignUpAccount = (snapshot: SignUpSnapshot): NewAccount => snapshot.context.account;
export const selectSignUpStatus = (snapshot: SignUpSnapshot): SignUpStatus => snapshot.context.status;
export const selectSignUpDelivery = (snapshot: SignUpSnapshot): CodeDelivery | null =>
  snapshot.context.delivery;
export const selectSignUpCodeResent = (snapshot: SignUpSnapshot): boolean => snapshot.context.codeResent;
/** "Reenviar código" is offered once the cooldown after the last code has passed. */
export const selectCanResendCode = (snapshot: SignUpSnapshot): boolean =>
  snapshot.matches({ awaitingCode: 'resendAvailable' });
