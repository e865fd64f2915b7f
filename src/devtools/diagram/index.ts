/**
 * Statechart diagrams drawn from XState v5 machine definitions, in Node (`npm run diagrams`) and in the
 * browser (the inspector), with no DOM and no network.
 *
 *   const svg = await machineDiagramSvg(uploadMachine, { name: 'upload', active: activeStateIds(snapshot.value) });
 *
 * For a live view, lay out once and redraw on every change (rendering is synchronous and cheap):
 *
 *   const layout = await layoutMachineGraph(machineGraph('upload', uploadMachine));
 *   renderDiagramSvg(layout, { active: activeStateIds(snapshot.value), transition: { sourceId, eventType } });
 *
 * ELK is loaded with a dynamic import inside layoutMachineGraph: import this module only from a lazy
 * chunk anyway, so the first load pays for none of it.
 */
import type { AnyStateMachine, StateValue } from 'xstate';
import { layoutMachineGraph, type LayoutOptions } from './layout.ts';
import { machineGraph } from './machine-graph.ts';
import { renderDiagramSvg, type Highlight } from './render-svg.ts';

export { layoutMachineGraph, type DiagramLayout } from './layout.ts';
export { machineGraph } from './machine-graph.ts';
export { renderDiagramSvg, type Highlight } from './render-svg.ts';

export type DiagramOptions = LayoutOptions & Highlight & { name?: string };

/** The machine as a laid-out SVG string; `name` defaults to the machine's id. */
export async function machineDiagramSvg(
  machine: AnyStateMachine,
  options: DiagramOptions = {},
): Promise<string> {
  const graph = machineGraph(options.name ?? machine.id, machine);
  return renderDiagramSvg(await layoutMachineGraph(graph, options), options);
}

/** Every state id a snapshot is in (`{ polling: 'checking' }` → `polling`, `polling.checking`). */
export function activeStateIds(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}${key}`,
    ...(child === undefined ? [] : activeStateIds(child, `${prefix}${key}.`)),
  ]);
}
