import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedirectReport } from '../../../../../src/machines/auth/sso/actors.ts';
import {
  selectCallbackEmail,
  selectCallbackFailure,
  selectCallbackIsWaiting,
} from '../../../../../src/machines/auth/sso/selectors.ts';
import { ssoCallbackMachine } from '../../../../../src/machines/auth/sso/sso-callback.machine.ts';
import { namedError } from '../../../../model/fixtures.ts';

let started: ActorRefFrom<typeof ssoCallbackMachine>[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
  vi.useRealTimers();
});

function startWaiting(reports: RedirectReport[] = []) {
  const machine = ssoCallbackMachine.provide({
    actors: {
      redirectOutcome: fromCallback<RedirectReport>(({ sendBack }) => {
        for (const report of reports) sendBack(report);
      }),
    },
    delays: { redirectTimeout: 1_000 },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor };
}

describe('sso callback: waiting', () => {
  it('waits, busy, for the redirect outcome', () => {
    const { actor } = startWaiting();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectCallbackIsWaiting(actor.getSnapshot())).toBe(true);
  });

  it('keeps the e-mail that came back as custom state', () => {
    const { actor } = startWaiting([
      { type: 'redirect.customState', state: 'carla.mendes@empresa-sso.com.br' },
    ]);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectCallbackEmail(actor.getSnapshot())).toBe('carla.mendes@empresa-sso.com.br');
  });

  it('ends signed in when Amplify finished the code exchange (the session hears it from the identity service)', () => {
    const { actor } = startWaiting([{ type: 'redirect.signedIn' }]);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the federated error in Portuguese when the flow failed (cancelled at the provider)', () => {
    const { actor } = startWaiting([
      { type: 'redirect.failed', error: namedError('OAuthSignInException', 'User cancelled login') },
    ]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectCallbackFailure(actor.getSnapshot())).toEqual({
      key: 'sso:errors.cancelled',
      status: 'OAuthSignInException',
      detail: null,
    });
  });

  it('gives up when no flow reports within the timeout (an old or typed address)', () => {
    vi.useFakeTimers();
    const { actor } = startWaiting();
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectCallbackFailure(actor.getSnapshot())?.key).toBe('sso:errors.noRedirect');
  });
});

it('the callback machine ignores sign-in outcomes once it has failed', () => {
  const { actor } = startWaiting([{ type: 'redirect.failed', error: new Error('x') }]);
  actor.send({ type: 'redirect.signedIn' });
  expect(actor.getSnapshot().value).toBe('failed');
});

it('fails visibly when listening for the outcome fails', () => {
  const machine = ssoCallbackMachine.provide({
    actors: {
      redirectOutcome: fromCallback<RedirectReport>(() => {
        throw new Error('Hub unavailable');
      }),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  expect(actor.getSnapshot().value).toBe('failed');
  expect(selectCallbackFailure(actor.getSnapshot())?.key).toBe('sso:errors.generic');
});
