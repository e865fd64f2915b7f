import type { ActorOptions } from 'xstate';
import { signUpMachine, startAtCode } from '../../../machines/auth/sign-up/sign-up.machine.ts';
import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';

/** The /signup page's actor; tests pass `logic={signUpMachine.provide(...)}` to its Provider. */
export const SignUpContext = recordedActorContext(signUpMachine);

/** The login sends an unconfirmed account here as `?confirm=<e-mail>`: the page starts at the code. */
export function signUpOptions(search: string): ActorOptions<typeof signUpMachine> {
  const confirmEmail = new URLSearchParams(search).get('confirm')?.trim();
  return confirmEmail ? { snapshot: startAtCode(signUpMachine, confirmEmail) } : {};
}
