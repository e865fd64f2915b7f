import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleToTest, machineModules } from '../../scripts/bundle-to-test.ts';
import { parseSupportBundle, type SupportBundle } from '../../src/devtools/inspector/bundle.ts';
import { machinesById } from '../../src/devtools/inspector/machines.ts';
import { loginMachine } from '../../src/machines/auth/login/login.machine.ts';
import { meetingListMachine } from '../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import { signInChallengeMachine } from '../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import { now } from '../../src/services/clock.ts';
import { replay, type RecordedStep } from './incidents/replay.ts';

const incidents = path.resolve(import.meta.dirname, 'incidents');
const bundleFile = path.join(incidents, 'login-totp.bundle.json');
const outFile = path.join(incidents, 'login-totp.replay.test.ts');

function recorded(): SupportBundle {
  const bundle = parseSupportBundle(readFileSync(bundleFile, 'utf8'));
  if (!bundle) throw new Error('the recorded bundle no longer parses');
  return bundle;
}

const stepsOf = (bundle: SupportBundle, machineId: string): RecordedStep[] =>
  bundle.actors
    .find((actor) => actor.machineId === machineId)!
    .steps.map(({ at, event, value }) => ({ at, event, value }));
const loginSteps = (bundle: SupportBundle) => stepsOf(bundle, 'login');

describe('scripts/bundle-to-test.ts', () => {
  it('writes, from the recorded bundle (tests/e2e/inspector/inspector.spec.ts), the replay test committed beside it', async () => {
    expect(await bundleToTest(recorded(), { bundleFile, outFile })).toBe(readFileSync(outFile, 'utf8'));
  });

  it('replays the TOTP sign-in on the login machine and its challenge through the recorded states', () => {
    const steps = loginSteps(recorded());
    expect(steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'credentials.submit',
      'xstate.done.actor.signIn',
      'xstate.done.actor.challenge',
    ]);
    expect(replay(loginMachine, steps)).toEqual([{ editing: 'ready' }, 'signingIn', 'challenge', 'signedIn']);

    const challengeSteps = stepsOf(recorded(), 'signInChallenge');
    expect(challengeSteps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'code.submit',
      'xstate.done.actor.confirmSignIn',
    ]);
    expect(replay(signInChallengeMachine, challengeSteps)).toEqual([
      { step: 'code' },
      { step: 'answering' },
      'signedIn',
    ]);
  });

  it('makes a test that fails when the machine no longer takes the recorded path', () => {
    const steps = stepsOf(recorded(), 'signInChallenge');
    // The identity provider asked for an e-mail code after the TOTP one: the machine goes elsewhere than recorded.
    const changed = steps.map((step) =>
      step.event.type === 'xstate.done.actor.confirmSignIn'
        ? { ...step, event: { ...step.event, output: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } } }
        : step,
    );
    expect(replay(signInChallengeMachine, changed)).not.toEqual(steps.map((step) => step.value));
  });

  describe('the clock', () => {
    afterEach(() => vi.useRealTimers());
    // Recorded on 2026-11-23 with meetings scheduled for the 24th to the 26th: the list's poll found no bot
    // at work. Any later day they have started, and a list that read today's date would refresh them.
    const meetingListSteps = () => stepsOf(recorded(), 'meetingList');
    const recordedValues = (steps: RecordedStep[]) => steps.map((step) => step.value);

    it.each(['2026-11-23T21:41:00Z', '2027-06-01T12:00:00Z', '2031-01-01T00:00:00Z'])(
      'replays the meeting list on its recorded times whatever the date (today %s)',
      (today) => {
        vi.useFakeTimers({ now: new Date(today), toFake: ['Date'] });
        const steps = meetingListSteps();
        expect(steps.at(-1)?.event.type).toBe('xstate.after.statusPoll.meetingList.ready.idle');
        expect(replay(meetingListMachine, steps)).toEqual(recordedValues(steps));
        expect(now()).toBe(Date.parse(today));
      },
    );

    it('decides by the recorded time: the same poll a week later refreshes the started meetings', () => {
      const weekLater = (at: string) => new Date(Date.parse(at) + 7 * 24 * 3_600_000).toISOString();
      const steps = meetingListSteps().map((step) => ({ ...step, at: weekLater(step.at) }));
      expect(replay(meetingListMachine, steps).at(-1)).toEqual({ ready: 'refreshingStatuses' });
    });
  });

  it('leaves out, and names, a machine whose recording lost its start; refuses a bundle with none left', async () => {
    const bundle = recorded();
    const truncated = {
      ...bundle,
      actors: bundle.actors.map((actor) =>
        actor.machineId === 'login' ? { ...actor, steps: actor.steps.slice(2) } : actor,
      ),
    };
    const text = await bundleToTest(truncated, { bundleFile, outFile });
    expect(text).toContain('Left out (their recordings lost their start): login (login).');
    expect(text).not.toContain('loginMachine');
    await expect(bundleToTest(truncated, { bundleFile, outFile, machines: ['login'] })).rejects.toThrow(
      'no machine whose recording begins with its start',
    );
  });

  it('finds the module of every machine the inspector knows', () => {
    expect([...machineModules().keys()].sort()).toEqual([...machinesById.keys()].sort());
  });
});
