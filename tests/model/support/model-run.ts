/*
 * Model-based testing with xstate/graph: the machine's own graph (pure transitions, invoke results fed as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from fixtures) is walked; every shortest path
 * and every edge is then replayed on a real actor and the actor must land in the model's state.
 */
import { expect } from 'vitest';
import type {
  Actor,
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  OutputFrom,
  StateValue,
} from 'xstate';
import { TestModel, getStateNodes, type AdjacencyMap } from 'xstate/graph';

/** One entry per actor of the machine: a new actor fails to compile until it has fixtures. */
export type ActorFixtures<TActors extends Record<string, AnyActorLogic>> = {
  [K in keyof TActors]: { done: OutputFrom<TActors[K]>[]; error: unknown[] };
};

export type Coverage = { states: [number, number]; transitions: [number, number] };

type ModelRun = {
  name: string;
  machine: AnyStateMachine;
  /** A fresh system under test: the machine with its effects replaced by actors that never settle. */
  createSut: () => Actor<AnyStateMachine>;
  userEvents: Array<EventObject & Record<string, unknown>>;
  fixtures: Record<string, { done: unknown[]; error: unknown[] }>;
  /** Checks on the real actor whenever the model is in a matching state (keys are state values). */
  invariants: Record<string, (actual: AnyMachineSnapshot) => void>;
  /** A state the walk goes no further from, for a context that could grow forever (text streaming in). */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
};

// Errors serialise to {} in JSON; name, message and status tell fixture errors apart.
const serializeEvent = (event: EventObject) =>
  JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error
      ? { name: value.name, message: value.message, status: (value as { status?: unknown }).status }
      : value,
  );
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

function fixtureEvents(fixtures: ModelRun['fixtures']): EventObject[] {
  return Object.entries(fixtures).flatMap(([id, { done, error }]) => [
    ...done.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    ...error.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
  ]);
}

const delayedEvents = (nodes: AnyStateNode[]): EventObject[] =>
  nodes.flatMap((node) => node.after.map((transition) => ({ type: String(transition.eventType) })));

// ['authenticated', 'userData', 'idle'] -> { authenticated: { userData: 'idle' } }, for snapshot.matches.
const stateValueOf = (node: AnyStateNode): StateValue =>
  node.path.reduceRight<StateValue>((value, key) => (value === '' ? key : { [key]: value }), '');

function transitionKeys(nodes: AnyStateNode[]): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  for (const node of nodes) {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, index) => keys.set(transition, `${node.id}|${eventType}|${index}`));
    }
  }
  return keys;
}

export async function runModel({
  name,
  machine,
  createSut,
  userEvents,
  fixtures,
  invariants,
  stopWhen,
}: ModelRun): Promise<Coverage> {
  const nodes = getStateNodes(machine);
  const events = [...userEvents, ...fixtureEvents(fixtures), ...delayedEvents(nodes)];
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    events,
    serializeState,
    serializeEvent,
    ...(stopWhen ? { stopWhen } : {}),
  });

  let sut = createSut();
  const params = {
    events: Object.fromEntries(
      events.map((event) => [event.type, ({ event }: { event: EventObject }) => sut.send(event)]),
    ),
    states: {
      '*': (expected: AnyMachineSnapshot) => {
        const actual = sut.getSnapshot();
        expect({ value: actual.value, context: actual.context }).toEqual({
          value: expected.value,
          context: expected.context,
        });
        for (const [stateValue, check] of Object.entries(invariants)) {
          if (expected.matches(stateValue)) check(actual);
        }
      },
    },
  };
  const replay = async (test: () => Promise<unknown>) => {
    sut = createSut();
    try {
      await test();
    } finally {
      sut.stop();
    }
  };

  const shortestPaths = model.getShortestPaths({ allowDuplicatePaths: true });
  const pathTo = new Map(shortestPaths.map((path) => [serializeState(path.state), path]));
  for (const path of shortestPaths) await replay(() => path.test(params));

  /*
   * An edge is the path to its source state, replayed and checked step by step just above, then one event.
   * A fresh actor given the same events lands the same way, so only the edge's own step is checked again: each
   * edge costs one check, not one per step of the path to it (most of this run's time went there).
   */
  const replayEdge = (prefix: (typeof shortestPaths)[number], event: EventObject, next: AnyMachineSnapshot) =>
    replay(async () => {
      for (const step of prefix.steps) {
        sut.send(step.event);
        // The model's own replay awaits between steps; so does this one, so promises settle alike.
        await undefined;
      }
      sut.send(event);
      await undefined;
      try {
        params.states['*'](next);
      } catch (error) {
        const events = [...prefix.steps.map((step) => step.event), event].map((sent) => sent.type);
        if (error instanceof Error) error.message += `\n${name}: after ${events.join(' -> ')}`;
        throw error;
      }
    });

  const keys = transitionKeys(nodes);
  const covered = new Set<string>();
  const reached = new Set<string>();
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = model.getAdjacencyMap();
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const node of nodes) if (state.matches(stateValueOf(node))) reached.add(node.id);
    const edges: { event: EventObject; state: AnyMachineSnapshot }[] = Object.values(transitions);
    for (const { event, state: next } of edges) {
      const taken = machine.getTransitionData(state, event).map((transition) => keys.get(transition));
      if (taken.length === 0) continue;
      taken.forEach((key) => key && covered.add(key));
      const prefix = pathTo.get(serializeState(state));
      if (!prefix) throw new Error(`${name}: no path to ${serializeState(state)}`);
      await replayEdge(prefix, event, next);
    }
  }

  // A choice state has nothing but eventless transitions, so no snapshot can rest in it: it is passed
  // through within one macrostep. It is reported, not required; the transition tests pin its branches.
  const isTransient = (node: AnyStateNode) =>
    node.always !== undefined && node.always.length > 0 && node.transitions.size === 0;
  const transient = nodes.filter(isTransient).map((node) => node.id);
  const stateIds = nodes.filter((node) => !isTransient(node)).map((node) => node.id);
  const coverage: Coverage = {
    states: [stateIds.filter((id) => reached.has(id)).length, stateIds.length],
    transitions: [covered.size, keys.size],
  };
  console.log(
    `${name}: states ${coverage.states.join('/')}, transitions ${coverage.transitions.join('/')}` +
      `, ${shortestPaths.length} paths replayed` +
      (transient.length > 0 ? `; transient choice states passed through: ${transient.join(', ')}` : ''),
  );
  expect(stateIds.filter((id) => !reached.has(id))).toEqual([]);
  expect([...keys.values()].filter((key) => !covered.has(key))).toEqual([]);
  return coverage;
}
