import { createActorContext } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { actorRecorder } from '../../devtools/inspector/recorder.ts';

/**
 * A React context for one machine's actor, whose every step the inspector and support bundles record
 * (devtools/inspector/recorder.ts). Every screen's actor context is made here, so none is left out of a bundle.
 */
export function recordedActorContext<Logic extends AnyActorLogic>(logic: Logic) {
  return createActorContext(logic, { inspect: actorRecorder });
}
