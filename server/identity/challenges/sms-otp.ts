import { codeMatchesHash } from '../one-time-codes.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requireMfaCode } from '../sign-in/mfa-code.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * SMS_OTP: USER_AUTH's passwordless first factor, the code texted to the verified phone. Guessing it is
 * limited as the MFA codes are (tries per sign-in, and the user's sign-in lock).
 */
export const smsOtp: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'SMS_OTP_CODE');
  const { user } = await requireMfaCode(context, 'SMS_OTP', answer, (_, { state }) =>
    codeMatchesHash(code, state.codeHash ?? ''),
  );
  return signedIn(context, user);
};
