import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { MfaType, SignInNextStep } from '../../../services/identity.ts';
import type { signInChallengeMachine } from './sign-in-challenge.machine.ts';
import { mfaChoices } from './steps.ts';

type SignInChallengeSnapshot = SnapshotFrom<typeof signInChallengeMachine>;
export type SignInChallengeRef = ActorRefFrom<typeof signInChallengeMachine>;

/** The login page's screens where the person answers a challenge; one per step. */
export type ChallengeScreen =
  | 'newPasswordAttributes'
  | 'totpCode'
  | 'emailCode'
  | 'smsCode'
  | 'mfaSelection'
  | 'mfaSetupSelection'
  | 'totpSetup'
  | 'emailSetup'
  | 'customChallenge'
  | 'firstFactorSelection';

function screenOfStep(step: SignInNextStep): ChallengeScreen | null {
  switch (step.signInStep) {
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
      return null;
  }
}

/**
 * The screen of the step the person answers, null once the challenge has ended. While a typed answer is
 * checked its screen stays up (disabled); an automatic one is checked on the credentials form (busy).
 */
export function selectChallengeScreen(snapshot: SignInChallengeSnapshot): ChallengeScreen | null {
  if (snapshot.status !== 'active') return null;
  if (snapshot.matches({ step: 'answering' }) && snapshot.context.answer?.automatic) return null;
  return screenOfStep(snapshot.context.step);
}

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';
export const selectEmail = (snapshot: SignInChallengeSnapshot): string => snapshot.context.email;
export const selectStep = (snapshot: SignInChallengeSnapshot): SignInNextStep => snapshot.context.step;

/** The MFA types the person may pick on the selection or setup-selection screen. */
export const selectMfaChoices = (snapshot: SignInChallengeSnapshot): MfaType[] =>
  mfaChoices(snapshot.context.step);
