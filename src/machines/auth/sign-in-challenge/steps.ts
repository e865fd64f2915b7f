/*
 * Reading the identity provider's next step, and the answers to it: what the sign-in challenge machine routes
 * and guards on, and what its selectors show.
 */
import type { MfaSetupType, MfaType, SignInNextStep } from '../../../services/identity.ts';

type StepName = SignInNextStep['signInStep'];

export const isStep = (step: SignInNextStep, name: StepName) => step.signInStep === name;

/** TOTP, e-mail and SMS codes: the same answer, only the screen's words differ. */
export const isCodeStep = (step: SignInNextStep) =>
  isStep(step, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') ||
  isStep(step, 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE') ||
  isStep(step, 'CONFIRM_SIGN_IN_WITH_SMS_CODE');

/** A new password the pool wants more about the person with: a form; without, it is answered at once. */
export const needsAttributes = (step: SignInNextStep) =>
  step.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' &&
  (step.missingAttributes?.length ?? 0) > 0;

/** The MFA types the person may pick on the selection or setup-selection screen. */
export function mfaChoices(step: SignInNextStep): MfaType[] {
  return step.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' ||
    step.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION'
    ? (step.allowedMfaTypes ?? [])
    : [];
}

/** The MFA types offered to set up (none when the step is not the setup selection). */
export const mfaSetupTypes = (step: SignInNextStep): MfaType[] =>
  isStep(step, 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION') ? mfaChoices(step) : [];

/** What the person may choose on the step's screen: the MFA types, or the first factors. */
export const offered = (step: SignInNextStep): string[] =>
  step.signInStep === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'
    ? (step.availableChallenges ?? [])
    : mfaChoices(step);

/** The next answer to the pending challenge; automatic ones were not typed, so a failure ends the attempt. */
export type PendingAnswer = {
  challengeResponse: string;
  userAttributes?: Record<string, string>;
  automatic: boolean;
};

/** The person's answer on a challenge screen. */
export type AnswerEvent =
  | { type: 'code.submit'; code: string }
  | { type: 'mfa.select'; mfaType: MfaType }
  | { type: 'mfaSetup.select'; mfaType: MfaSetupType }
  | { type: 'totpSetup.submit'; code: string }
  | { type: 'emailSetup.submit'; email: string }
  | { type: 'newPassword.submit'; attributes: Record<string, string> }
  | { type: 'customChallenge.submit'; answer: string }
  | { type: 'firstFactor.select'; challenge: string };

/** Answered without asking: a failure of it ends the attempt rather than coming back to a screen. */
export const automatic = (challengeResponse: string): PendingAnswer => ({
  challengeResponse,
  automatic: true,
});

/** What the person typed or chose, as the provider takes it; new attributes go with the typed password. */
export function typedAnswer(password: string, event: AnswerEvent): PendingAnswer {
  const typed = (challengeResponse: string) => ({ challengeResponse, automatic: false });
  switch (event.type) {
    case 'code.submit':
    case 'totpSetup.submit':
      return typed(event.code);
    case 'mfa.select':
    case 'mfaSetup.select':
      return typed(event.mfaType);
    case 'emailSetup.submit':
      return typed(event.email);
    case 'customChallenge.submit':
      return typed(event.answer);
    case 'firstFactor.select':
      return typed(event.challenge);
    case 'newPassword.submit':
      return { ...typed(password), userAttributes: event.attributes };
  }
}
