/*
 * Password reset (forgot password: a code by e-mail, then code plus new password) and the forced password
 * change of a signed-in user, through the identity provider (Amplify v6).
 */
// Static: Amplify's session code stays one chunk with identity-provider.ts (see there).
import './identity-provider.ts';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  resetPassword as amplifyResetPassword,
  updatePassword as amplifyUpdatePassword,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { identityProvider } from './identity.ts';

/**
 * Where a code went (Cognito's CodeDeliveryDetails), as plain data for machine context; `attributeName`
 * (spec section 3: deliveryMedium, destination, attributeName) when the provider names the attribute.
 */
export type CodeDelivery = { destination: string | null; medium: string | null; attributeName?: string };

type DeliveryDetails = { destination?: string; deliveryMedium?: string; attributeName?: string };

const deliveryOf = (details: DeliveryDetails | undefined): CodeDelivery => ({
  destination: details?.destination ?? null,
  medium: details?.deliveryMedium ?? null,
  ...(details?.attributeName ? { attributeName: details.attributeName } : {}),
});

/** Spec section 4: an attribute update ends DONE or waits for the code sent to confirm it. */
export type AttributeUpdateStep =
  { step: 'DONE' } | { step: 'CONFIRM_ATTRIBUTE_WITH_CODE'; delivery: CodeDelivery };

export type ResetPasswordStep =
  { step: 'CONFIRM_RESET_PASSWORD_WITH_CODE'; delivery: CodeDelivery } | { step: 'DONE' };

export type PasswordResetConfirmation = { email: string; code: string; newPassword: string };

/** The attribute that makes the app force /update-password after sign-in. */
const shouldResetPasswordAttribute = 'custom:shouldResetPassword';

export async function requestPasswordReset(email: string): Promise<ResetPasswordStep> {
  await identityProvider();
  const { nextStep } = await amplifyResetPassword({ username: email });
  if (nextStep.resetPasswordStep === 'DONE') return { step: 'DONE' };
  return { step: nextStep.resetPasswordStep, delivery: deliveryOf(nextStep.codeDeliveryDetails) };
}

export async function confirmPasswordReset({
  email,
  code,
  newPassword,
}: PasswordResetConfirmation): Promise<void> {
  await identityProvider();
  await amplifyConfirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await identityProvider();
  await amplifyUpdatePassword({ oldPassword, newPassword });
}

/** Spec section 5: after a password change the flag is cleared at the identity provider too. */
export async function clearShouldResetPassword(): Promise<AttributeUpdateStep> {
  await identityProvider();
  const { nextStep } = await updateUserAttribute({
    userAttribute: { attributeKey: shouldResetPasswordAttribute, value: 'false' },
  });
  if (nextStep.updateAttributeStep === 'DONE') return { step: 'DONE' };
  return { step: 'CONFIRM_ATTRIBUTE_WITH_CODE', delivery: deliveryOf(nextStep.codeDeliveryDetails) };
}
