import { invalidParameter, invalidSession } from '../cognito-errors.ts';
import { newTotpSecret } from '../mfa/totp.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import { MFA_SETUP } from '../sign-in/mfa-step.ts';
import type { Operation } from './context.ts';

/**
 * A new TOTP secret, either during sign-in (Session of MFA_SETUP: the secret travels in a new session)
 * or for a signed-in user (AccessToken: kept as pending until VerifySoftwareToken).
 */
export const associateSoftwareToken: Operation = async (input, context) => {
  const secret = newTotpSecret();
  if (typeof input.Session === 'string' && input.Session.length > 0) {
    const pending = await context.sessions.find(MFA_SETUP, input.Session);
    if (!pending) throw invalidSession();
    await context.sessions.close(input.Session);
    const session = await context.sessions.open(MFA_SETUP, {
      username: pending.username,
      state: { totpSecret: secret },
    });
    return { SecretCode: secret, Session: session };
  }
  if (typeof input.AccessToken !== 'string' || input.AccessToken.length === 0)
    throw invalidParameter('Either AccessToken or Session must be provided.');
  const user = await requireSignedInUser(context, input);
  await context.users.update(user, { pendingTotpSecret: secret });
  return { SecretCode: secret };
};
