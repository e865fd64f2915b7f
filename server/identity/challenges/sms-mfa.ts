import { codeMatchesHash } from '../one-time-codes.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requireMfaCode } from '../sign-in/mfa-code.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** SMS_MFA: the code texted to the user's verified phone when the challenge was posed (second factor). */
export const smsMfa: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'SMS_MFA_CODE');
  const { user } = await requireMfaCode(context, 'SMS_MFA', answer, (_, { state }) =>
    codeMatchesHash(code, state.codeHash ?? ''),
  );
  return signedIn(context, user);
};
