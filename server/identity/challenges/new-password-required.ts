import { invalidParameter, invalidSession, userNotFound } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import {
  answerCorrectPassword,
  missingNameAttributes,
  NEW_PASSWORD_REQUIRED,
} from '../sign-in/complete-sign-in.ts';
import { usernameOf } from '../user-store.ts';
import type { ChallengeAnswer } from './challenge.ts';

/** A required attribute given with the new password (`userAttributes.<name>`), trimmed; null when absent. */
function givenAttribute(responses: Record<string, unknown>, name: string): string | null {
  const value = responses[`userAttributes.${name}`];
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
}

/**
 * NEW_PASSWORD_REQUIRED: a FORCE_CHANGE_PASSWORD user sets a password, gives the required attributes the
 * challenge listed (a first and last name they lack), and is confirmed.
 */
export const newPasswordRequired: ChallengeAnswer = async ({ responses, session }, context) => {
  const username = requireParameter(responses, 'USERNAME');
  const newPassword = requireParameter(responses, 'NEW_PASSWORD');
  const pending = session ? await context.sessions.find(NEW_PASSWORD_REQUIRED, session) : null;
  if (!session || !pending || pending.username !== usernameOf(username)) throw invalidSession();
  const user = await context.users.findByUsername(pending.username);
  if (!user) throw userNotFound();
  // A refused password or a missing name leaves the session open, so the user can answer again.
  assertPasswordConforms(newPassword);
  const names = {
    givenName: user.givenName ?? givenAttribute(responses, 'given_name'),
    familyName: user.familyName ?? givenAttribute(responses, 'family_name'),
  };
  const [missing] = missingNameAttributes(names);
  if (missing) throw invalidParameter(`Invalid attributes given, ${missing} is missing`);
  const named =
    names.givenName === user.givenName && names.familyName === user.familyName
      ? user
      : await context.users.update(user, names);
  const confirmed = await context.users.setPassword(named, newPassword);
  await context.sessions.close(session);
  return answerCorrectPassword(context, confirmed);
};
