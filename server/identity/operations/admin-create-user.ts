import { CognitoError, invalidParameter, usernameExists, userNotFound } from '../cognito-errors.ts';
import { sendInvitation } from '../messages.ts';
import { assertPasswordConforms } from '../password-policy.ts';
import { visibleAttributes } from '../sign-in/complete-sign-in.ts';
import { generateTemporaryPassword } from '../temporary-password.ts';
import type { PoolUser } from '../user-store.ts';
import type { IdentityContext, JsonObject, Operation } from './context.ts';
import { requireUserPoolId } from './admin-user.ts';
import { requireMember } from './input.ts';

const dayMs = 86_400_000;

const resendImpossible = (user: PoolUser) =>
  new CognitoError(
    'UnsupportedUserStateException',
    `Resend not possible. ${user.sub} status is ${user.status}.`,
  );

/** `UserAttributes` as a map; only `email`, `given_name` and `family_name` have columns here. */
function attributesOf(input: JsonObject): Record<string, string> {
  const list = Array.isArray(input.UserAttributes) ? (input.UserAttributes as unknown[]) : [];
  return Object.fromEntries(
    list.flatMap((item) => {
      const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
      return typeof Name === 'string' && typeof Value === 'string' ? [[Name, Value]] : [];
    }),
  );
}

/** The user as AdminCreateUser answers it (UserType); dates in epoch seconds, as the JSON protocol sends them. */
function userType(user: PoolUser, at: Date): JsonObject {
  const seconds = Math.floor(at.getTime() / 1000);
  return {
    Username: user.username,
    Attributes: Object.entries(visibleAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
    UserCreateDate: seconds,
    UserLastModifiedDate: seconds,
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/**
 * AdminCreateUser: a user in FORCE_CHANGE_PASSWORD with a temporary password (the given one, or one made
 * to the policy) that signs in until the pool's TemporaryPasswordValidityDays pass. The invitation with
 * it goes by e-mail when DesiredDeliveryMediums has EMAIL, unless MessageAction is SUPPRESS; RESEND gives
 * an existing, not yet confirmed user a new temporary password and a new expiry, and sends it again.
 */
export const adminCreateUser: Operation = async (input, context) => {
  requireUserPoolId(input, context);
  const username = requireMember(input, 'Username');
  const action = input.MessageAction;
  if (action !== undefined && action !== 'RESEND' && action !== 'SUPPRESS') {
    throw invalidParameter(
      `1 validation error detected: Value '${String(action)}' at 'messageAction' failed to satisfy constraint: Member must satisfy enum value set: [RESEND, SUPPRESS]`,
    );
  }
  const temporaryPassword =
    typeof input.TemporaryPassword === 'string' ? input.TemporaryPassword : generateTemporaryPassword();
  assertPasswordConforms(temporaryPassword);
  const expiresAt = new Date(context.now().getTime() + context.config.temporaryPasswordValidityDays * dayMs);
  const existing = await context.users.findByUsername(username);

  let user: PoolUser;
  if (action === 'RESEND') {
    if (!existing) throw userNotFound();
    if (existing.status !== 'FORCE_CHANGE_PASSWORD') throw resendImpossible(existing);
    await context.users.setTemporaryPassword(existing, temporaryPassword, expiresAt);
    user = existing;
  } else {
    if (existing) throw usernameExists();
    user = await createInvited(context, username, attributesOf(input), temporaryPassword, expiresAt);
  }
  const mediums = Array.isArray(input.DesiredDeliveryMediums) ? input.DesiredDeliveryMediums : [];
  if (action !== 'SUPPRESS' && mediums.includes('EMAIL')) {
    await sendInvitation(context, {
      to: user.email,
      temporaryPassword,
      validityDays: context.config.temporaryPasswordValidityDays,
    });
  }
  return { User: userType(user, context.now()) };
};

async function createInvited(
  context: IdentityContext,
  username: string,
  attributes: Record<string, string>,
  temporaryPassword: string,
  expiresAt: Date,
): Promise<PoolUser> {
  // This pool's users sign in with their e-mail, which is also their username.
  const { email = username, given_name: givenName, family_name: familyName, ...others } = attributes;
  if (!email.includes('@')) throw invalidParameter('Invalid email address format.');
  delete others.email_verified;
  delete others.sub;
  return context.users.create({
    email,
    password: temporaryPassword,
    status: 'FORCE_CHANGE_PASSWORD',
    temporaryPasswordExpiresAt: expiresAt,
    ...(givenName ? { givenName } : {}),
    ...(familyName ? { familyName } : {}),
    attributes: others,
  });
}
