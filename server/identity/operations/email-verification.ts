import { sendCode } from '../messages.ts';
import { maskEmail } from '../mfa/mask-email.ts';
import type { PoolUser } from '../user-store.ts';
import type { IdentityContext, JsonObject } from './context.ts';

/** Sends a VERIFY_EMAIL code to `to`; answers Cognito's CodeDeliveryDetails for it. */
export async function sendEmailVerificationCode(
  context: IdentityContext,
  user: PoolUser,
  to: string,
): Promise<JsonObject> {
  const lifetimeSeconds = context.config.identityCodeTtlSeconds;
  const code = await context.codes.issue(user.username, 'VERIFY_EMAIL', lifetimeSeconds);
  await sendCode(context, { to, kind: 'VERIFY_EMAIL', code, lifetimeSeconds });
  return { Destination: maskEmail(to), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}
