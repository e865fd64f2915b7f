import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import type { ssoCallbackMachine } from './sso-callback.machine.ts';
import type { ssoMachine } from './sso.machine.ts';

type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;
type SsoCallbackSnapshot = SnapshotFrom<typeof ssoCallbackMachine>;

export const selectSsoError = (snapshot: SsoSnapshot): AppError | null => snapshot.context.error;
export const selectSsoEmail = (snapshot: SsoSnapshot): string => snapshot.context.email;
/** Busy while looking up, redirecting and after: the browser is leaving, a second submit would race it. */
export const selectSsoIsBusy = (snapshot: SsoSnapshot): boolean => snapshot.hasTag('busy');

export const selectCallbackError = (snapshot: SsoCallbackSnapshot): AppError | null => snapshot.context.error;
export const selectCallbackIsWaiting = (snapshot: SsoCallbackSnapshot): boolean => snapshot.hasTag('busy');
export const selectCallbackEmail = (snapshot: SsoCallbackSnapshot): string | null => snapshot.context.email;
