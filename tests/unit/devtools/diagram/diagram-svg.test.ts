import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { activeStateIds, machineDiagramSvg } from '../../../../src/devtools/diagram/index.ts';

const machine = createMachine({
  id: 'traffic',
  initial: 'green',
  states: {
    green: { on: { TIMER: 'yellow' } },
    yellow: { on: { TIMER: 'red' } },
    red: {
      initial: 'walk',
      on: { TIMER: 'green' },
      states: { walk: { on: { COUNTDOWN: 'wait' } }, wait: {} },
    },
    off: { type: 'final' },
  },
});

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('machineDiagramSvg', () => {
  it('is a valid standalone SVG with a title for assistive technology', async () => {
    const document = parse(await machineDiagramSvg(machine));
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('role')).toBe('img');
    expect(root.querySelector(':scope > title')?.textContent).toBe('Máquina traffic: 6 estados, 4 setas');
    // No ids and no <style>: two diagrams on one page cannot clash.
    expect(root.querySelectorAll('[id], style')).toHaveLength(0);
  });

  it('marks the active states and the transition taken', async () => {
    const document = parse(
      await machineDiagramSvg(machine, {
        active: activeStateIds({ red: 'wait' }),
        transition: { sourceId: 'red.walk', eventType: 'COUNTDOWN' },
      }),
    );
    const active = [...document.querySelectorAll('g.state.active')].map((node) =>
      node.getAttribute('data-state'),
    );
    expect(active).toEqual(['red', 'red.wait']);
    expect(document.querySelector('g.state[data-state="green"]')?.classList.contains('active')).toBe(false);
    const taken = [...document.querySelectorAll('g.edge.taken > title')].map((title) => title.textContent);
    expect(taken).toEqual(['red.walk → red.wait: COUNTDOWN']);
  });

  it('finds a transition handled by an ancestor of the state the machine was in', async () => {
    const document = parse(
      await machineDiagramSvg(machine, { transition: { sourceId: 'red.wait', eventType: 'TIMER' } }),
    );
    expect([...document.querySelectorAll('g.edge.taken > title')].map((title) => title.textContent)).toEqual([
      'red → green: TIMER',
    ]);
  });

  it('draws the same text every time', async () => {
    expect(await machineDiagramSvg(machine)).toBe(await machineDiagramSvg(machine));
  });
});

describe('activeStateIds', () => {
  it('lists every state of a snapshot value, ancestors included', () => {
    expect(activeStateIds('green')).toEqual(['green']);
    expect(activeStateIds({ sending: { upload: 'a', log: 'b' } })).toEqual([
      'sending',
      'sending.upload',
      'sending.upload.a',
      'sending.log',
      'sending.log.b',
    ]);
  });
});
