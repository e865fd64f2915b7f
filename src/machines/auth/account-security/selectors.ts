import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import type { accountSecurityMachine, SecuritySection } from './account-security.machine.ts';

type AccountSecuritySnapshot = SnapshotFrom<typeof accountSecurityMachine>;

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';

export const selectLoadFailed = (snapshot: AccountSecuritySnapshot): boolean =>
  snapshot.matches('loadFailed');

/** The refusal of the last change, when it belongs to `section`. */
const failureIn =
  (section: SecuritySection) =>
  (snapshot: AccountSecuritySnapshot): AppError | null =>
    snapshot.context.failedSection === section ? snapshot.context.actionFailure : null;

export const selectPasskeys = (snapshot: AccountSecuritySnapshot) => snapshot.context.passkeys;
export const selectIsAddingPasskey = (snapshot: AccountSecuritySnapshot): boolean =>
  snapshot.matches({ ready: 'addingPasskey' });
export const selectPasskeyFailure = failureIn('passkeys');

/** Null: the user pool tracks no device, and the page shows no devices section. */
export const selectTracksDevices = (snapshot: AccountSecuritySnapshot): boolean =>
  snapshot.context.devices !== null;
/** The devices the person sees: the remembered ones, and this browser's whatever its state. */
export const selectListedDevices = (snapshot: AccountSecuritySnapshot) =>
  (snapshot.context.devices ?? []).filter((device) => device.remembered || device.current);
/** This browser has a device the pool does not remember yet: "Lembrar este dispositivo" is offered. */
export const selectCanRememberThisDevice = (snapshot: AccountSecuritySnapshot): boolean =>
  (snapshot.context.devices ?? []).some((device) => device.current && !device.remembered);
export const selectDeviceFailure = failureIn('devices');

export const selectMfa = (snapshot: AccountSecuritySnapshot) => snapshot.context.mfa;
/** What the MFA choice shows: off, or the preferred type (else the first one on). */
export const selectMfaChoice = (snapshot: AccountSecuritySnapshot) => {
  const mfa = snapshot.context.mfa;
  return mfa?.preferred ?? mfa?.enabled[0] ?? ('OFF' as const);
};
/** The authenticator app's secret and URI while the person sets it up. */
export const selectTotpSetup = (snapshot: AccountSecuritySnapshot) =>
  snapshot.matches({ ready: 'confirmingTotp' }) || snapshot.matches({ ready: 'verifyingTotp' })
    ? snapshot.context.totpSetup
    : null;
export const selectMfaFailure = failureIn('mfa');
