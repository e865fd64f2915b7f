import { fromPromise } from 'xstate';
import type { MfaType } from '../../../services/identity.ts';
import {
  addPasskey,
  chooseMfa,
  confirmTotpSetup,
  forgetDevice,
  loadDevices,
  loadMfaSettings,
  loadPasskeys,
  rememberThisDevice,
  removePasskey,
  startTotpSetup,
  type AccountSecurity,
  type MfaSettings,
  type Passkey,
  type TrackedDevice,
} from '../../../services/identity-security.ts';

export type MfaChoice = MfaType | 'OFF';
export type TotpSetup = { sharedSecret: string; setupUri: string };

/** The identity provider's calls of /config/security; each answers with the part of the page it changed. */
export const accountSecurityActors = {
  loadSecurity: fromPromise<AccountSecurity>(async () => {
    const [mfa, passkeys, devices] = await Promise.all([loadMfaSettings(), loadPasskeys(), loadDevices()]);
    return { mfa, passkeys, devices };
  }),
  /** The browser asks the person to create the passkey (WebAuthn); `name` is what they called it. */
  addPasskey: fromPromise<Passkey[], { name: string }>(({ input }) => addPasskey(input.name)),
  removePasskey: fromPromise<Passkey[], { id: string }>(({ input }) => removePasskey(input.id)),
  rememberDevice: fromPromise<TrackedDevice[] | null>(() => rememberThisDevice()),
  forgetDevice: fromPromise<TrackedDevice[] | null, { id: string }>(({ input }) => forgetDevice(input.id)),
  saveMfa: fromPromise<MfaSettings, { choice: MfaChoice; current: MfaSettings }>(({ input }) =>
    chooseMfa(input.choice, input.current),
  ),
  startTotpSetup: fromPromise<TotpSetup>(() => startTotpSetup()),
  confirmTotpSetup: fromPromise<MfaSettings, { code: string }>(({ input }) => confirmTotpSetup(input.code)),
};
