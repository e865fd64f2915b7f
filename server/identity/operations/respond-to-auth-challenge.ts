import type { ChallengeAnswer } from '../challenges/challenge.ts';
import { devicePasswordVerifier } from '../challenges/device-password-verifier.ts';
import { deviceSrpAuth } from '../challenges/device-srp-auth.ts';
import { customChallenge } from '../challenges/custom-challenge.ts';
import { emailOtp } from '../challenges/email-otp.ts';
import { mfaSetup } from '../challenges/mfa-setup.ts';
import { newPasswordRequired } from '../challenges/new-password-required.ts';
import { passwordVerifier } from '../challenges/password-verifier.ts';
import { selectChallenge } from '../challenges/select-challenge.ts';
import { selectMfaType } from '../challenges/select-mfa-type.ts';
import { smsMfa } from '../challenges/sms-mfa.ts';
import { smsOtp } from '../challenges/sms-otp.ts';
import { softwareTokenMfa } from '../challenges/software-token-mfa.ts';
import { webAuthn } from '../challenges/web-authn.ts';
import { invalidParameter } from '../cognito-errors.ts';
import { withDeviceMetadata } from '../devices/sign-in-device.ts';
import type { Operation } from './context.ts';
import { mapMember, requireClientId, requireMember } from './input.ts';

/** The challenges this pool can pose; a new one is one more entry. */
const challenges: Record<string, ChallengeAnswer> = {
  PASSWORD_VERIFIER: passwordVerifier,
  NEW_PASSWORD_REQUIRED: newPasswordRequired,
  SOFTWARE_TOKEN_MFA: softwareTokenMfa,
  EMAIL_OTP: emailOtp,
  SELECT_MFA_TYPE: selectMfaType,
  MFA_SETUP: mfaSetup,
  SMS_MFA: smsMfa,
  SELECT_CHALLENGE: selectChallenge,
  SMS_OTP: smsOtp,
  DEVICE_SRP_AUTH: deviceSrpAuth,
  DEVICE_PASSWORD_VERIFIER: devicePasswordVerifier,
  WEB_AUTHN: webAuthn,
  CUSTOM_CHALLENGE: customChallenge,
};

export const respondToAuthChallenge: Operation = async (input, context) => {
  requireClientId(input, context);
  const challengeName = requireMember(input, 'ChallengeName');
  const challenge = Object.hasOwn(challenges, challengeName) ? challenges[challengeName] : undefined;
  if (!challenge) throw invalidParameter(`Unsupported challenge ${challengeName}`);
  const session = typeof input.Session === 'string' && input.Session.length > 0 ? input.Session : undefined;
  const responses = mapMember(input, 'ChallengeResponses');
  return withDeviceMetadata(context, responses, await challenge({ responses, session }, context));
};
