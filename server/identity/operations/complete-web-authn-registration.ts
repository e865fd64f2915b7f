import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { invalidParameter } from '../cognito-errors.ts';
import { verifyRegistration } from '../passkeys/ceremonies.ts';
import { requirePasskeysEnabled } from '../passkeys/passkeys-enabled.ts';
import { webAuthnChallengeNotFound, tooManyPasskeys } from '../passkeys/webauthn-errors.ts';
import { requireSignedInUser } from '../sign-in/access-token.ts';
import type { Operation } from './context.ts';
import { mapMember } from './input.ts';
import { MAX_PASSKEYS } from './start-web-authn-registration.ts';

/** The name Cognito gives a passkey it knows nothing else about; the app lets the person name it. */
const DEFAULT_PASSKEY_NAME = 'Passkey';

/**
 * CompleteWebAuthnRegistration: the browser's new credential (its attestation), verified against the challenge
 * the user's StartWebAuthnRegistration handed out, which it uses up. Only the public key is stored.
 */
export const completeWebAuthnRegistration: Operation = async (input, context) => {
  requirePasskeysEnabled(context);
  const user = await requireSignedInUser(context, input);
  const credential = mapMember(input, 'Credential');
  if (Object.keys(credential).length === 0)
    throw invalidParameter(
      "1 validation error detected: Value null at 'credential' failed to satisfy constraint: Member must not be null",
    );
  const challenge = await context.passkeys.takeRegistration(user.sub);
  if (!challenge) throw webAuthnChallengeNotFound();
  const passkey = await verifyRegistration(
    context.config.webAuthn,
    credential as unknown as RegistrationResponseJSON,
    challenge,
  );
  if ((await context.passkeys.countOf(user.sub)) >= MAX_PASSKEYS) throw tooManyPasskeys();
  const added = await context.passkeys.add({
    ...passkey,
    sub: user.sub,
    friendlyName: DEFAULT_PASSKEY_NAME,
    relyingPartyId: context.config.webAuthn.relyingPartyId,
  });
  if (!added) throw invalidParameter('The credential is already registered.');
  return {};
};
