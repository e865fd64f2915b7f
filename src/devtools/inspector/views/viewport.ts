/*
 * Where the diagram sits in its frame: a scale and an offset (screen = scale × diagram + offset), the shape
 * of d3-zoom's transform. Pure arithmetic over the laid-out boxes, so it is the same in a test as on screen.
 */
import type { DiagramLayout } from '../../diagram/index.ts';

export type Size = { width: number; height: number };
export type View = { k: number; x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

/** Room left around what is shown, in screen pixels. */
const margin = 24;
/** Closest a focus zooms: state names stay readable without one box filling the frame. */
export const focusScaleLimit = 1.25;
/** Zoom limits for people, relative to 1:1. */
export const scaleExtent: [number, number] = [0.05, 4];

function centred(box: Box, frame: Size, k: number): View {
  return {
    k,
    x: frame.width / 2 - k * (box.x + box.width / 2),
    y: frame.height / 2 - k * (box.y + box.height / 2),
  };
}

const scaleToShow = (box: Box, frame: Size) =>
  Math.min(
    (frame.width - 2 * margin) / Math.max(box.width, 1),
    (frame.height - 2 * margin) / Math.max(box.height, 1),
  );

/** The whole diagram, as large as the frame allows but never magnified. */
export function fitView(layout: DiagramLayout, frame: Size): View {
  const whole = { x: 0, y: 0, width: layout.width, height: layout.height };
  return centred(whole, frame, Math.max(Math.min(scaleToShow(whole, frame), 1), scaleExtent[0]));
}

/**
 * The given states (the current leaves; several in parallel regions) centred and as large as fits, up to
 * focusScaleLimit: every one of them lies inside the frame. With none, the whole diagram.
 */
export function focusView(layout: DiagramLayout, stateIds: readonly string[], frame: Size): View {
  const boxes = layout.nodes.filter((node) => node.kind === 'state' && stateIds.includes(node.id));
  if (boxes.length === 0) return fitView(layout, frame);
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  const union = { x: left, y: top, width: right - left, height: bottom - top };
  const k = Math.max(Math.min(scaleToShow(union, frame), focusScaleLimit), scaleExtent[0]);
  return centred(union, frame, k);
}

/** The innermost of the active state ids (`polling`, `polling.checking` → `polling.checking`). */
export const leafIds = (ids: readonly string[]): string[] =>
  ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
