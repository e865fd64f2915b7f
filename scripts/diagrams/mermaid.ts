/* A machine graph as a Mermaid stateDiagram-v2, the format GitHub renders and the SVGs are made from. */
import type { GraphState, MachineGraph } from './machine-graph.ts';

const mermaidId = (id: string) => (id === 'root' ? 'root' : id.replace(/[^A-Za-z0-9]/g, '_'));

export function toMermaid(graph: MachineGraph): string {
  const lines = ['stateDiagram-v2'];
  const describe = (state: GraphState, indent: string) => {
    const id = mermaidId(state.id);
    const name = state.path.at(-1) ?? graph.name;
    const notes = [
      state.tags.length ? `tags: ${state.tags.join(', ')}` : '',
      state.invokes.length ? `invokes ${state.invokes.join(', ')}` : '',
    ].filter(Boolean);
    lines.push(`${indent}state "${[name, ...notes].join('<br/>')}" as ${id}`);
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (state.children.length === 0) return;
    lines.push(`${indent}state ${id} {`);
    state.children.forEach((child, index) => {
      if (state.type === 'parallel' && index > 0) lines.push(`${indent}  --`);
      describe(child, `${indent}  `);
    });
    if (state.initialId) lines.push(`${indent}  [*] --> ${mermaidId(state.initialId)}`);
    lines.push(`${indent}}`);
  };
  graph.root.children.forEach((child) => describe(child, '  '));
  if (graph.root.initialId) lines.push(`  [*] --> ${mermaidId(graph.root.initialId)}`);

  // Mermaid cannot draw an edge from a box into its own contents (nor from the machine itself), so
  // transitions a parent handles for all its states leave from an "any state" marker instead.
  const markers = new Set<string>();
  for (const edge of graph.edges) {
    for (const target of edge.targetIds) {
      const intoItself = edge.sourceId === 'root' || target.startsWith(`${edge.sourceId}.`);
      const source = intoItself ? `${mermaidId(edge.sourceId)}_any` : mermaidId(edge.sourceId);
      if (intoItself && !markers.has(source)) {
        markers.add(source);
        const where = edge.sourceId === 'root' ? '' : ` in ${edge.sourceId.split('.').at(-1)}`;
        lines.push(`  state "(any state${where})" as ${source}`);
      }
      // A machine-wide transition that stays put (actions only) loops on the marker.
      const to = target === 'root' ? source : mermaidId(target);
      lines.push(`  ${source} --> ${to}: ${edge.label.replaceAll(':', ' -')}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
