import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine, type StateValue } from 'xstate';

/** One recorded step of a support bundle: the event the actor received and the state it left it in. */
export type RecordedStep = { event: AnyEventObject; value: StateValue | null };

// Replayed, nothing reaches the outside: every invoked or spawned actor is one that never settles, and its
// results come from the recording itself (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` events).
const neverSettles = fromPromise<never>(() => new Promise<never>(() => {}));

function withStubbedActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [src, neverSettles]),
  );
  return machine.provide({ actors });
}

/**
 * Replays a recorded path (its first step the actor's start, `xstate.init` with the recorded input) on the
 * real machine and returns the state after each step, to compare with the recorded ones.
 */
export function replay(machine: AnyStateMachine, steps: readonly RecordedStep[]): (StateValue | null)[] {
  const [start, ...rest] = steps;
  if (start?.event.type !== 'xstate.init') throw new Error('the recording does not begin with the start');
  const actor = createActor(withStubbedActors(machine), { input: start.event.input }).start();
  try {
    return [
      actor.getSnapshot().value,
      ...rest.map(({ event }) => (actor.send(event), actor.getSnapshot().value)),
    ];
  } finally {
    actor.stop();
  }
}
