/*
 * Places a machine's states and arrows with ELK's layered algorithm: top to bottom (a screen is wider
 * than tall, but a diagram fitted to its width stays legible when it grows downwards), nested and
 * parallel states laid out together with their contents (INCLUDE_CHILDREN) so arrows may cross box
 * borders, orthogonal arrows, and the machine's own order of states kept where it costs no crossings.
 * ELK (1.5 MB) is imported on first use only: in the browser it lands in the inspector's lazy chunk.
 * Its bundled build runs in the calling thread (no web worker), in Node as in the browser.
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import { edgeCrossings } from './crossings.ts';
import { anyStateId, diagramEdges, initialMarkerId, type DiagramEdge } from './diagram-edges.ts';
import type { GraphState, MachineGraph } from './machine-graph.ts';
import { textWidth, wrapText } from './text-metrics.ts';

export const fontSize = { name: 14, detail: 12, label: 12 } as const;
export const lineHeight = { name: 18, detail: 15, label: 15 } as const;
const boxPadding = { x: 12, y: 8 };
const labelWrap = 22;

type Box = { x: number; y: number; width: number; height: number };

export type LaidOutNode = Box & {
  id: string;
  kind: 'state' | 'initial' | 'any';
  name: string;
  /** The state's pt-BR description for support staff, shown on hover and beside the inspector. */
  description?: string;
  details: string[];
  type?: GraphState['type'];
  tags: string[];
  /** A region of a parallel state: drawn dashed, its name smaller. */
  region: boolean;
  compound: boolean;
  depth: number;
};

export type LaidOutLabel = Box & { lines: string[] };

export type LaidOutEdge = {
  edge: DiagramEdge;
  /** One polyline per section, absolute coordinates. */
  points: ElkPoint[][];
  junctions: ElkPoint[];
  labels: LaidOutLabel[];
};

export type DiagramLayout = {
  name: string;
  width: number;
  height: number;
  /** Parents before their children, so drawing in this order stacks boxes correctly. */
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
};

const rootLayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  // Machines list their states in the order a flow goes through them: arrows back to an earlier
  // state (retry, reset) are the ones drawn upwards, so the main path reads from top to bottom.
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '18',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '12',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.labelNode': '6',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  'elk.randomSeed': '1',
};

export type LayoutOptions = { details?: boolean };

export async function layoutMachineGraph(
  graph: MachineGraph,
  { details = true }: LayoutOptions = {},
): Promise<DiagramLayout> {
  const edges = diagramEdges(graph);
  const markers = new Set(edges.flatMap((edge) => [edge.sourceId, edge.targetId]).filter(isAnyMarker));
  const shapes = new Map<string, Omit<LaidOutNode, keyof Box>>();

  const elkNode = (state: GraphState, depth: number, region: boolean): ElkNode => {
    const name = state.path.at(-1) ?? graph.name;
    const lines = details ? detailLines(state) : [];
    shapes.set(state.id, {
      id: state.id,
      kind: 'state',
      name,
      description: state.description,
      details: lines,
      type: state.type,
      tags: state.tags,
      region,
      compound: state.children.length > 0,
      depth,
    });
    const nameWidth = textWidth(name, fontSize.name) * 1.08;
    const width = Math.max(72, nameWidth, ...lines.map((line) => textWidth(line, fontSize.detail)));
    const headerHeight = boxPadding.y + lineHeight.name + lineHeight.detail * lines.length;
    if (state.children.length === 0) {
      return {
        id: state.id,
        width: Math.ceil(width + 2 * boxPadding.x),
        height: headerHeight + boxPadding.y,
      };
    }
    const children: ElkNode[] = [];
    if (state.initialId) children.push(markerNode(initialMarkerId(state.id), 'initial', depth + 1));
    if (markers.has(anyStateId(state.id))) children.push(markerNode(anyStateId(state.id), 'any', depth + 1));
    children.push(...state.children.map((child) => elkNode(child, depth + 1, state.type === 'parallel')));
    return {
      id: state.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${headerHeight + 10},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.ceil(width + 2 * boxPadding.x)}, ${headerHeight + 30})`,
      },
    };
  };

  const markerNode = (id: string, kind: 'initial' | 'any', depth: number): ElkNode => {
    const name = kind === 'any' ? '(qualquer estado)' : '';
    shapes.set(id, { id, kind, name, details: [], tags: [], region: false, compound: false, depth });
    return kind === 'initial'
      ? { id, width: 14, height: 14 }
      : { id, width: textWidth(name, fontSize.detail) + 16, height: 22 };
  };

  const root = elkNode(graph.root, 0, false);
  const elkGraph: ElkNode = {
    id: graph.root.id,
    layoutOptions: rootLayoutOptions,
    children: root.children ?? [],
    edges: [
      ...edges.map((edge) => elkEdge(edge, fanOut(edges, edge.sourceId))),
      ...initialEdges(graph.root),
      ...stackingEdges(edges),
    ],
  };
  const ports = bundlePorts(edges);

  // Two candidates, the better one kept (see score): bundle ports free to sit on any side of their
  // state, or on the side the flow comes from (errors enter from above, retries leave from below).
  // Neither wins everywhere: fixed sides untangle upload, free sides keep login narrow.
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const elk = new ELK();
  const candidates: DiagramLayout[] = [];
  for (const fixedSides of [false, true]) {
    const candidate = structuredClone(elkGraph);
    attachPorts(candidate, ports, fixedSides);
    candidates.push(collect(graph.name, await elk.layout(candidate), shapes, edges));
  }
  return candidates.reduce((best, candidate) => (score(candidate) < score(best) ? candidate : best));
}

/**
 * Lower is better: each crossing costs as much as 10 px of width, since the width decides the text size
 * on a screen (a drawing is fitted to the window's width) and crossings how well arrows can be followed.
 */
const score = (layout: DiagramLayout) => edgeCrossings(layout) * 10 + layout.width / 10;

const isAnyMarker = (id: string) => id.endsWith('::any');

function detailLines(state: GraphState): string[] {
  const tags = state.tags.length ? wrapText(state.tags.map((tag) => `#${tag}`).join(' '), labelWrap) : [];
  return [...tags, ...state.invokes.map((src) => `invoke: ${src}`)];
}

const portId = (bundleId: string) => `${bundleId}::port`;

const stackingPrefix = 'stack:';
const fanToStack = 6;
const stackRows = 10;

/**
 * A state that branches to many siblings (login's `routing` to its 11 challenge steps) would put them
 * all in one layer, side by side: two screens wide, every step needing its own column. Invisible
 * edges chain those siblings one under the other instead (a column up to `stackRows` deep), and the
 * trunk leaving the state (diagram-edges.ts) branches off to each, so the drawing grows downwards,
 * where a screen scrolls, and stays narrow enough to read fitted to its width. They shape the layout
 * only and are never drawn.
 */
function stackingEdges(edges: DiagramEdge[]): ElkExtendedEdge[] {
  const chains: ElkExtendedEdge[] = [];
  for (const sourceId of new Set(edges.map((edge) => edge.sourceId))) {
    const parent = parentOf(sourceId);
    const targets = [
      ...new Set(
        edges
          .filter((edge) => edge.sourceId === sourceId && edge.targetId !== sourceId)
          .map((edge) => edge.targetId)
          .filter((id) => parentOf(id) === parent && !id.includes('::'))
          // Only states reached from this one alone: a state others lead to too (the step every
          // branch ends in) keeps its own place.
          .filter((id) => edges.every((edge) => edge.targetId !== id || edge.sourceId === sourceId)),
      ),
    ];
    if (targets.length < fanToStack) continue;
    const columns = Math.ceil(targets.length / stackRows);
    targets.forEach((targetId, index) => {
      const next = targets[index + columns];
      if (next) {
        chains.push({
          id: `${stackingPrefix}${targetId}`,
          sources: [targetId],
          targets: [next],
          // Straight chains make columns: the stacked states line up instead of drifting sideways.
          layoutOptions: { 'elk.layered.priority.straightness': '20' },
        });
      }
    });
  }
  return chains;
}

const parentOf = (id: string) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : 'root');

const fanOut = (edges: DiagramEdge[], sourceId: string) =>
  edges.filter((edge) => edge.sourceId === sourceId && edge.lines.length > 0).length;

/**
 * Where a label sits. Centre labels become nodes of their own in ELK's layers, so a state branching to
 * many others (login's `routing`, 17 guarded branches) would line up 17 labels side by side and make
 * the drawing three screens wide; there each label sits at the arrow's head instead, above the state it
 * leads to, and costs no width of its own. A bundle's label sits by its shared port.
 */
function labelPlacement(edge: DiagramEdge, siblings: number): string {
  if (edge.bundle?.labels === 'once') return edge.bundle.side === 'in' ? 'HEAD' : 'TAIL';
  // A trunk's branches are told apart at their free end: by the target leaving, by the source arriving.
  if (edge.bundle) return edge.bundle.side === 'out' ? 'HEAD' : 'TAIL';
  return siblings >= fanOutForHeadLabels ? 'HEAD' : 'CENTER';
}
const fanOutForHeadLabels = 4;

function elkEdge(edge: DiagramEdge, siblings: number): ElkExtendedEdge {
  const lines = edge.lines.flatMap((line) => wrapText(line, labelWrap));
  const port = edge.bundle ? portId(edge.bundle.id) : undefined;
  const labels: ElkLabel[] = lines.length
    ? [
        {
          text: lines.join('\n'),
          width: Math.max(...lines.map((line) => textWidth(line, fontSize.label))) + 8,
          height: lineHeight.label * lines.length + 4,
          layoutOptions: { 'elk.edgeLabels.placement': labelPlacement(edge, siblings) },
        },
      ]
    : [];
  return {
    id: edge.id,
    sources: [edge.bundle?.side === 'out' && port ? port : edge.sourceId],
    targets: [edge.bundle?.side === 'in' && port ? port : edge.targetId],
    labels,
  };
}

function initialEdges(state: GraphState): ElkExtendedEdge[] {
  const own = state.initialId
    ? [{ id: `initial:${state.id}`, sources: [initialMarkerId(state.id)], targets: [state.initialId] }]
    : [];
  return [...own, ...state.children.flatMap(initialEdges)];
}

/** Each bundle's shared port, on the node all its arrows enter (or leave). */
function bundlePorts(edges: DiagramEdge[]): Map<string, string[]> {
  const ports = new Map<string, string[]>();
  for (const edge of edges) {
    if (!edge.bundle) continue;
    const nodeId = edge.bundle.side === 'in' ? edge.targetId : edge.sourceId;
    const port = portId(edge.bundle.id);
    const list = ports.get(nodeId) ?? [];
    if (!list.includes(port)) ports.set(nodeId, [...list, port]);
  }
  return ports;
}

function attachPorts(node: ElkNode, ports: Map<string, string[]>, fixedSides: boolean) {
  const own = ports.get(node.id) ?? [];
  // Trunks stay free: their branches go every way.
  const sided = (id: string) => fixedSides && id.startsWith('bundle:');
  if (own.length) {
    node.ports = own.map((id) => ({
      id,
      width: 1,
      height: 1,
      layoutOptions: sided(id)
        ? { 'elk.port.side': id.startsWith('bundle:in:') ? 'NORTH' : 'SOUTH' }
        : ({} as Record<string, string>),
    }));
  }
  if (own.some(sided)) node.layoutOptions = { ...node.layoutOptions, 'elk.portConstraints': 'FIXED_SIDE' };
  node.children?.forEach((child) => attachPorts(child, ports, fixedSides));
}

function collect(
  name: string,
  root: ElkNode,
  shapes: Map<string, Omit<LaidOutNode, keyof Box>>,
  edges: DiagramEdge[],
): DiagramLayout {
  const nodes: LaidOutNode[] = [];
  const offsets = new Map<string, ElkPoint>([[root.id, { x: 0, y: 0 }]]);
  const laidOutEdges: ElkExtendedEdge[] = [];
  const visit = (node: ElkNode, offset: ElkPoint) => {
    laidOutEdges.push(...(node.edges ?? []));
    for (const child of node.children ?? []) {
      const at = { x: offset.x + (child.x ?? 0), y: offset.y + (child.y ?? 0) };
      offsets.set(child.id, at);
      const shape = shapes.get(child.id);
      if (shape) nodes.push({ ...shape, ...at, width: child.width ?? 0, height: child.height ?? 0 });
      visit(child, at);
    }
  };
  visit(root, { x: 0, y: 0 });

  const byId = new Map(edges.map((edge) => [edge.id, edge]));
  const drawn: LaidOutEdge[] = [];
  for (const elkEdge of laidOutEdges) {
    if (elkEdge.id.startsWith(stackingPrefix)) continue;
    const edge = byId.get(elkEdge.id) ?? initialEdge(elkEdge);
    const container = (elkEdge as ElkExtendedEdge & { container?: string }).container ?? root.id;
    const offset = offsets.get(container) ?? { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: offset.x + point.x, y: offset.y + point.y });
    drawn.push({
      edge,
      points: (elkEdge.sections ?? []).map((section) =>
        [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
      ),
      junctions: (elkEdge.junctionPoints ?? []).map(shift),
      labels: (elkEdge.labels ?? []).map((label) => ({
        ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
        width: label.width ?? 0,
        height: label.height ?? 0,
        lines: (label.text ?? '').split('\n'),
      })),
    });
  }
  return { name, width: root.width ?? 0, height: root.height ?? 0, nodes, edges: drawn };
}

/** The arrow from a start marker to the state a box starts in: not a transition, drawn all the same. */
function initialEdge(elkEdge: ElkExtendedEdge): DiagramEdge {
  return {
    id: elkEdge.id,
    sourceId: elkEdge.sources[0] ?? '',
    targetId: elkEdge.targets[0] ?? '',
    lines: [],
    transitions: [],
  };
}
