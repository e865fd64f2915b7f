import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiagramLayout } from '../../../../src/devtools/diagram/index.ts';
import { DiagramViewport } from '../../../../src/devtools/inspector/views/DiagramViewport.tsx';
import { renderView } from '../../views/support/render-app.tsx';

const layout = {
  name: 'm',
  width: 400,
  height: 200,
  nodes: [
    {
      id: 'idle',
      kind: 'state',
      name: 'idle',
      details: [],
      tags: [],
      region: false,
      compound: false,
      depth: 1,
      x: 10,
      y: 10,
      width: 80,
      height: 40,
    },
  ],
  edges: [],
} as unknown as DiagramLayout;

const scaleOf = (element: HTMLElement) => Number(/scale\(([\d.]+)\)/.exec(element.style.transform)?.[1]);

describe('the diagram viewport', () => {
  it('follows the current state until a person moves the diagram, and again when asked', async () => {
    const user = userEvent.setup();
    renderView(<DiagramViewport layout={layout} svg="<svg></svg>" focusIds={['idle']} />);
    const follow = await screen.findByRole('button', { name: 'Seguir o estado atual' });
    const frame = screen.getByRole('region', { name: 'Diagrama' });
    const drawing = frame.firstElementChild as HTMLElement;
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    const before = scaleOf(drawing);

    // The keyboard zooms: the diagram stops following.
    fireEvent.keyDown(frame, { key: '+' });
    expect(scaleOf(drawing)).toBeCloseTo(before * 1.25);
    expect(follow.getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Afastar' }));
    expect(scaleOf(drawing)).toBeCloseTo(before);

    await user.click(follow);
    expect(follow.getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves Esc to the dialog when no glide is under way', () => {
    renderView(<DiagramViewport layout={layout} svg="<svg></svg>" focusIds={['idle']} />);
    const frame = screen.getByRole('region', { name: 'Diagrama' });
    // A cancelled keydown would keep the dialog from closing.
    expect(fireEvent.keyDown(frame, { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(frame, { key: '0' })).toBe(false);
  });
});
