import { wrongMfaCode } from '../cognito-errors.ts';
import { totpCodeMatches } from '../mfa/totp.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** SOFTWARE_TOKEN_MFA: the authenticator app's current code. A wrong one leaves the session open. */
export const softwareTokenMfa: ChallengeAnswer = async (answer, context) => {
  const code = requireParameter(answer.responses, 'SOFTWARE_TOKEN_MFA_CODE');
  const { user, session } = await requirePendingUser(context, 'SOFTWARE_TOKEN_MFA', answer);
  if (!user.totpSecret || !(await totpCodeMatches(user.totpSecret, code, context.now())))
    throw wrongMfaCode();
  await context.sessions.close(session);
  return signedIn(context, user);
};
