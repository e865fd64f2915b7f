import { noDeliveryConfigFor } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import { verifiedPhoneOf, type MfaType, type UserChanges } from '../user-store.ts';
import type { JsonObject, Operation } from './context.ts';

type MfaSettings = { Enabled?: boolean; PreferredMfa?: boolean };

const settingsOf = (input: JsonObject, member: string): MfaSettings | null => {
  const value = input[member];
  return typeof value === 'object' && value !== null ? (value as MfaSettings) : null;
};

/**
 * Amplify's updateMFAPreference: each type's settings, when present, turn it on or off and may make it
 * the preferred one. TOTP needs a verified secret, e-mail a verified address and SMS a verified phone_number
 * first, else Cognito's refusal.
 */
export const setUserMFAPreference: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const changes: UserChanges = {};
  let preferred = user.preferredMfa;
  const apply = (type: MfaType, settings: MfaSettings | null, canEnable: boolean) => {
    if (!settings || settings.Enabled === undefined) return;
    if (settings.Enabled && !canEnable) throw noDeliveryConfigFor(type);
    if (type === 'SOFTWARE_TOKEN_MFA') changes.totpEnabled = settings.Enabled;
    else if (type === 'SMS_MFA') changes.smsMfaEnabled = settings.Enabled;
    else changes.emailMfaEnabled = settings.Enabled;
    if (settings.Enabled && settings.PreferredMfa) preferred = type;
    else if (preferred === type && (!settings.Enabled || settings.PreferredMfa === false)) preferred = null;
  };
  apply('SOFTWARE_TOKEN_MFA', settingsOf(input, 'SoftwareTokenMfaSettings'), user.totpSecret !== null);
  apply('EMAIL_OTP', settingsOf(input, 'EmailMfaSettings'), user.emailVerified);
  apply('SMS_MFA', settingsOf(input, 'SMSMfaSettings'), verifiedPhoneOf(user) !== null);
  changes.preferredMfa = preferred;
  if (
    (changes.totpEnabled ?? user.totpEnabled) ||
    (changes.emailMfaEnabled ?? user.emailMfaEnabled) ||
    (changes.smsMfaEnabled ?? user.smsMfaEnabled)
  )
    changes.mfaSetupRequired = false;
  await context.users.update(user, changes);
  return {};
};
