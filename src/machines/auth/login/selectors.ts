import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MfaType, SignInNextStep } from '../../../services/identity.ts';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

/** The screen the login page shows; one per step where the person acts. */
export type LoginScreen =
  | 'credentials'
  | 'newPasswordAttributes'
  | 'totpCode'
  | 'emailCode'
  | 'smsCode'
  | 'mfaSelection'
  | 'mfaSetupSelection'
  | 'totpSetup'
  | 'emailSetup'
  | 'customChallenge'
  | 'firstFactorSelection'
  | 'resetPassword'
  | 'success';

const challengeScreens = [
  'newPasswordAttributes',
  'totpCode',
  'emailCode',
  'smsCode',
  'mfaSelection',
  'mfaSetupSelection',
  'totpSetup',
  'emailSetup',
  'customChallenge',
  'firstFactorSelection',
] as const satisfies LoginScreen[];

export function selectScreen(snapshot: LoginSnapshot): LoginScreen {
  if (snapshot.matches('announcingSuccess')) return 'success';
  if (snapshot.matches('signedIn')) return snapshot.context.migrated ? 'success' : 'credentials';
  if (snapshot.matches('resetPassword')) return 'resetPassword';
  for (const screen of challengeScreens) if (snapshot.matches({ challenge: screen })) return screen;
  // While a typed answer is checked its screen stays up (disabled); automatic answers happen on the form.
  if (snapshot.matches({ challenge: 'answering' }) && snapshot.context.answer?.automatic === false) {
    return screenOfStep(snapshot.context.step);
  }
  return 'credentials';
}

function screenOfStep(step: SignInNextStep | null): LoginScreen {
  switch (step?.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'newPasswordAttributes';
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return 'totpCode';
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return 'emailCode';
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return 'smsCode';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
      return 'mfaSelection';
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return 'mfaSetupSelection';
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return 'totpSetup';
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return 'emailSetup';
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return 'customChallenge';
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION':
      return 'firstFactorSelection';
    default:
      return 'credentials';
  }
}

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';
export const selectEmail = (snapshot: LoginSnapshot): string => snapshot.context.email;
export const selectStep = (snapshot: LoginSnapshot): SignInNextStep | null => snapshot.context.step;

/** The MFA types the person may pick on the selection or setup-selection screen. */
export function selectMfaChoices(snapshot: LoginSnapshot): MfaType[] {
  const step = snapshot.context.step;
  if (
    step?.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' ||
    step?.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION'
  ) {
    return step.allowedMfaTypes ?? [];
  }
  return [];
}
