import { fromPromise } from 'xstate';
import type { MfaChoice } from '../../../src/machines/auth/account-security/actors.ts';
import type {
  AccountSecurity,
  MfaSettings,
  Passkey,
  TrackedDevice,
} from '../../../src/services/identity-security.ts';

const stalled = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

/** Shared by the account security transition, model and view tests. */
export const storedPasskey: Passkey = {
  id: 'credencial-1',
  name: 'Notebook do trabalho',
  createdAt: '2026-11-02T12:00:00.000Z',
};

export const thisDevice: TrackedDevice = {
  id: 'local_aparelho-1',
  name: 'Chromium no Linux',
  remembered: false,
  lastUsedAt: '2026-11-28T09:00:00.000Z',
  current: true,
};

export const rememberedDevice: TrackedDevice = { ...thisDevice, remembered: true };

export const noMfa: MfaSettings = { enabled: [], preferred: null };
export const emailMfa: MfaSettings = { enabled: ['EMAIL'], preferred: 'EMAIL' };
export const totpMfa: MfaSettings = { enabled: ['TOTP'], preferred: 'TOTP' };

export const loadedSecurity: AccountSecurity = {
  mfa: noMfa,
  passkeys: [storedPasskey],
  devices: [thisDevice],
};

export const totpSetup = {
  sharedSecret: 'JBSWY3DPEHPK3PXP',
  setupUri: 'otpauth://totp/Pauta:ana?secret=JBSWY3DPEHPK3PXP',
};

/** The errors the identity provider and the browser answer, as Amplify reports them. */
export const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });

/** Every actor of the page, never answering: a test provides the ones it answers. */
export const stalledSecurityActors = {
  loadSecurity: stalled<AccountSecurity>(),
  addPasskey: stalled<Passkey[], { name: string }>(),
  removePasskey: stalled<Passkey[], { id: string }>(),
  rememberDevice: stalled<TrackedDevice[] | null>(),
  forgetDevice: stalled<TrackedDevice[] | null, { id: string }>(),
  saveMfa: stalled<MfaSettings, { choice: MfaChoice; current: MfaSettings }>(),
  startTotpSetup: stalled<typeof totpSetup>(),
  confirmTotpSetup: stalled<MfaSettings, { code: string }>(),
};
