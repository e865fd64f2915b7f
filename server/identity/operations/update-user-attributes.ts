import { immutableAttributes, standardAttributes } from '../attribute-schema.ts';
import { aliasExists, invalidParameter } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { UserChanges } from '../user-store.ts';
import type { JsonObject, Operation } from './context.ts';
import { sendEmailVerificationCode } from './email-verification.ts';

function attributesOf(input: JsonObject): Array<{ name: string; value: string }> {
  const list = input.UserAttributes;
  if (!Array.isArray(list))
    throw invalidParameter(
      "1 validation error detected: Value null at 'userAttributes' failed to satisfy constraint: Member must not be null",
    );
  return list.map((entry: unknown) => {
    const { Name, Value } = (typeof entry === 'object' && entry !== null ? entry : {}) as JsonObject;
    if (typeof Name !== 'string' || Name.length === 0) throw invalidParameter('Attribute name is required.');
    return { name: Name, value: typeof Value === 'string' ? Value : '' };
  });
}

/**
 * Amplify's updateUserAttributes. Custom attributes (custom:*) are stored as given. A new e-mail does
 * not take effect at once: the pool keeps the current one until the code sent to the new address is
 * confirmed with VerifyUserAttribute (Cognito's "keep original attribute value active").
 */
export const updateUserAttributes: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const changes: UserChanges = {};
  const attributes = { ...user.attributes };
  let newEmail: string | null = null;
  for (const { name, value } of attributesOf(input)) {
    if (immutableAttributes.has(name) || name.startsWith('cognito:'))
      throw invalidParameter(`Invalid user attributes: ${name}: Attribute cannot be updated.`);
    if (name === 'email') {
      if (value.trim().toLowerCase() !== user.email.toLowerCase()) newEmail = value.trim();
    } else if (name === 'given_name') changes.givenName = value;
    else if (name === 'family_name') changes.familyName = value;
    else if (name.startsWith('custom:') || standardAttributes.has(name)) attributes[name] = value;
    else throw invalidParameter(`Invalid user attributes: ${name}: Attribute does not exist in the schema.`);
  }
  if (newEmail !== null) {
    if (!/^[^@\s]+@[^@\s]+$/.test(newEmail)) throw invalidParameter('Invalid email address format.');
    if (await context.users.emailTakenByOther(user, newEmail)) throw aliasExists();
    changes.pendingEmail = newEmail;
  }
  const updated = await context.users.update(user, { ...changes, attributes });
  if (newEmail === null) return { CodeDeliveryDetailsList: [] };
  return { CodeDeliveryDetailsList: [await sendEmailVerificationCode(context, updated, newEmail)] };
};
