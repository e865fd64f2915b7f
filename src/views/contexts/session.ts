import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../devtools/inspector/recorder.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';

/** The one session actor of the app; tests pass `logic={sessionMachine.provide(...)}` to its Provider. */
export const SessionContext = createActorContext(sessionMachine, { inspect: actorRecorder });
