/*
 * Model-based testing with xstate/graph: the machine's own graph (pure transitions, invoke results fed as
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from fixtures) is walked once; every edge of it
 * is then replayed on a real actor, breadth first, and the actor must land in the model's state.
 */
import { expect } from 'vitest';
import { createActor, createMachine } from 'xstate';
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
import { getAdjacencyMap, getStateNodes, type AdjacencyMap } from 'xstate/graph';

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

/**
 * The machine rebuilt from its config and implementations with its types let go, so a test can give it
 * stand-in actors and events the walk makes up (its own types would refuse them). A child machine, whose
 * context comes from its input, is given the context one input resolves to: the walk builds its model
 * without input.
 */
export const loosely = (machine: AnyStateMachine, context?: object) =>
  createMachine(
    { ...machine.config, ...(context && { context }) } as unknown as Parameters<typeof createMachine>[0],
    machine.implementations as Parameters<typeof createMachine>[1],
  );

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
  // The model: every state the machine reaches from its initial one by these events, and where each event leads.
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(machine, {
    events,
    serializeState,
    serializeEvent,
    ...(stopWhen ? { stopWhen } : {}),
  });
  // By serialized state, in the order the walk found them: the initial state first.
  const model = new Map(Object.entries(adjacency));
  const initial = model.values().next().value!.state;

  const check = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot) => {
    expect({ value: actual.value, context: actual.context }).toEqual({
      value: expected.value,
      context: expected.context,
    });
    for (const [stateValue, invariant] of Object.entries(invariants)) {
      if (expected.matches(stateValue)) invariant(actual);
    }
  };

  /*
   * Where the real actor stood in each state the replay reached: its persisted snapshot when restoring it gives
   * back the same actor, and always the events that led there (the shortest way, breadth first). XState revives
   * only the actors a machine spawned itself; an outside one its context holds (a parent's session, given as
   * input) would come back undefined, so such a state is reached again by replaying its events. So is a state
   * with a child whose snapshots the machine reads (onSnapshot): revived, the child reports again, an event
   * the model never sent.
   */
  type Start = { events: EventObject[]; restore?: Snapshot<unknown> };
  const starts = new Map<string, Start>();
  const remember = (actor: typeof sut, key: string, path: EventObject[]) => {
    const persisted = actor.getPersistedSnapshot() as Snapshot<unknown> & {
      context?: unknown;
      children?: Record<string, { syncSnapshot?: boolean }>;
    };
    // persistContext hands the context back untouched unless it found an actor in it.
    const restorable =
      persisted.context === actor.getSnapshot().context &&
      !Object.values(persisted.children ?? {}).some((child) => child.syncSnapshot);
    starts.set(key, restorable ? { events: path, restore: persisted } : { events: path });
  };

  let sut = createActor(sutMachine).start();
  try {
    check(sut.getSnapshot(), initial);
    remember(sut, serializeState(initial), []);
  } finally {
    sut.stop();
  }

  /*
   * Each edge is replayed once, on a real actor put where the edge starts (restored, or replayed there), and
   * checked after its one event. Breadth first: the edge that first reaches a state also records the actor
   * standing there, from which that state's own edges start, so no path is walked twice.
   */
  const replayEdge = async (fromKey: string, event: EventObject, next: AnyMachineSnapshot) => {
    const start = starts.get(fromKey);
    if (!start) throw new Error(`${name}: no path to ${fromKey}`);
    sut = createActor(sutMachine, start.restore ? { snapshot: start.restore } : {}).start();
    try {
      for (const step of start.restore ? [] : start.events) {
        sut.send(step);
        // Each step awaits, so promises settle between events as they do between a person's clicks.
        await undefined;
      }
      sut.send(event);
      await undefined;
      check(sut.getSnapshot(), next);
      const nextKey = serializeState(next);
      if (!starts.has(nextKey)) remember(sut, nextKey, [...start.events, event]);
    } catch (error) {
      const sent = [...start.events, event].map((step) => step.type);
      if (error instanceof Error) error.message += `\n${name}: after ${sent.join(' -> ')}`;
      throw error;
    } finally {
      sut.stop();
    }
  };

  const keys = transitionKeys(nodes);
  const covered = new Set<string>();
  const reached = new Set<string>();
  let edgeCount = 0;
  const queue = [serializeState(initial)];
  const queued = new Set(queue);
  for (const key of queue) {
    const { state, transitions } = model.get(key)!;
    for (const node of nodes) if (state.matches(stateValueOf(node))) reached.add(node.id);
    const edges: { event: EventObject; state: AnyMachineSnapshot }[] = Object.values(transitions);
    for (const { event, state: next } of edges) {
      const taken = machine.getTransitionData(state, event).map((transition) => keys.get(transition));
      if (taken.length === 0) continue;
      taken.forEach((transitionKey) => transitionKey && covered.add(transitionKey));
      await replayEdge(key, event, next);
      edgeCount += 1;
      const nextKey = serializeState(next);
      if (!queued.has(nextKey)) {
        queued.add(nextKey);
        queue.push(nextKey);
      }
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
      `, ${edgeCount} edges replayed from ${starts.size} reached states` +
      (transient.length > 0 ? `; transient choice states passed through: ${transient.join(', ')}` : ''),
  );
  expect(stateIds.filter((id) => !reached.has(id))).toEqual([]);
  expect([...keys.values()].filter((key) => !covered.has(key))).toEqual([]);
  return coverage;
}
