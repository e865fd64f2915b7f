import { AUTH_SESSION_TTL_SECONDS } from '../auth-sessions.ts';
import { sendCode, sendSmsCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import { maskPhone } from '../mfa/mask-phone.ts';
import { codeHashOf, newSixDigitCode } from '../one-time-codes.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import { verifiedPhoneOf, type MfaType, type PoolUser } from '../user-store.ts';

export const SELECT_MFA_TYPE = 'SELECT_MFA_TYPE';
export const MFA_SETUP = 'MFA_SETUP';

/** The MFA types the user has turned on, SMS then app then e-mail (the order Cognito lists them in). */
export function enabledMfaTypes(user: PoolUser): MfaType[] {
  return [
    ...(user.smsMfaEnabled && verifiedPhoneOf(user) ? (['SMS_MFA'] as const) : []),
    ...(user.totpEnabled && user.totpSecret ? (['SOFTWARE_TOKEN_MFA'] as const) : []),
    ...(user.emailMfaEnabled ? (['EMAIL_OTP'] as const) : []),
  ];
}

/**
 * The MFA challenge after a correct password, or null when the user has none: the preferred or only
 * type is asked for directly, several without a preference are offered (SELECT_MFA_TYPE), and a user
 * who must have MFA but has none is asked to set one up (MFA_SETUP).
 */
export async function mfaStepFor(context: IdentityContext, user: PoolUser): Promise<JsonObject | null> {
  const enabled = enabledMfaTypes(user);
  if (enabled.length === 0) return user.mfaSetupRequired ? askForMfaSetup(context, user) : null;
  const preferred = user.preferredMfa && enabled.includes(user.preferredMfa) ? user.preferredMfa : null;
  const chosen = preferred ?? (enabled.length === 1 ? enabled[0] : null);
  if (chosen) return poseMfaChallenge(context, user, chosen);
  return {
    ChallengeName: SELECT_MFA_TYPE,
    Session: await context.sessions.open(SELECT_MFA_TYPE, { username: user.username, state: {} }),
    ChallengeParameters: { USER_ID_FOR_SRP: user.username, MFAS_CAN_CHOOSE: JSON.stringify(enabled) },
  };
}

async function askForMfaSetup(context: IdentityContext, user: PoolUser): Promise<JsonObject> {
  return {
    ChallengeName: MFA_SETUP,
    Session: await context.sessions.open(MFA_SETUP, { username: user.username, state: {} }),
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      MFAS_CAN_SETUP: JSON.stringify(context.config.identityMfaSetupTypes),
    },
  };
}

/** A challenge answered with a code sent by e-mail or text: the MFA ones, and the first factors of USER_AUTH. */
export type CodeChallenge = 'EMAIL_OTP' | 'SMS_MFA' | 'SMS_OTP';

/** SOFTWARE_TOKEN_MFA, or a code sent for EMAIL_OTP or SMS_MFA. */
export async function poseMfaChallenge(
  context: IdentityContext,
  user: PoolUser,
  type: MfaType,
  setupEmail?: string,
): Promise<JsonObject> {
  if (type === 'SOFTWARE_TOKEN_MFA') {
    return {
      ChallengeName: type,
      Session: await context.sessions.open(type, { username: user.username, state: {} }),
      ChallengeParameters: { USER_ID_FOR_SRP: user.username },
    };
  }
  return poseCodeChallenge(context, user, type, setupEmail);
}

/**
 * Sends a new code and opens its challenge. The code is kept (hashed) in the challenge's session, so it lives
 * exactly as long; `setupEmail` marks an e-mail MFA being set up, delivered to that address. A user with no
 * verified phone gets no text (USER_AUTH offers SMS_OTP only to those who have one).
 */
export async function poseCodeChallenge(
  context: IdentityContext,
  user: Pick<PoolUser, 'username' | 'email' | 'attributes'>,
  type: CodeChallenge,
  setupEmail?: string,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<JsonObject> {
  const code = newSixDigitCode();
  const state = { codeHash: codeHashOf(code), ...(setupEmail ? { setupEmail } : {}) };
  const session = await context.sessions.open(type, { username: user.username, state });
  const lifetimeSeconds = AUTH_SESSION_TTL_SECONDS;
  const delivery = type === 'EMAIL_OTP' ? 'EMAIL' : 'SMS';
  const to = delivery === 'EMAIL' ? (setupEmail ?? user.email) : (verifiedPhoneOf(user) ?? '');
  if (!deliver) {
    // An unknown user's challenge (USER_AUTH's decoy): answered like any other, sent to nobody.
  } else if (delivery === 'EMAIL') await sendCode(context, { to, kind: 'EMAIL_OTP', code, lifetimeSeconds });
  else if (to)
    await sendSmsCode(context, {
      to,
      kind: type === 'SMS_OTP' ? 'SMS_OTP' : 'SMS_MFA',
      code,
      lifetimeSeconds,
    });
  return {
    ChallengeName: type,
    Session: session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      CODE_DELIVERY_DELIVERY_MEDIUM: delivery,
      CODE_DELIVERY_DESTINATION: delivery === 'EMAIL' ? maskEmail(to) : maskPhone(to),
    },
  };
}
