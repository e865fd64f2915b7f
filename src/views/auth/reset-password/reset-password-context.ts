import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import type { ActorOptions } from 'xstate';
import {
  passwordResetMachine,
  startAtCode,
} from '../../../machines/auth/password-reset/password-reset.machine.ts';
import { readResetPasswordAddress } from '../forgot-password/reset-password-address.ts';

/** The /reset-password page's actor; tests pass `logic={passwordResetMachine.provide(...)}` to its Provider. */
export const ResetPasswordContext = recordedActorContext(passwordResetMachine);

/**
 * The actor starts at the code form, with the e-mail and where the code went as /forgot-password handed
 * them over in the query string: the code was sent before this page opened. The actor restores this
 * snapshot against whatever logic its Provider runs, so a test's provided machine starts there too.
 */
export function resetPasswordOptions(search: string): ActorOptions<typeof passwordResetMachine> {
  const handedOver = readResetPasswordAddress(search);
  return { input: { email: handedOver.email }, snapshot: startAtCode(passwordResetMachine, handedOver) };
}
