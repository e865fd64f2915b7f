import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import type { ActorOptions } from 'xstate';
import { passwordResetMachine } from '../../../machines/auth/password-reset/password-reset.machine.ts';

/** The /forgot-password page's actor; tests pass `logic={passwordResetMachine.provide(...)}` to its Provider. */
export const ForgotPasswordContext = recordedActorContext(passwordResetMachine);

/** The login page links here with the typed e-mail in the query string; the form starts with it. */
export function forgotPasswordOptions(search: string): ActorOptions<typeof passwordResetMachine> {
  return { input: { email: new URLSearchParams(search).get('email') ?? '' } };
}
