import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { ssoCallbackMachine } from '../../../machines/auth/sso/sso-callback.machine.ts';

/** The /sso-callback page's actor; tests pass `logic={ssoCallbackMachine.provide(...)}` to its Provider. */
export const SsoCallbackContext = recordedActorContext(ssoCallbackMachine);
