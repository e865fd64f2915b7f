import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { ssoCallbackMachine } from '../../../machines/sso/sso-callback.machine.ts';

/** The /sso-callback page's actor; tests pass `logic={ssoCallbackMachine.provide(...)}` to its Provider. */
export const SsoCallbackContext = createActorContext(ssoCallbackMachine, { inspect: actorRecorder });
