import { aliasExists, invalidParameter, softwareTokenMfaNotFound } from '../cognito-errors.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { MFA_SETUP, poseMfaChallenge } from '../sign-in/mfa-step.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * MFA_SETUP, answered in one of the two ways Amplify does:
 * - with EMAIL (an address): an EMAIL_OTP challenge follows, its code sent to that address;
 * - without: the session must carry a TOTP secret that VerifySoftwareToken verified; TOTP is turned on
 *   and the sign-in completes.
 */
export const mfaSetup: ChallengeAnswer = async (answer, context) => {
  const { user, pending, session } = await requirePendingUser(context, MFA_SETUP, answer);
  const email = answer.responses.EMAIL;
  if (typeof email === 'string' && email.length > 0) {
    if (!context.config.identityMfaSetupTypes.includes('EMAIL_OTP'))
      throw invalidParameter('EMAIL_OTP is not an MFA type the user can set up');
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw invalidParameter('Invalid email address format.');
    if (await context.users.emailTakenByOther(user, email)) throw aliasExists();
    await context.sessions.close(session);
    return poseMfaChallenge(context, user, 'EMAIL_OTP', email.trim());
  }
  const { totpSecret, totpVerified } = pending.state;
  if (!totpSecret || totpVerified !== 'true') throw softwareTokenMfaNotFound();
  await context.sessions.close(session);
  const withTotp = await context.users.update(user, {
    totpSecret,
    totpEnabled: true,
    mfaSetupRequired: false,
  });
  return signedIn(context, withTotp);
};
