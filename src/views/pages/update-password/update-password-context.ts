import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { passwordUpdateMachine } from '../../../machines/password-update/password-update.machine.ts';

/** The /update-password page's actor; tests pass `logic={passwordUpdateMachine.provide(...)}` to its Provider. */
export const UpdatePasswordContext = createActorContext(passwordUpdateMachine, { inspect: actorRecorder });
