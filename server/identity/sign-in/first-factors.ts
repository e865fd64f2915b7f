import type { FirstFactor } from '../config.ts';
import { userPasswordAuth } from '../auth-flows/user-password-auth.ts';
import { userSrpAuth } from '../auth-flows/user-srp-auth.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import { usernameOf, verifiedPhoneOf, type PoolUser } from '../user-store.ts';
import { poseCodeChallenge } from './mfa-step.ts';
import { passkeyFirstFactor } from '../passkeys/web-authn-challenge.ts';

/** The challenges USER_AUTH may start with (SELECT_CHALLENGE's AvailableChallenges, PREFERRED_CHALLENGE). */
export const firstFactorChallenges = [
  'PASSWORD_SRP',
  'PASSWORD',
  'WEB_AUTHN',
  'EMAIL_OTP',
  'SMS_OTP',
] as const;
export type FirstFactorChallenge = (typeof firstFactorChallenges)[number];

export const isFirstFactorChallenge = (name: string): name is FirstFactorChallenge =>
  (firstFactorChallenges as readonly string[]).includes(name);

const factorOf: Record<FirstFactorChallenge, FirstFactor> = {
  PASSWORD_SRP: 'PASSWORD',
  PASSWORD: 'PASSWORD',
  WEB_AUTHN: 'WEB_AUTHN',
  EMAIL_OTP: 'EMAIL_OTP',
  SMS_OTP: 'SMS_OTP',
};

/**
 * What this user may start with: the pool's first factors (IDENTITY_FIRST_FACTORS) the user can use. The
 * passwordless ones need a confirmed, enabled account and where to send the code (a verified e-mail, a
 * verified phone) or a passkey. An unknown user (null) is offered the password and an e-mailed code, as an
 * account with a verified e-mail would be, so the answer does not tell who has an account.
 */
export async function availableFirstFactors(
  context: IdentityContext,
  user: PoolUser | null,
): Promise<FirstFactorChallenge[]> {
  const passwordless = user === null || (user.status === 'CONFIRMED' && user.enabled);
  const usable: Record<FirstFactorChallenge, () => boolean | Promise<boolean>> = {
    PASSWORD_SRP: () => true,
    PASSWORD: () => true,
    WEB_AUTHN: async () => user !== null && passwordless && passkeyFirstFactor.hasPasskeys(context, user),
    EMAIL_OTP: () => passwordless && (user === null || user.emailVerified),
    SMS_OTP: () => user !== null && passwordless && verifiedPhoneOf(user) !== null,
  };
  const allowed = firstFactorChallenges.filter((name) =>
    context.config.identityFirstFactors.includes(factorOf[name]),
  );
  const offered = await Promise.all(allowed.map(async (name) => ((await usable[name]()) ? name : null)));
  return offered.filter((name): name is FirstFactorChallenge => name !== null);
}

/**
 * Starts the chosen first factor with what the client sent along (PASSWORD, or SRP_A): the password ones go
 * on as USER_PASSWORD_AUTH and USER_SRP_AUTH do (a new password, MFA, then tokens); the passwordless ones
 * send a code, or start the passkey ceremony, whose answer signs in without MFA, as Cognito does.
 */
export async function startFirstFactor(
  context: IdentityContext,
  start: {
    user: PoolUser | null;
    username: string;
    challenge: FirstFactorChallenge;
    parameters: Record<string, unknown>;
  },
): Promise<JsonObject> {
  const { user, username, challenge, parameters } = start;
  switch (challenge) {
    case 'PASSWORD':
      return userPasswordAuth({ USERNAME: username, PASSWORD: parameters.PASSWORD }, context);
    case 'PASSWORD_SRP':
      return userSrpAuth({ USERNAME: username, SRP_A: parameters.SRP_A }, context);
    case 'WEB_AUTHN':
      // Offered only to a known user with a passkey (availableFirstFactors), so there is one here.
      if (!user) throw new Error('WEB_AUTHN started for an unknown user');
      return passkeyFirstFactor.startChallenge(context, user);
    case 'EMAIL_OTP':
    case 'SMS_OTP':
      await context.throttle.countSignInCode(user?.username ?? usernameOf(username));
      return user
        ? poseCodeChallenge(context, user, challenge)
        : poseCodeChallenge(
            context,
            { username: usernameOf(username), email: username, attributes: {} },
            challenge,
            undefined,
            { deliver: false },
          );
  }
}
