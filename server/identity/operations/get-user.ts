import { requireSignedInUser } from '../sign-in/access-token.ts';
import { visibleAttributes } from '../sign-in/complete-sign-in.ts';
import { enabledMfaTypes } from '../sign-in/mfa-step.ts';
import type { Operation } from './context.ts';

/**
 * The signed-in user's attributes (fetchUserAttributes) and MFA settings (fetchMFAPreference). Like
 * Cognito, UserMFASettingList and PreferredMfaSetting are left out when empty, and MFAOptions, which only
 * ever lists legacy SMS settings, is never present.
 */
export const getUser: Operation = async (input, context) => {
  const user = await requireSignedInUser(context, input);
  const enabled = enabledMfaTypes(user);
  const preferred = user.preferredMfa && enabled.includes(user.preferredMfa) ? user.preferredMfa : null;
  return {
    Username: user.username,
    UserAttributes: Object.entries(visibleAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
    ...(enabled.length > 0 ? { UserMFASettingList: enabled } : {}),
    ...(preferred ? { PreferredMfaSetting: preferred } : {}),
  };
};
