/*
 * A machine's statechart as plain data (states and labelled transitions), read from XState's own state
 * nodes, so the diagrams and the login paths are derived from the code and can never drift from it.
 * Pure (no Node or DOM API): the docs script and the in-app inspector both read machines through it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventDescriptions, type EventDescriptions } from './descriptions.ts';

export type GraphState = {
  id: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initialId: string | undefined;
  children: GraphState[];
  tags: string[];
  invokes: string[];
  /** What the state means to support staff, in pt-BR (the state's own `description`). */
  description: string | undefined;
};

export type GraphEdge = {
  sourceId: string;
  /** A transition without target stays where it is: its target is its own source. */
  targetIds: string[];
  targetless: boolean;
  /** XState's event type (`xstate.error.actor.x`, `''` for eventless), for matching a transition taken. */
  eventType: string;
  label: string;
  /** Named actions (`assign` and inline functions have no name worth showing). */
  actions: string[];
};

export type MachineGraph = {
  name: string;
  root: GraphState;
  edges: GraphEdge[];
  /** Each handled event in pt-BR words, by event type (see descriptions.ts). */
  events: EventDescriptions;
};

const stateId = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('.'));

export function machineGraph(name: string, machine: AnyStateMachine): MachineGraph {
  const edges: GraphEdge[] = [];
  const visit = (node: AnyStateNode): GraphState => {
    for (const transition of transitionsOf(node)) {
      edges.push({
        sourceId: stateId(node),
        targetIds: (transition.target ?? [node]).map(stateId),
        targetless: !transition.target?.length,
        eventType: String(transition.eventType),
        label: transitionLabel(transition),
        actions: actionNames(transition.actions),
      });
    }
    const children = Object.values(node.states as Record<string, AnyStateNode>).map(visit);
    return {
      id: stateId(node),
      path: node.path,
      type: node.type,
      initialId: node.type === 'compound' ? node.initial.target.map(stateId)[0] : undefined,
      children,
      tags: [...node.tags],
      invokes: node.invoke.map((invoke) => String(invoke.src)),
      description: node.description,
    };
  };
  return { name, root: visit(machine.root), edges, events: eventDescriptions(machine) };
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const evented = [...(node.transitions as Map<string, AnyTransitionDefinition[]>).values()].flat();
  return [...evented, ...((node.always as AnyTransitionDefinition[] | undefined) ?? [])];
}

/** Readable event names: invoke results, delays and eventless transitions in words, plus the guard. */
export function transitionLabel(transition: AnyTransitionDefinition): string {
  const event = String(transition.eventType);
  const readable = event.startsWith('xstate.done.actor.')
    ? `done: ${event.slice('xstate.done.actor.'.length)}`
    : event.startsWith('xstate.error.actor.')
      ? `error: ${event.slice('xstate.error.actor.'.length)}`
      : event.startsWith('xstate.after.')
        ? `after ${event.slice('xstate.after.'.length).split('.')[0]}`
        : event.startsWith('xstate.done.state.')
          ? 'done'
          : event === ''
            ? 'always'
            : event;
  const guard = guardName(transition.guard);
  return guard ? `${readable} [${guard}]` : readable;
}

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    const type =
      typeof action === 'string'
        ? action
        : typeof action === 'object' && action !== null && 'type' in action
          ? String(action.type)
          : undefined;
    return type && !type.startsWith('xstate.') ? [type] : [];
  });
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    // Static parameters tell the branches of one guard apart (isStep DONE, isStep TOTP_CODE...).
    const params = 'params' in guard ? guard.params : undefined;
    const shown =
      params && typeof params === 'object'
        ? Object.values(params).filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
        : [];
    return [String(guard.type), ...shown.map(String)].join(' ');
  }
  if (typeof guard === 'function') {
    // Higher-order guards (not, and, or) keep their parts on the function.
    const composed = guard as { check?: unknown; guards?: unknown[]; name?: string };
    const parts = (composed.guards ?? []).map(guardName).filter(Boolean);
    if (composed.name === 'not' && parts.length) return `not ${parts[0]}`;
    if (parts.length) return parts.join(composed.name === 'or' ? ' or ' : ' and ');
    return composed.name || 'guard';
  }
  return 'guard';
}

export function findState(root: GraphState, id: string): GraphState | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findState(child, id);
    if (found) return found;
  }
  return undefined;
}
