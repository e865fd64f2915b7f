import { totpCodeMatches } from '../mfa/totp.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requireMfaCode } from '../sign-in/mfa-code.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** SOFTWARE_TOKEN_MFA: the authenticator app's current code. A wrong one leaves the session open for a few more. */
export const softwareTokenMfa: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'SOFTWARE_TOKEN_MFA_CODE');
  const { user } = await requireMfaCode(
    context,
    'SOFTWARE_TOKEN_MFA',
    answer,
    async ({ totpSecret }) => totpSecret !== null && (await totpCodeMatches(totpSecret, code, context.now())),
  );
  return signedIn(context, user);
};
