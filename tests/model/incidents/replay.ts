import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type StateValue,
} from 'xstate';
import { setTimeSource } from '../../../src/services/clock.ts';

/**
 * One recorded step of a support bundle: when the actor received the event (ISO, the machines' clock), the
 * event and the state it left the actor in.
 */
export type RecordedStep = { at: string; event: AnyEventObject; value: StateValue | null };

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
 * real machine and returns the state after each step, to compare with the recorded ones. The machines' clock
 * reads each step's recorded time while that step runs (a guard such as "has this meeting started?" decides
 * as it did then, on any date) and is put back afterwards.
 */
export function replay(machine: AnyStateMachine, steps: readonly RecordedStep[]): (StateValue | null)[] {
  const [start, ...rest] = steps;
  if (start?.event.type !== 'xstate.init') throw new Error('the recording does not begin with the start');
  let recordedAt = Date.parse(start.at);
  const restoreClock = setTimeSource(() => recordedAt);
  let actor: AnyActorRef | undefined;
  try {
    // Created inside the moved clock: the initial state (context, eventless guards) is computed here.
    actor = createActor(withStubbedActors(machine), { input: start.event.input }).start();
    const values: (StateValue | null)[] = [actor.getSnapshot().value];
    for (const { at, event } of rest) {
      recordedAt = Date.parse(at);
      actor.send(event);
      values.push(actor.getSnapshot().value);
    }
    return values;
  } finally {
    actor?.stop();
    restoreClock();
  }
}
