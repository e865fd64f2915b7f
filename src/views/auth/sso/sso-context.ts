import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import type { ActorOptions } from 'xstate';
import { ssoMachine } from '../../../machines/auth/sso/sso.machine.ts';

/** The /sso page's actor; tests pass `logic={ssoMachine.provide(...)}` to its Provider. */
export const SsoContext = recordedActorContext(ssoMachine);

/** The login page links here with the typed e-mail in the query string; the form starts with it. */
export function ssoOptions(search: string): ActorOptions<typeof ssoMachine> {
  return { input: { email: new URLSearchParams(search).get('email') ?? '' } };
}
