import { temporaryPasswordExpired, userDisabled, userNotConfirmed } from '../cognito-errors.ts';
import type { PoolDevice } from '../devices/device-store.ts';
import { deviceChallengeFor } from '../devices/sign-in-device.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';
import { mfaStepFor } from './mfa-step.ts';

export const NEW_PASSWORD_REQUIRED = 'NEW_PASSWORD_REQUIRED';

/**
 * The pool's required attributes: the app opens only for a person with a first and a last name (spec
 * section 4), so an invited person without them gives them with their new password.
 */
export const requiredNameAttributes = ['given_name', 'family_name'] as const;

export function missingNameAttributes(user: Pick<PoolUser, 'givenName' | 'familyName'>): string[] {
  return requiredNameAttributes.filter((name) => !(name === 'given_name' ? user.givenName : user.familyName));
}

/**
 * What follows a correct password, whichever way it was proven (SRP or plain): the next challenge the
 * user's status demands (a new password), then the MFA the user has or must set up, then `finish`: tokens,
 * or (CUSTOM_AUTH) the pool's custom module, which Cognito asks only when neither came first. A remembered
 * `device` proves itself instead of the MFA, when the pool lets it (DEVICE_SRP_AUTH).
 */
export async function answerCorrectPassword(
  context: IdentityContext,
  user: PoolUser,
  device: PoolDevice | null = null,
  finish: (user: PoolUser) => Promise<JsonObject> = (signingIn) => signedIn(context, signingIn),
): Promise<JsonObject> {
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  // After the password, as Cognito does: only someone who knows it learns the account is disabled.
  if (!user.enabled) throw userDisabled();
  if (
    user.status === 'FORCE_CHANGE_PASSWORD' &&
    user.temporaryPasswordExpiresAt &&
    user.temporaryPasswordExpiresAt <= context.now()
  ) {
    throw temporaryPasswordExpired();
  }
  await context.throttle.passwordSucceeded(user.username);
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const session = await context.sessions.open(NEW_PASSWORD_REQUIRED, {
      username: user.username,
      state: {},
    });
    return {
      ChallengeName: NEW_PASSWORD_REQUIRED,
      Session: session,
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.username,
        requiredAttributes: JSON.stringify(
          missingNameAttributes(user).map((name) => `userAttributes.${name}`),
        ),
        userAttributes: JSON.stringify(visibleAttributes(user)),
      },
    };
  }
  return (
    (await deviceChallengeFor(context, user, device)) ?? (await mfaStepFor(context, user)) ?? finish(user)
  );
}

/** The end of every successful sign-in: tokens of a new family. */
export async function signedIn(context: IdentityContext, user: PoolUser): Promise<JsonObject> {
  return { ChallengeParameters: {}, AuthenticationResult: await startTokenFamily(context, user) };
}

/** A new sign-in: a refresh token and the first id and access tokens of its family. */
export async function startTokenFamily(context: IdentityContext, user: PoolUser): Promise<JsonObject> {
  const { token, family } = await context.refreshTokens.start({
    sub: user.sub,
    clientId: context.config.userPoolClientId,
    ttlSeconds: context.config.refreshTokenTtlSeconds,
  });
  return { ...(await context.tokens.issue(user, family)), RefreshToken: token };
}

/** Every attribute Cognito reports for a user (GetUser, NEW_PASSWORD_REQUIRED's userAttributes). */
export function visibleAttributes(user: PoolUser): Record<string, string> {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: String(user.emailVerified),
    ...(user.givenName === null ? {} : { given_name: user.givenName }),
    ...(user.familyName === null ? {} : { family_name: user.familyName }),
    ...user.attributes,
  };
}
