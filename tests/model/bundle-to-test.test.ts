import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleToTest, machineModules } from '../../scripts/bundle-to-test.ts';
import { parseSupportBundle, type SupportBundle } from '../../src/devtools/inspector/bundle.ts';
import { machinesById } from '../../src/devtools/inspector/machines.ts';
import { loginMachine } from '../../src/machines/login/login.machine.ts';
import { replay } from './incidents/replay.ts';

const incidents = path.resolve(import.meta.dirname, 'incidents');
const bundleFile = path.join(incidents, 'login-totp.bundle.json');
const outFile = path.join(incidents, 'login-totp.replay.test.ts');

function recorded(): SupportBundle {
  const bundle = parseSupportBundle(readFileSync(bundleFile, 'utf8'));
  if (!bundle) throw new Error('the recorded bundle no longer parses');
  return bundle;
}

const loginSteps = (bundle: SupportBundle) =>
  bundle.actors
    .find((actor) => actor.machineId === 'login')!
    .steps.map(({ event, value }) => ({ event, value }));

describe('scripts/bundle-to-test.ts', () => {
  it('writes, from the recorded bundle (tests/e2e/inspector.spec.ts), the replay test committed beside it', async () => {
    expect(await bundleToTest(recorded(), { bundleFile, outFile })).toBe(readFileSync(outFile, 'utf8'));
  });

  it('replays the TOTP sign-in on the login machine through the recorded states', () => {
    const steps = loginSteps(recorded());
    expect(steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'credentials.submit',
      'xstate.done.actor.signIn',
      'code.submit',
      'xstate.done.actor.confirmSignIn',
    ]);
    expect(replay(loginMachine, steps)).toEqual([
      { editing: 'ready' },
      'signingIn',
      { challenge: 'totpCode' },
      { challenge: 'answering' },
      'signedIn',
    ]);
  });

  it('makes a test that fails when the machine no longer takes the recorded path', () => {
    const steps = loginSteps(recorded());
    // The identity provider asked for an e-mail code instead: the machine goes elsewhere than recorded.
    const changed = steps.map((step) =>
      step.event.type === 'xstate.done.actor.signIn'
        ? { ...step, event: { ...step.event, output: { signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' } } }
        : step,
    );
    expect(replay(loginMachine, changed)).not.toEqual(steps.map((step) => step.value));
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
