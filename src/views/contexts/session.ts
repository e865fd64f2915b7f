import { recordedActorContext } from './recorded-actor-context.ts';
import { sessionMachine } from '../../machines/auth/session/session.machine.ts';

/** The one session actor of the app; tests pass `logic={sessionMachine.provide(...)}` to its Provider. */
export const SessionContext = recordedActorContext(sessionMachine);
