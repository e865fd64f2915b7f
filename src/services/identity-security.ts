/*
 * The account's security at the identity provider, for /config/security: MFA, passkeys, remembered devices.
 * Loaded on demand by that page's actors, so no other route's first load carries these Amplify calls.
 */
// Static: Amplify's session code stays one chunk with identity-provider.ts (see there).
import './identity-provider.ts';
import {
  associateWebAuthnCredential,
  deleteWebAuthnCredential,
  fetchDevices,
  fetchMFAPreference,
  fetchUserAttributes,
  forgetDevice as amplifyForgetDevice,
  listWebAuthnCredentials,
  rememberDevice,
  setUpTOTP,
  updateMFAPreference,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { isDeviceTrackingOff } from './errors.ts';
import { identityProvider, type MfaType } from './identity.ts';

/** Name shown in authenticator apps next to the account (the otpauth URI's issuer), as at sign-in. */
const totpIssuer = 'Pauta';

/** A passkey as the page lists it; `name` is the one the person gave, else null. */
export type Passkey = { id: string; name: string | null; createdAt: string };

/** A device the identity provider tracks for this account. */
export type TrackedDevice = {
  id: string;
  name: string | null;
  remembered: boolean;
  lastUsedAt: string | null;
  /** This browser's own device (Amplify keeps its key). */
  current: boolean;
};

export type MfaSettings = { enabled: MfaType[]; preferred: MfaType | null };

/** What the page shows; `devices` is null when the user pool tracks no device. */
export type AccountSecurity = { mfa: MfaSettings; passkeys: Passkey[]; devices: TrackedDevice[] | null };

/**
 * The names people give their passkeys, by credential id, in one custom attribute: Cognito keeps no name of
 * its own choosing for a passkey. A real Cognito pool needs the attribute `custom:passkey_names` (String,
 * mutable, 2048 characters) readable and writable by the app client.
 */
const passkeyNamesAttribute = 'custom:passkey_names';

function namesOf(attribute: string | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(attribute ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function loadPasskeys(): Promise<Passkey[]> {
  await identityProvider();
  const [{ credentials }, attributes] = await Promise.all([listWebAuthnCredentials(), fetchUserAttributes()]);
  const names = namesOf(attributes[passkeyNamesAttribute]);
  return credentials.flatMap(({ credentialId, createdAt }) =>
    credentialId
      ? [
          {
            id: credentialId,
            name: names[credentialId] ?? null,
            createdAt: (createdAt ?? new Date(0)).toISOString(),
          },
        ]
      : [],
  );
}

/**
 * The user pool's devices for this account; null when the pool does not track devices (Cognito's
 * InvalidUserPoolConfigurationException), which the page then does not offer.
 */
export async function loadDevices(): Promise<TrackedDevice[] | null> {
  await identityProvider();
  const [devices, metadata] = await Promise.all([
    fetchDevices().catch((error: unknown) => {
      if (isDeviceTrackingOff(error)) return null;
      throw error;
    }),
    cognitoUserPoolsTokenProvider.tokenOrchestrator.getDeviceMetadata(),
  ]);
  return (
    devices?.map((device) => ({
      id: device.id,
      name: device.name ?? null,
      remembered: device.attributes['dev:device_remembered_status'] === 'remembered',
      lastUsedAt: device.lastAuthenticatedDate?.toISOString() ?? null,
      current: device.id === metadata?.deviceKey,
    })) ?? null
  );
}

export async function loadMfaSettings(): Promise<MfaSettings> {
  await identityProvider();
  const { enabled = [], preferred } = await fetchMFAPreference();
  return { enabled, preferred: preferred ?? null };
}

/**
 * Registers a passkey through the browser (WebAuthn), then keeps the name given to it: the new credential is
 * the one the list did not have before.
 */
export async function addPasskey(name: string): Promise<Passkey[]> {
  await identityProvider();
  const before = new Set(
    (await listWebAuthnCredentials()).credentials.map((credential) => credential.credentialId),
  );
  await associateWebAuthnCredential();
  const added = (await listWebAuthnCredentials()).credentials.find(
    (credential) => credential.credentialId && !before.has(credential.credentialId),
  );
  if (added?.credentialId && name.trim()) await renamePasskeyAttribute(added.credentialId, name.trim());
  return loadPasskeys();
}

async function renamePasskeyAttribute(id: string, name: string | null): Promise<void> {
  const names = namesOf((await fetchUserAttributes())[passkeyNamesAttribute]);
  if (name === null) delete names[id];
  else names[id] = name;
  await updateUserAttributes({ userAttributes: { [passkeyNamesAttribute]: JSON.stringify(names) } });
}

export async function removePasskey(id: string): Promise<Passkey[]> {
  await identityProvider();
  await deleteWebAuthnCredential({ credentialId: id });
  await renamePasskeyAttribute(id, null);
  return loadPasskeys();
}

/** This browser's device skips MFA from the next sign-in on (when the pool lets remembered devices). */
export async function rememberThisDevice(): Promise<TrackedDevice[] | null> {
  await identityProvider();
  await rememberDevice();
  return loadDevices();
}

/** Forgets a device; forgetting this browser's also drops the key Amplify kept for it. */
export async function forgetDevice(id: string): Promise<TrackedDevice[] | null> {
  await identityProvider();
  await amplifyForgetDevice({ device: { id } });
  return loadDevices();
}

/** MFA off, or on with one type preferred (the others stay as they are). */
export async function chooseMfa(choice: MfaType | 'OFF', current: MfaSettings): Promise<MfaSettings> {
  await identityProvider();
  const setting = (type: MfaType) =>
    choice === type
      ? 'PREFERRED'
      : choice === 'OFF' && current.enabled.includes(type)
        ? 'DISABLED'
        : undefined;
  await updateMFAPreference({ totp: setting('TOTP'), email: setting('EMAIL'), sms: setting('SMS') });
  return loadMfaSettings();
}

/** The secret an authenticator app is set up with, and its otpauth URI (for the QR code). */
export async function startTotpSetup(): Promise<{ sharedSecret: string; setupUri: string }> {
  await identityProvider();
  const [details, attributes] = await Promise.all([setUpTOTP(), fetchUserAttributes()]);
  return {
    sharedSecret: details.sharedSecret,
    setupUri: details.getSetupUri(totpIssuer, attributes.email ?? '').toString(),
  };
}

/** The app's first code proves the secret; TOTP then becomes the preferred MFA. */
export async function confirmTotpSetup(code: string): Promise<MfaSettings> {
  await identityProvider();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
  return loadMfaSettings();
}
