/* The tables of a machine's path listing that say, in pt-BR, what its states and events mean. */
import { eventKey } from '../../src/devtools/diagram/descriptions.ts';
import type { GraphState, MachineGraph } from '../../src/devtools/diagram/machine-graph.ts';

const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|');

/** What each state means to support staff (the states' own descriptions), in the order they are drawn. */
export function describedStates(graph: MachineGraph): string[] {
  const rows: string[] = [];
  const visit = (state: GraphState) => {
    rows.push(`| \`${state.id === 'root' ? graph.name : state.id}\` | ${cell(state.description)} |`);
    state.children.forEach(visit);
  };
  visit(graph.root);
  return ['## States', '', '| state | what it means |', '| --- | --- |', ...rows, ''];
}

/** What each event the machine handles means, as the inspector's timeline says it. */
export function describedEvents(graph: MachineGraph): string[] {
  const keys = [...new Set(graph.edges.map((edge) => eventKey(edge.eventType)).filter(Boolean))].sort();
  if (keys.length === 0) return [];
  const rows = keys.map((key) => `| \`${key}\` | ${cell(graph.events[key])} |`);
  return ['## Events', '', '| event | what happened |', '| --- | --- |', ...rows, ''];
}
