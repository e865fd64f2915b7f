/*
 * Model-based testing with xstate/graph: the machine's own graph (pure transitions, invoke results fed as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from fixtures) is walked; every shortest path
 * and every edge is then replayed on a real actor and the actor must land in the model's state.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import type {
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  OutputFrom,
  Snapshot,
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
  /**
   * The system under test: the machine with its effects replaced by actors that never settle. Provided once by
   * the caller (`provide` rebuilds every state node), then a fresh actor of it per replay.
   */
  sut: AnyStateMachine;
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
  sut: sutMachine,
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

  let sut = createActor(sutMachine);
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
  const shortestPaths = model.getShortestPaths({ allowDuplicatePaths: true });
  /*
   * Where each replayed path left its real actor: its persisted snapshot, when restoring it gives back the same
   * actor. XState revives only the actors a machine spawned itself; an outside one its context holds (a
   * parent's session, given as input) would come back undefined, so such a state keeps its path to replay.
   */
  type Start = { path: (typeof shortestPaths)[number]; restore?: Snapshot<unknown> };
  const starts = new Map<string, Start>();
  for (const path of shortestPaths) {
    sut = createActor(sutMachine).start();
    try {
      await path.test(params);
      const persisted = sut.getPersistedSnapshot() as Snapshot<unknown> & { context?: unknown };
      // persistContext hands the context back untouched unless it found an actor in it.
      const restorable = persisted.context === sut.getSnapshot().context;
      starts.set(serializeState(path.state), restorable ? { path, restore: persisted } : { path });
    } finally {
      sut.stop();
    }
  }

  /*
   * An edge is the path to its source state, replayed and checked step by step just above, then one event. The
   * real actor that path left behind is restored (children and all) rather than replayed again, and only the
   * edge's own step is checked: each edge costs one event, not the whole path to it (most of the run went there).
   */
  const replayEdge = async (from: AnyMachineSnapshot, event: EventObject, next: AnyMachineSnapshot) => {
    const start = starts.get(serializeState(from));
    if (!start) throw new Error(`${name}: no path to ${serializeState(from)}`);
    sut = createActor(sutMachine, start.restore ? { snapshot: start.restore } : {}).start();
    try {
      for (const step of start.restore ? [] : start.path.steps) {
        sut.send(step.event);
        // The model's own replay awaits after each step; so does this one, so promises settle alike.
        await undefined;
      }
      sut.send(event);
      await undefined;
      params.states['*'](next);
    } catch (error) {
      const events = [...start.path.steps.map((step) => step.event), event].map((sent) => sent.type);
      if (error instanceof Error) error.message += `\n${name}: after ${events.join(' -> ')}`;
      throw error;
    } finally {
      sut.stop();
    }
  };

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
      await replayEdge(state, event, next);
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
