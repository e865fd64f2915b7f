import { codeMatchesHash } from '../one-time-codes.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requireMfaCode } from '../sign-in/mfa-code.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * EMAIL_OTP: the code e-mailed when the challenge was posed. When it completes an e-mail MFA setup,
 * the code proved the address, which becomes the user's verified e-mail with MFA by e-mail on.
 */
export const emailOtp: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'EMAIL_OTP_CODE');
  const { user, pending } = await requireMfaCode(context, 'EMAIL_OTP', answer, (_, { state }) =>
    codeMatchesHash(code, state.codeHash ?? ''),
  );
  const { setupEmail } = pending.state;
  const signingIn = setupEmail
    ? await context.users.update(user, {
        email: setupEmail,
        emailVerified: true,
        emailMfaEnabled: true,
        mfaSetupRequired: false,
      })
    : user;
  return signedIn(context, signingIn);
};
