import type { SnapshotFrom } from 'xstate';
import type { ssoCallbackMachine } from './sso-callback.machine.ts';
import type { ssoMachine } from './sso.machine.ts';

type SsoSnapshot = SnapshotFrom<typeof ssoMachine>;
type SsoCallbackSnapshot = SnapshotFrom<typeof ssoCallbackMachine>;

export {
  selectFailure as selectSsoFailure,
  /** Busy while looking up, redirecting and after: the browser is leaving, a second submit would race it. */
  selectIsBusy as selectSsoIsBusy,
  selectFailure as selectCallbackFailure,
  selectIsBusy as selectCallbackIsWaiting,
} from '../../shared/selectors.ts';

export const selectSsoEmail = (snapshot: SsoSnapshot): string => snapshot.context.email;
export const selectCallbackEmail = (snapshot: SsoCallbackSnapshot): string | null => snapshot.context.email;
