import { invalidSession, userNotFound } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import { answerCorrectPassword, NEW_PASSWORD_REQUIRED } from '../sign-in/complete-sign-in.ts';
import { usernameOf } from '../user-store.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** NEW_PASSWORD_REQUIRED: a FORCE_CHANGE_PASSWORD user sets a password and is confirmed. */
export const newPasswordRequired: ChallengeAnswer = async ({ responses, session }, context) => {
  const username = requireParameter(responses, 'USERNAME');
  const newPassword = requireParameter(responses, 'NEW_PASSWORD');
  const pending = session ? await context.sessions.find(NEW_PASSWORD_REQUIRED, session) : null;
  if (!session || !pending || pending.username !== usernameOf(username)) throw invalidSession();
  const user = await context.users.findByUsername(pending.username);
  if (!user) throw userNotFound();
  // A refused password leaves the session open, so the user can try another.
  assertPasswordConforms(newPassword);
  const confirmed = await context.users.setPassword(user, newPassword);
  await context.sessions.close(session);
  return answerCorrectPassword(context, confirmed);
};
