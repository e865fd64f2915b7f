import { registrationOptions } from '../passkeys/ceremonies.ts';
import { requirePasskeysEnabled } from '../passkeys/passkeys-enabled.ts';
import { tooManyPasskeys } from '../passkeys/webauthn-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';

/** Cognito's limit of passkeys per user. */
export const MAX_PASSKEYS = 20;
/** A started registration waits this long for CompleteWebAuthnRegistration. */
const REGISTRATION_TTL_SECONDS = 5 * 60;

/**
 * StartWebAuthnRegistration (Amplify's associateWebAuthnCredential, first half): the options the browser
 * creates the passkey with. Its challenge is kept for the user, replacing any earlier unfinished one.
 */
export const startWebAuthnRegistration: Operation = async (input, context) => {
  requirePasskeysEnabled(context);
  const user = await requireSignedInUser(context, input);
  if ((await context.passkeys.countOf(user.sub)) >= MAX_PASSKEYS) throw tooManyPasskeys();
  const existing = await context.passkeys.listOf(user.sub, { limit: MAX_PASSKEYS, offset: 0 });
  const options = await registrationOptions(context.config.webAuthn, user, existing);
  await context.passkeys.startRegistration(user.sub, options.challenge, REGISTRATION_TTL_SECONDS);
  return { CredentialCreationOptions: options };
};
