import { sendCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import type { IdentityContext, JsonObject } from './context.ts';

/** Cognito's sign-up confirmation codes last a day (the other e-mailed codes, IDENTITY_CODE_TTL_SECONDS). */
export const signUpCodeLifetimeSeconds = 24 * 3600;

/** Where SignUp and ResendConfirmationCode say the code went, as Cognito says it. */
export const signUpCodeDelivery = (email: string): JsonObject => ({
  Destination: maskEmail(email),
  DeliveryMedium: 'EMAIL',
  AttributeName: 'email',
});

/** A new sign-up code for `username` (replacing any live one), e-mailed to `to` when given. */
export async function issueSignUpCode(
  context: IdentityContext,
  username: string,
  to: string | null,
): Promise<void> {
  const code = await context.codes.issue(username, 'SIGN_UP', signUpCodeLifetimeSeconds);
  if (to !== null)
    await sendCode(context, { to, kind: 'SIGN_UP', code, lifetimeSeconds: signUpCodeLifetimeSeconds });
}
