import {
  invalidParameter,
  invalidSession,
  softwareTokenCodeMismatch,
  softwareTokenMfaNotFound,
} from '../cognito-errors.ts';
import { totpCodeMatches } from '../mfa/totp.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import { MFA_SETUP } from '../sign-in/mfa-step.ts';
import type { Operation } from './context.ts';
import { requireMember } from './input.ts';

/**
 * Proves the authenticator app holds the secret. During sign-in the verified secret moves to a new
 * MFA_SETUP session that RespondToAuthChallenge then completes; for a signed-in user the secret is
 * stored, and SetUserMFAPreference turns it on, as in Cognito.
 */
export const verifySoftwareToken: Operation = async (input, context) => {
  const code = requireMember(input, 'UserCode');
  const matches = (secret: string) => totpCodeMatches(secret, code.trim(), context.now());

  if (typeof input.Session === 'string' && input.Session.length > 0) {
    const pending = await context.sessions.find(MFA_SETUP, input.Session);
    if (!pending) throw invalidSession();
    const { totpSecret } = pending.state;
    if (!totpSecret) throw softwareTokenMfaNotFound();
    if (!(await matches(totpSecret))) throw softwareTokenCodeMismatch();
    await context.sessions.close(input.Session);
    const session = await context.sessions.open(MFA_SETUP, {
      username: pending.username,
      state: { totpSecret, totpVerified: 'true' },
    });
    return { Status: 'SUCCESS', Session: session };
  }
  if (typeof input.AccessToken !== 'string' || input.AccessToken.length === 0)
    throw invalidParameter('Either AccessToken or Session must be provided.');
  const user = await requireSignedInUser(context, input);
  if (!user.pendingTotpSecret) throw softwareTokenMfaNotFound();
  if (!(await matches(user.pendingTotpSecret))) throw softwareTokenCodeMismatch();
  await context.users.update(user, { totpSecret: user.pendingTotpSecret, pendingTotpSecret: null });
  return { Status: 'SUCCESS' };
};
