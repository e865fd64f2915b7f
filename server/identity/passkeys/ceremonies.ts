import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { invalidParameter } from '../cognito-errors.ts';
import type { IdentityConfig } from '../config.ts';
import type { PoolUser } from '../user-store.ts';
import type { Passkey } from './passkey-store.ts';
import {
  webAuthnChallengeNotFound,
  webAuthnCredentialNotSupported,
  webAuthnOriginNotAllowed,
  webAuthnRelyingPartyMismatch,
} from './webauthn-errors.ts';

/**
 * The relying party's two ceremonies, verified by @simplewebauthn/server: registering a passkey (attestation)
 * and signing in with one (assertion). The relying party is PUBLIC_URL's host, and only its origin may use it.
 */

type WebAuthnSettings = IdentityConfig['webAuthn'];

/**
 * The library with its certificate and COSE parsers is about 25 MB of a server's memory once imported
 * (issue 29, item 5: docs/benchmarks.md, Memory): loaded with the first passkey ceremony, not at start.
 */
const webAuthn = () => import('@simplewebauthn/server');

/** How long the browser may take, as Cognito's options say (milliseconds). */
const CEREMONY_TIMEOUT_MS = 180_000;

const descriptorOf = (passkey: Passkey) => ({ id: passkey.credentialId, transports: passkey.transports });

export async function registrationOptions(
  settings: WebAuthnSettings,
  user: PoolUser,
  existing: Passkey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const displayName = [user.givenName, user.familyName].filter(Boolean).join(' ') || user.email;
  return (await webAuthn()).generateRegistrationOptions({
    rpName: 'Pauta',
    rpID: settings.relyingPartyId,
    userName: user.email,
    userID: new TextEncoder().encode(user.sub),
    userDisplayName: displayName,
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    // The authenticator refuses to make a second passkey for this account (the browser's InvalidStateError,
    // which Amplify reports as PasskeyAlreadyExists).
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', userVerification: settings.userVerification },
  });
}

export async function authenticationOptions(
  settings: WebAuthnSettings,
  passkeys: Passkey[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return (await webAuthn()).generateAuthenticationOptions({
    rpID: settings.relyingPartyId,
    allowCredentials: passkeys.map(descriptorOf),
    userVerification: settings.userVerification,
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

type ClientData = { type?: unknown; challenge?: unknown; origin?: unknown };

/**
 * The browser's own record of the ceremony, read first so a wrong challenge or origin gets Cognito's own
 * refusal rather than the library's generic one.
 */
function clientDataOf(credential: { response?: { clientDataJSON?: unknown } }): ClientData {
  const encoded = credential.response?.clientDataJSON;
  if (typeof encoded !== 'string') throw invalidParameter('Invalid WebAuthn credential.');
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as ClientData;
  } catch {
    throw invalidParameter('Invalid WebAuthn credential.');
  }
}

function assertCeremony(clientData: ClientData, settings: WebAuthnSettings, challenge: string): void {
  if (clientData.challenge !== challenge) throw webAuthnChallengeNotFound();
  if (clientData.origin !== settings.origin) throw webAuthnOriginNotAllowed();
}

/** The library's refusal, as Cognito names it: the relying party's, or a credential it cannot accept. */
function refusalOf(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  return message.includes('RP ID') ? webAuthnRelyingPartyMismatch() : webAuthnCredentialNotSupported();
}

export type NewPasskey = Pick<Passkey, 'credentialId' | 'publicKey' | 'signCount' | 'transports'> & {
  authenticatorAttachment: string | null;
};

/** CompleteWebAuthnRegistration's credential, verified against the challenge its start handed out. */
export async function verifyRegistration(
  settings: WebAuthnSettings,
  credential: RegistrationResponseJSON,
  challenge: string,
): Promise<NewPasskey> {
  assertCeremony(clientDataOf(credential), settings, challenge);
  const verification = await (
    await webAuthn()
  )
    .verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.relyingPartyId,
      requireUserVerification: settings.userVerification === 'required',
    })
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  if (!verification.verified) throw webAuthnCredentialNotSupported();
  const { credential: registered } = verification.registrationInfo;
  return {
    credentialId: registered.id,
    publicKey: Buffer.from(registered.publicKey).toString('base64url'),
    signCount: registered.counter,
    transports: registered.transports ?? credential.response.transports ?? [],
    authenticatorAttachment: credential.authenticatorAttachment ?? null,
  };
}

/** A WEB_AUTHN answer, verified against the passkey it names; the authenticator's new counter when right. */
export async function verifyAssertion(
  settings: WebAuthnSettings,
  assertion: AuthenticationResponseJSON,
  passkey: Passkey,
  challenge: string,
): Promise<number | null> {
  assertCeremony(clientDataOf(assertion), settings, challenge);
  const verification = await (
    await webAuthn()
  )
    .verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.relyingPartyId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: settings.userVerification === 'required',
    })
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  return verification.verified ? verification.authenticationInfo.newCounter : null;
}
