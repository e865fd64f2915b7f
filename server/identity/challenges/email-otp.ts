import { wrongMfaCode } from '../cognito-errors.ts';
import { codeMatchesHash } from '../one-time-codes.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * EMAIL_OTP: the code e-mailed when the challenge was posed. When it completes an e-mail MFA setup,
 * the code proved the address, which becomes the user's verified e-mail with MFA by e-mail on.
 */
export const emailOtp: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'EMAIL_OTP_CODE');
  const { user, pending, session } = await requirePendingUser(context, 'EMAIL_OTP', answer);
  const { codeHash = '', setupEmail } = pending.state;
  if (!codeMatchesHash(code, codeHash)) throw wrongMfaCode();
  await context.sessions.close(session);
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
