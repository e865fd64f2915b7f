import { afterEach, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { buildSupportBundle } from '../../../../src/devtools/inspector/bundle.ts';
import {
  actorRecorder,
  noteFailure,
  recordedActors,
  recordedFailures,
} from '../../../../src/devtools/inspector/recorder.ts';
import { now, setTimeSource } from '../../../../src/services/clock.ts';

// Far from any real date, so a stamp taken from Date.now() instead of the machines' clock cannot pass.
const clockStart = Date.parse('2031-03-04T05:06:07.000Z');
const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

describe('the flight recorder reads the machines clock', () => {
  let restoreClock = () => {};
  afterEach(() => {
    restoreClock();
    recordedActors.clear();
    recordedFailures.length = 0;
  });

  it('stamps every step, every failure and the bundle with it', () => {
    let ticks = 0;
    restoreClock = setTimeSource(() => clockStart + 1000 * ticks++);
    const actor = createActor(toggle, { inspect: actorRecorder }).start();
    actor.send({ type: 'flip' });
    expect(() => noteFailure('GET', '/api/meetings')(new Error('offline'))).toThrow('offline');

    const [recorded] = recordedActors.values();
    expect(recorded?.steps.map((step) => [step.event.type, step.at])).toEqual([
      ['xstate.init', clockStart],
      ['flip', clockStart + 1000],
    ]);
    expect(recordedFailures.map((failure) => failure.at)).toEqual([clockStart + 2000]);
    const bundle = buildSupportBundle({
      appVersion: 'test',
      route: '/meetings',
      actors: recordedActors.values(),
      failures: recordedFailures,
      describe: () => 'Sem conexão.',
    });
    expect(bundle.createdAt).toBe('2031-03-04T05:06:10.000Z');
    expect(bundle.actors[0]?.steps.map((step) => step.at)).toEqual([
      '2031-03-04T05:06:07.000Z',
      '2031-03-04T05:06:08.000Z',
    ]);
    actor.stop();
  });

  it('a moved clock goes back to the source it replaced when restored', () => {
    restoreClock = setTimeSource(() => clockStart);
    const restoreInner = setTimeSource(() => clockStart + 1);
    expect(now()).toBe(clockStart + 1);
    restoreInner();
    expect(now()).toBe(clockStart);
  });

  it('keeps the running actors when it makes room: the session outlives any number of pages and requests', () => {
    const session = createActor(toggle, { inspect: actorRecorder }).start();
    session.send({ type: 'flip' });
    for (let index = 0; index < 200; index++) createActor(toggle, { inspect: actorRecorder }).start().stop();
    const running = createActor(toggle, { inspect: actorRecorder }).start();

    expect(recordedActors.size).toBe(80);
    expect(recordedActors.get(session.sessionId)?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'flip',
    ]);
    expect(recordedActors.has(running.sessionId)).toBe(true);
    session.stop();
    running.stop();
  });
});
