import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { diagramEdges } from '../../../../src/devtools/diagram/diagram-edges.ts';
import { machineGraph } from '../../../../src/devtools/diagram/machine-graph.ts';

const nested = createMachine({
  id: 'nested',
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      on: { RESET: '.ready' },
      states: { ready: { on: { SUBMIT: '#nested.sending', CHECK: 'checked' } }, checked: {} },
    },
    sending: {
      type: 'parallel',
      states: { upload: { initial: 'a', states: { a: {} } }, log: { initial: 'b', states: { b: {} } } },
    },
    done: { type: 'final' },
  },
});

describe('machineGraph', () => {
  it('keeps nested, parallel and final states with their initial states', () => {
    const graph = machineGraph('nested', nested);
    expect(graph.root.children.map((state) => [state.id, state.type])).toEqual([
      ['editing', 'compound'],
      ['sending', 'parallel'],
      ['done', 'final'],
    ]);
    expect(graph.root.initialId).toBe('editing');
    expect(graph.root.children[0]!.initialId).toBe('editing.ready');
    expect(graph.root.children[1]!.children.map((region) => region.id)).toEqual([
      'sending.upload',
      'sending.log',
    ]);
  });

  it('draws a transition a state takes into its own contents from an "any state" marker inside it', () => {
    const edges = diagramEdges(machineGraph('nested', nested));
    expect(edges).toContainEqual(
      expect.objectContaining({ sourceId: 'editing::any', targetId: 'editing.ready', lines: ['RESET'] }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({ sourceId: 'editing.ready', targetId: 'sending', lines: ['SUBMIT'] }),
    );
  });
});

const work = fromPromise(async () => 'ok');
const flow = setup({ actors: { work }, guards: { isSlow: () => false } }).createMachine({
  id: 'flow',
  initial: 'one',
  states: {
    one: { invoke: { src: 'work', onDone: 'two', onError: 'failed' }, on: { CANCEL: 'cancelled' } },
    two: { invoke: { src: 'work', onDone: 'three', onError: 'failed' }, on: { CANCEL: 'cancelled' } },
    three: {
      invoke: { src: 'work', onDone: 'four', onError: 'failed' },
      on: { CANCEL: 'cancelled', SKIP: [{ target: 'four', guard: 'isSlow' }, { target: 'four' }] },
    },
    four: { invoke: { src: 'work', onError: 'failed' }, on: { CANCEL: 'cancelled' } },
    failed: { tags: ['error'], on: { RETRY: 'one' } },
    cancelled: { type: 'final' },
  },
});

describe('diagramEdges', () => {
  const edges = diagramEdges(machineGraph('flow', flow));

  it('bundles the errors of every state into the error state as one labelled bus', () => {
    const errors = edges.filter((edge) => edge.targetId === 'failed');
    expect(errors.map((edge) => edge.sourceId)).toEqual(['one', 'two', 'three', 'four']);
    expect(new Set(errors.map((edge) => edge.bundle?.id)).size).toBe(1);
    expect(errors[0]!.bundle).toMatchObject({ side: 'in', labels: 'once' });
    expect(errors.map((edge) => edge.lines)).toEqual([['error (4 estados)'], [], [], []]);
    // Each member still names the transition it stands for, for the inspector's highlight.
    expect(errors[1]!.transitions).toEqual([
      { sourceId: 'two', eventType: 'xstate.error.actor.0.flow.two', targetId: 'failed' },
    ]);
  });

  it('bundles one event sent from many states to one state', () => {
    const cancels = edges.filter((edge) => edge.targetId === 'cancelled');
    expect(cancels).toHaveLength(4);
    expect(cancels[0]!.lines).toEqual(['CANCEL (4 estados)']);
  });

  it('merges transitions between the same two states into one arrow, one line each', () => {
    expect(edges.filter((edge) => edge.sourceId === 'three' && edge.targetId === 'four')).toEqual([
      expect.objectContaining({ lines: ['SKIP [isSlow]', 'SKIP', 'done: 0.flow.three'] }),
    ]);
  });

  it('numbers the arrows in the order of the machine', () => {
    expect(edges.map((edge) => edge.id)).toEqual(edges.map((_, index) => `edge-${index}`));
  });
});
