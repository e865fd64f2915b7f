/*
 * The arrows a diagram draws, from a machine's transitions. Two rules keep the larger machines readable:
 *
 * - Transitions between the same two states become one arrow with one label line each.
 * - Many states sending the same kind of event to one state (every invoke's error going to `failed`,
 *   `upload.cancel` from every busy state) become one bundle: each source keeps its own arrow, but they
 *   all end at one shared port of the target, so ELK's orthogonal router merges them into a single bus
 *   that enters the target at one point, with one label "error (7 estados)". Drawn separately they made
 *   a star of crossing edges around `failed`. The mirror case (one state fanning the same event out to
 *   many, like `upload.retry` from `failed`) leaves through one shared port the same way.
 *   A bundle was preferred over one edge from an enclosing compound state because those sources are
 *   siblings with no common parent of their own (inventing a box would misstate the machine), and over
 *   moving the error arrows out of the drawing because the error paths are what support staff follow.
 *
 * Into an error state, the "same kind" is the event family (all invoke errors, all delays, ...), since
 * each invoke has its own error event; elsewhere it is the exact event type.
 */
import { findState, type GraphState, type MachineGraph } from './machine-graph.ts';

/** One transition as the inspector names it: where it was handled, its event, where it went. */
export type TransitionRef = { sourceId: string; eventType: string; targetId: string };

export type DiagramEdge = {
  id: string;
  sourceId: string;
  targetId: string;
  /** Label lines; empty on the members of a bundle but the first. */
  lines: string[];
  transitions: TransitionRef[];
  /**
   * Members of one bundle share a port: on the target (in) or on the source (out). A bundle of one
   * kind of event is labelled once; a trunk (see below) keeps each member's own label.
   */
  bundle?: { id: string; side: 'in' | 'out'; labels: 'once' | 'each' };
};

/** Where a machine-level transition (or one a parent state takes into its own children) starts. */
export const anyStateId = (parentId: string) => `${parentId}::any`;
export const initialMarkerId = (parentId: string) => `${parentId}::initial`;

const bundleMinimum = 3;
const trunkMinimum = 6;
const maxLabelLines = 3;

/** A transition with the ends it is drawn between (see drawnEnds). */
type Transition = {
  ref: TransitionRef;
  sourceId: string;
  targetId: string;
  eventType: string;
  label: string;
};

export function diagramEdges(graph: MachineGraph): DiagramEdge[] {
  const transitions = graph.edges.flatMap((edge) =>
    edge.targetIds.map((targetId): Transition => {
      const ref = { sourceId: edge.sourceId, eventType: edge.eventType, targetId };
      const ends = drawnEnds(graph, edge.sourceId, edge.targetless ? edge.sourceId : targetId);
      // A guard alone marks an eventless transition, as in UML: "always" would only add width.
      const label = edge.label.replace(/^always \[(.*)\]$/, '[$1]');
      return { ref, ...ends, eventType: edge.eventType, label };
    }),
  );
  const edges: DiagramEdge[] = [];
  const bundled = new Set<Transition>();
  for (const side of ['in', 'out'] as const) {
    for (const [key, group] of groupBy(
      transitions.filter((transition) => !bundled.has(transition)),
      (transition) => bundleKey(graph, transition, side),
    )) {
      const others = new Set(group.map((t) => (side === 'in' ? t.sourceId : t.targetId)));
      if (others.size < bundleMinimum) continue;
      const bundleId = `bundle:${key}`;
      const members = [...groupBy(group, (t) => (side === 'in' ? t.sourceId : t.targetId)).values()];
      members.forEach((member, index) => {
        member.forEach((transition) => bundled.add(transition));
        edges.push({
          id: '',
          sourceId: member[0]!.sourceId,
          targetId: member[0]!.targetId,
          lines: index === 0 ? [`${bundleName(graph, group[0]!, side)} (${others.size} estados)`] : [],
          transitions: member.map((transition) => transition.ref),
          bundle: { id: bundleId, side, labels: 'once' },
        });
      });
    }
  }
  for (const group of groupBy(
    transitions.filter((transition) => !bundled.has(transition)),
    (transition) => `${transition.sourceId}→${transition.targetId}`,
  ).values()) {
    const labels = [...new Set(group.map((transition) => transition.label))];
    edges.push({
      id: '',
      sourceId: group[0]!.sourceId,
      targetId: group[0]!.targetId,
      lines:
        labels.length > maxLabelLines
          ? [...labels.slice(0, maxLabelLines - 1), `+${labels.length - maxLabelLines + 1} mais`]
          : labels,
      transitions: group.map((transition) => transition.ref),
    });
  }
  trunks(edges);
  // Ids follow the machine's own order of transitions, so the drawing is the same on every run.
  const order = new Map(transitions.map((transition, index) => [transition.ref, index]));
  const firstIndex = (edge: DiagramEdge) =>
    Math.min(...edge.transitions.map((ref) => order.get(ref) ?? Infinity));
  return edges
    .sort((a, b) => firstIndex(a) - firstIndex(b))
    .map((edge, index) => ({ ...edge, id: `edge-${index}` }));
}

/**
 * A state branching to many others with different events or guards (login's `routing`: one guarded
 * eventless branch per challenge step) sends them all through one shared port: one trunk leaves the
 * state and branches off to each target, each branch keeping its own label, instead of a fan of
 * arrows that each need a column of their own. The same holds the other way round for a state many
 * others lead to with their own events (login's `answering`, where every step's submit ends).
 */
function trunks(edges: DiagramEdge[]) {
  for (const side of ['out', 'in'] as const) {
    for (const [end, fan] of groupBy(
      edges.filter((edge) => !edge.bundle && edge.targetId !== edge.sourceId),
      (edge) => (side === 'out' ? edge.sourceId : edge.targetId),
    )) {
      if (fan.length < trunkMinimum) continue;
      for (const edge of fan) edge.bundle = { id: `trunk:${side}:${end}`, side, labels: 'each' };
    }
  }
}

/**
 * ELK cannot draw an arrow from a box into its own contents, nor from the machine itself: such arrows
 * leave from an "any state" marker inside that box. An arrow back into an ancestor lands on the state
 * the ancestor starts in, which is where XState goes too.
 */
function drawnEnds(graph: MachineGraph, sourceId: string, targetId: string) {
  let target = targetId;
  const targetState = findState(graph.root, target);
  if (target !== sourceId && isAncestor(target, sourceId) && targetState?.initialId)
    target = targetState.initialId;
  const sourceState = findState(graph.root, sourceId);
  const fromContainer = sourceState !== undefined && sourceState.children.length > 0;
  if (fromContainer && (target === sourceId || isAncestor(sourceId, target))) {
    const marker = anyStateId(sourceId);
    return { sourceId: marker, targetId: target === sourceId ? marker : target };
  }
  return { sourceId, targetId: target };
}

const isAncestor = (ancestorId: string, id: string) =>
  ancestorId === 'root' ? id !== 'root' : id.startsWith(`${ancestorId}.`);

/**
 * Leaving one state, only arrows with the very same label (event and guard) are bundled: the branches
 * of a result (`done: getUploadStatus [statusIsDone]`, `[statusIsFailed]`...) keep their own labels.
 */
function bundleKey(graph: MachineGraph, transition: Transition, side: 'in' | 'out'): string {
  if (side === 'out') return `out:${transition.sourceId}:${transition.label}`;
  const end = transition.targetId;
  const kind = isErrorState(graph, end) ? family(transition.eventType) : transition.eventType;
  return `in:${end}:${kind}`;
}

function bundleName(graph: MachineGraph, transition: Transition, side: 'in' | 'out'): string {
  if (side === 'out') return transition.label;
  if (isErrorState(graph, transition.targetId)) return family(transition.eventType);
  return transition.label.replace(/ \[.*\]$/, '');
}

/** `error` for every invoke's error, `after` for delays, `done` for results, else the event's prefix. */
function family(eventType: string): string {
  if (eventType.startsWith('xstate.error.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType === '') return 'always';
  return eventType;
}

function isErrorState(graph: MachineGraph, id: string): boolean {
  const state: GraphState | undefined = findState(graph.root, id);
  if (!state) return false;
  return state.tags.includes('error') || /^(failed|failure|error)$/i.test(state.path.at(-1) ?? '');
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
