import { describe, expect, it } from 'vitest';
import type { DiagramLayout } from '../../../../src/devtools/diagram/index.ts';
import {
  fitView,
  focusScaleLimit,
  focusView,
  leafIds,
  type View,
} from '../../../../src/devtools/inspector/views/viewport.ts';

const box = (id: string, x: number, y: number, width = 100, height = 40) => ({
  id,
  kind: 'state' as const,
  name: id,
  details: [],
  tags: [],
  region: false,
  compound: false,
  depth: 1,
  x,
  y,
  width,
  height,
});

const layout = {
  name: 'm',
  width: 2000,
  height: 1000,
  nodes: [box('idle', 20, 20), box('busy', 1800, 900), box('busy.a', 1500, 500), box('busy.b', 1700, 520)],
  edges: [],
} as unknown as DiagramLayout;

const frame = { width: 800, height: 500 };
const onScreen = (view: View, node: { x: number; y: number; width: number; height: number }) => ({
  left: view.x + view.k * node.x,
  top: view.y + view.k * node.y,
  right: view.x + view.k * (node.x + node.width),
  bottom: view.y + view.k * (node.y + node.height),
});
const inside = (rect: ReturnType<typeof onScreen>) =>
  rect.left >= 0 && rect.top >= 0 && rect.right <= frame.width && rect.bottom <= frame.height;

describe('the diagram viewport', () => {
  it('fits the whole diagram in the frame, centred, never magnified', () => {
    const view = fitView(layout, frame);
    expect(inside(onScreen(view, { x: 0, y: 0, width: 2000, height: 1000 }))).toBe(true);
    expect(view.k).toBeCloseTo((800 - 48) / 2000);
    expect(fitView({ ...layout, width: 100, height: 50 } as DiagramLayout, frame).k).toBe(1);
  });

  it('centres the current state, zoomed in no further than the limit, inside the frame', () => {
    const view = focusView(layout, ['busy'], frame);
    expect(view.k).toBe(focusScaleLimit);
    expect(inside(onScreen(view, layout.nodes[1]!))).toBe(true);
    const rect = onScreen(view, layout.nodes[1]!);
    expect((rect.left + rect.right) / 2).toBeCloseTo(400);
    expect((rect.top + rect.bottom) / 2).toBeCloseTo(250);
  });

  it('keeps every current state of parallel regions in view at once', () => {
    const view = focusView(layout, ['idle', 'busy'], frame);
    expect(inside(onScreen(view, layout.nodes[0]!))).toBe(true);
    expect(inside(onScreen(view, layout.nodes[1]!))).toBe(true);
  });

  it('falls back to the whole diagram when no state is known', () => {
    expect(focusView(layout, ['gone'], frame)).toEqual(fitView(layout, frame));
  });

  it('focuses the innermost states: their parents are implied', () => {
    expect(leafIds(['busy', 'busy.a', 'busy.b', 'idle'])).toEqual(['busy.a', 'busy.b', 'idle']);
  });
});
