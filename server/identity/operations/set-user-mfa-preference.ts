import { noDeliveryConfigFor } from '../cognito-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { MfaType, UserChanges } from '../user-store.ts';
import type { JsonObject, Operation } from './context.ts';

type MfaSettings = { Enabled?: boolean; PreferredMfa?: boolean };

const settingsOf = (input: JsonObject, member: string): MfaSettings | null => {
  const value = input[member];
  return typeof value === 'object' && value !== null ? (value as MfaSettings) : null;
};

/**
 * Amplify's updateMFAPreference: each type's settings, when present, turn it on or off and may make it
 * the preferred one. TOTP needs a verified secret and e-mail a verified address first; SMS is not
 * offered by this pool, so turning it on is refused the way Cognito refuses a user without a phone.
 */
export const setUserMFAPreference: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  if (settingsOf(input, 'SMSMfaSettings')?.Enabled) throw noDeliveryConfigFor('SMS_MFA');
  const changes: UserChanges = {};
  let preferred = user.preferredMfa;
  const apply = (type: MfaType, settings: MfaSettings | null, canEnable: boolean) => {
    if (!settings || settings.Enabled === undefined) return;
    if (settings.Enabled && !canEnable) throw noDeliveryConfigFor(type);
    if (type === 'SOFTWARE_TOKEN_MFA') changes.totpEnabled = settings.Enabled;
    else changes.emailMfaEnabled = settings.Enabled;
    if (settings.Enabled && settings.PreferredMfa) preferred = type;
    else if (preferred === type && (!settings.Enabled || settings.PreferredMfa === false)) preferred = null;
  };
  apply('SOFTWARE_TOKEN_MFA', settingsOf(input, 'SoftwareTokenMfaSettings'), user.totpSecret !== null);
  apply('EMAIL_OTP', settingsOf(input, 'EmailMfaSettings'), user.emailVerified);
  changes.preferredMfa = preferred;
  if ((changes.totpEnabled ?? user.totpEnabled) || (changes.emailMfaEnabled ?? user.emailMfaEnabled))
    changes.mfaSetupRequired = false;
  await context.users.update(user, changes);
  return {};
};
