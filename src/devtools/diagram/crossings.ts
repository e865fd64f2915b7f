/*
 * How many times arrows cross in a laid-out diagram: the number the readability of the upload and
 * login drawings is judged by (with the size of their text on screen), and a test keeps low.
 * Arrows of one bundle share their bus on purpose and are not counted against each other.
 */
import type { DiagramLayout } from './layout.ts';

type Point = { x: number; y: number };
type Segment = { from: Point; to: Point; group: string };

export function edgeCrossings(layout: DiagramLayout): number {
  const segments: Segment[] = layout.edges.flatMap(({ edge, points }) =>
    points.flatMap((line) =>
      line.slice(1).map((to, index) => ({ from: line[index]!, to, group: edge.bundle?.id ?? edge.id })),
    ),
  );
  // A bundle's arrows run on top of each other along its bus: where the bus crosses an arrow, that is
  // one crossing on screen, not one per member.
  const crossings = new Set<string>();
  for (const [index, a] of segments.entries()) {
    for (const b of segments.slice(index + 1)) {
      if (a.group === b.group || !properlyCross(a, b)) continue;
      const at = intersection(a, b);
      crossings.add(`${[a.group, b.group].sort().join('|')}@${Math.round(at.x)},${Math.round(at.y)}`);
    }
  }
  return crossings.size;
}

function intersection(a: Segment, b: Segment): Point {
  const d = (a.to.x - a.from.x) * (b.to.y - b.from.y) - (a.to.y - a.from.y) * (b.to.x - b.from.x);
  const t = ((b.from.x - a.from.x) * (b.to.y - b.from.y) - (b.from.y - a.from.y) * (b.to.x - b.from.x)) / d;
  return { x: a.from.x + t * (a.to.x - a.from.x), y: a.from.y + t * (a.to.y - a.from.y) };
}

/** Two segments cross when each one's ends lie strictly on both sides of the other (touching is not crossing). */
function properlyCross(a: Segment, b: Segment): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return (
    side(a.from, a.to, b.from) * side(a.from, a.to, b.to) < 0 &&
    side(b.from, b.to, a.from) * side(b.from, b.to, a.to) < 0
  );
}
