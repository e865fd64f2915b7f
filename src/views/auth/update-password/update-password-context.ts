import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { passwordUpdateMachine } from '../../../machines/auth/password-update/password-update.machine.ts';

/** The /update-password page's actor; tests pass `logic={passwordUpdateMachine.provide(...)}` to its Provider. */
export const UpdatePasswordContext = recordedActorContext(passwordUpdateMachine);
