import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../machines/session/session.machine.ts';

/** The one session actor of the app; tests pass `logic={sessionMachine.provide(...)}` to its Provider. */
export const SessionContext = createActorContext(sessionMachine);
