/*
 * A laid-out diagram as a standalone SVG string: no <style>, no ids, no scripts (colours are attributes),
 * so the same text is a committed file, an <img>, or markup the inspector puts in the page next to
 * another diagram without clashes. Classes (`state`, `active`, `edge`, `taken`) and `data-state` are
 * hooks for the inspector; the highlight colours are already drawn so a static file shows them too.
 */
import type { TransitionRef } from './diagram-edges.ts';
import { fontSize, lineHeight, type DiagramLayout, type LaidOutEdge, type LaidOutNode } from './layout.ts';

export type Highlight = {
  /** State ids (`polling.checking`, ancestors included: see activeStateIds) to mark as current. */
  active?: readonly string[];
  /**
   * A transition taken: the state the machine was in (its leaf, or the state that handled the event)
   * and the event type; targetId tells guarded branches apart when known.
   */
  transition?: { sourceId: string; eventType: string; targetId?: string };
};

const colour = {
  text: '#1e293b',
  muted: '#475569',
  border: '#64748b',
  region: '#94a3b8',
  fill: ['#ffffff', '#f1f5f9', '#e2e8f0'],
  edge: '#475569',
  error: '#b42318',
  activeFill: '#dbeafe',
  active: '#1d4ed8',
} as const;
const fontFamily = "'DejaVu Sans', Verdana, 'Segoe UI', Arial, sans-serif";

export function renderDiagramSvg(layout: DiagramLayout, highlight: Highlight = {}): string {
  const active = new Set(highlight.active ?? []);
  const errorStates = new Set(layout.nodes.filter(isErrorNode).map((node) => node.id));
  const taken = (edge: LaidOutEdge) =>
    highlight.transition !== undefined &&
    edge.edge.transitions.some((ref) => matches(ref, highlight.transition!));
  // Highlighted arrows last, so they are drawn over the others they share a bus with.
  const edges = [...layout.edges].sort((a, b) => Number(taken(a)) - Number(taken(b)));
  const states = layout.nodes.filter((node) => node.kind === 'state').length;
  const transitions = layout.edges.filter((edge) => edge.edge.transitions.length > 0).length;
  const title = `Máquina ${layout.name}: ${states} estados, ${transitions} setas`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(layout.width)} ${n(layout.height)}" width="${n(layout.width)}" height="${n(layout.height)}" role="img" aria-label="${escape(title)}" font-family="${escape(fontFamily)}">`,
    `<title>${escape(title)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...layout.nodes.map((node) => renderNode(node, active.has(node.id))),
    ...edges.map((edge) => renderEdge(edge, taken(edge), errorStates.has(edge.edge.targetId))),
    '</svg>',
  ].join('\n');
}

function matches(ref: TransitionRef, wanted: NonNullable<Highlight['transition']>): boolean {
  const handledBy =
    ref.sourceId === wanted.sourceId ||
    ref.sourceId === 'root' ||
    wanted.sourceId.startsWith(`${ref.sourceId}.`);
  return (
    handledBy &&
    ref.eventType === wanted.eventType &&
    (wanted.targetId === undefined || ref.targetId === wanted.targetId)
  );
}

const isErrorNode = (node: LaidOutNode) =>
  node.tags.includes('error') || /^(failed|failure|error)$/i.test(node.name);

function renderNode(node: LaidOutNode, active: boolean): string {
  const { x, y, width, height } = node;
  if (node.kind === 'initial') {
    return `<circle class="initial" cx="${n(x + width / 2)}" cy="${n(y + height / 2)}" r="${n(width / 2)}" fill="${colour.text}"/>`;
  }
  if (node.kind === 'any') {
    return [
      `<g class="any-state">`,
      `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="#ffffff" stroke="${colour.region}" stroke-dasharray="3 3"/>`,
      text(x + width / 2, y + height / 2 + 4, node.name, fontSize.detail, colour.muted, 'middle', 'italic'),
      `</g>`,
    ].join('');
  }
  const stroke = active
    ? colour.active
    : isErrorNode(node)
      ? colour.error
      : node.region
        ? colour.region
        : colour.border;
  const fill = active
    ? colour.activeFill
    : node.region
      ? 'none'
      : colour.fill[Math.min(node.compound ? node.depth : 0, 2)];
  const classes = ['state', node.type ?? 'atomic', ...(active ? ['active'] : [])].join(' ');
  const parts = [
    `<g class="${classes}" data-state="${escape(node.id)}">`,
    `<title>${escape([node.id === 'root' ? node.name : node.id, node.description].filter(Boolean).join(' — '))}</title>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="8" fill="${fill}" stroke="${stroke}" stroke-width="${active ? 2.5 : 1.2}"${node.region ? ' stroke-dasharray="6 4"' : ''}/>`,
  ];
  if (node.type === 'final') {
    parts.push(
      `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(width - 6)}" height="${n(height - 6)}" rx="6" fill="none" stroke="${stroke}" stroke-width="1.2"/>`,
    );
  }
  // Boxes with contents carry their name at the top left, plain states centred.
  const anchor = node.compound ? 'start' : 'middle';
  const textX = node.compound ? x + 12 : x + width / 2;
  let lineY = y + 8 + lineHeight.name - 4;
  parts.push(text(textX, lineY, node.name, fontSize.name, colour.text, anchor, 'normal', 600));
  for (const line of node.details) {
    lineY += lineHeight.detail;
    parts.push(text(textX, lineY, line, fontSize.detail, colour.muted, anchor));
  }
  parts.push('</g>');
  return parts.join('');
}

function renderEdge(
  { edge, points, junctions, labels }: LaidOutEdge,
  taken: boolean,
  intoError: boolean,
): string {
  const stroke = taken ? colour.active : intoError ? colour.error : colour.edge;
  const width = taken ? 2.5 : 1.3;
  const classes = ['edge', ...(edge.bundle ? ['bundle'] : []), ...(taken ? ['taken'] : [])].join(' ');
  const description = edge.transitions
    .map((ref) => `${ref.sourceId} → ${ref.targetId}: ${ref.eventType || 'always'}`)
    .join('; ');
  const parts = [`<g class="${classes}">`];
  if (description) parts.push(`<title>${escape(description)}</title>`);
  for (const line of points) {
    parts.push(
      `<polyline points="${line.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"/>`,
    );
  }
  const last = points.at(-1);
  if (last && last.length >= 2) parts.push(arrowHead(last.at(-2)!, last.at(-1)!, stroke));
  for (const point of junctions) {
    parts.push(`<circle cx="${n(point.x)}" cy="${n(point.y)}" r="2.5" fill="${stroke}"/>`);
  }
  for (const label of labels) {
    parts.push(
      `<rect x="${n(label.x)}" y="${n(label.y)}" width="${n(label.width)}" height="${n(label.height)}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
    );
    label.lines.forEach((line, index) =>
      parts.push(
        text(
          label.x + 4,
          label.y + 2 + lineHeight.label * (index + 1) - 3,
          line,
          fontSize.label,
          taken ? colour.active : colour.text,
          'start',
        ),
      ),
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function arrowHead(from: { x: number; y: number }, to: { x: number; y: number }, fill: string): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const ux = (to.x - from.x) / length;
  const uy = (to.y - from.y) / length;
  const back = { x: to.x - ux * 9, y: to.y - uy * 9 };
  const left = { x: back.x - uy * 4.5, y: back.y + ux * 4.5 };
  const right = { x: back.x + uy * 4.5, y: back.y - ux * 4.5 };
  return `<polygon points="${[to, left, right].map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="${fill}"/>`;
}

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  style: 'normal' | 'italic' = 'normal',
  weight = 400,
): string {
  const extra = `${style === 'italic' ? ' font-style="italic"' : ''}${weight !== 400 ? ` font-weight="${weight}"` : ''}`;
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}" fill="${fill}" text-anchor="${anchor}"${extra}>${escape(content)}</text>`;
}

/** Rounded to a tenth: enough for a drawing, and the files do not change with float noise. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
