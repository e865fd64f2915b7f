/*
 * The pt-BR words support staff read beside a machine's identifiers. Each state says where the person is in
 * its own `description`; each event the machine handles is described in the root's `meta.events`, keyed by
 * its type. One source for the inspector, /support and docs/machines.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type EventDescriptions = Readonly<Record<string, string>>;

/**
 * The key an event is described under: a delayed event's type carries the id of the state that scheduled
 * it (`xstate.after.successNotice.login.announcingSuccess`), its description is per delay.
 */
export function eventKey(type: string): string {
  const delayed = /^xstate\.after\.([^.]+)\./.exec(type);
  return delayed ? `xstate.after.${delayed[1]}` : type;
}

export function eventDescriptions(machine: AnyStateMachine): EventDescriptions {
  const meta = machine.root.config.meta as { events?: EventDescriptions } | undefined;
  return meta?.events ?? {};
}

export const describeEvent = (events: EventDescriptions, type: string): string | undefined =>
  events[eventKey(type)];

function* stateNodes(node: AnyStateNode): Generator<AnyStateNode> {
  yield node;
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) yield* stateNodes(child);
}

/** What a machine leaves undescribed: state ids without a description, event keys without one. */
export function undescribed(machine: AnyStateMachine): { states: string[]; events: string[] } {
  const events = eventDescriptions(machine);
  const states: string[] = [];
  const missing = new Set<string>();
  for (const node of stateNodes(machine.root)) {
    if (!node.description?.trim()) states.push(node.path.join('.') || '(raiz)');
    for (const type of (node.transitions as Map<string, unknown>).keys()) {
      if (!describeEvent(events, type)?.trim()) missing.add(eventKey(type));
    }
  }
  return { states, events: [...missing] };
}

/** A state's description by its dotted id (`editing.ready`); undefined for an unknown state. */
export function stateDescription(machine: AnyStateMachine, id: string): string | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const key of id.split('.')) node = (node?.states as Record<string, AnyStateNode> | undefined)?.[key];
  return node?.description;
}
