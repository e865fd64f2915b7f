import { resourceNotFound } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { requireMember } from './input.ts';

/** DeleteWebAuthnCredential: one of the user's passkeys; another user's does not exist for them. */
export const deleteWebAuthnCredential: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const removed = await context.passkeys.remove(user.sub, requireMember(input, 'CredentialId'));
  if (!removed) throw resourceNotFound('Credential not found.');
  return {};
};
