import { createActor, createMachine, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import type { RedirectReport, ssoActors, ssoCallbackActors } from '../../../src/machines/auth/sso/actors.ts';
import { ssoCallbackMachine } from '../../../src/machines/auth/sso/sso-callback.machine.ts';
import { ssoMachine } from '../../../src/machines/auth/sso/sso.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { namedError } from '../fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

/** The model walks the machine from its initial state, which these machines build from input: fix it. */
function startingWith(machine: AnyStateMachine, context: object): AnyStateMachine {
  const fixed = createMachine({ ...machine.config, context });
  return fixed.provide(machine.implementations as Parameters<typeof fixed.provide>[0]);
}

const carla = 'carla.mendes@empresa-sso.com.br';

const ssoFixtures = {
  findProvider: {
    done: ['CorpDemo', null],
    error: [new HttpError('FETCH_ERROR', 'Failed to fetch'), new HttpError(500, 'HTTP 500')],
  },
  redirectToProvider: {
    done: [undefined],
    error: [namedError('UserAlreadyAuthenticatedException', 'There is already a signed in user.')],
  },
} satisfies ActorFixtures<typeof ssoActors>;

it('sso: every state and transition, replayed on a real actor', async () => {
  const machine = startingWith(ssoMachine, { email: '', provider: null, failure: null });
  await runModel({
    name: 'sso',
    machine,
    sut: machine.provide({
      actors: {
        findProvider: fromPromise(() => new Promise<string | null>(() => {})),
        redirectToProvider: fromPromise(() => new Promise<void>(() => {})),
      },
    }),
    userEvents: [{ type: 'email.submit', email: carla }],
    fixtures: ssoFixtures,
    invariants: {
      editing: (actual) => expect(actual.hasTag('busy')).toBe(false),
      lookingUp: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.failure).toBeNull();
      },
      redirecting: (actual) => expect(actual.context.provider).toBe('CorpDemo'),
      redirected: (actual) => {
        expect(actual.status).toBe('done');
        expect(actual.hasTag('busy')).toBe(true);
      },
    },
  });
});

// The session stands in as an actor that accepts anything; the model and the replay share it.
const session = createActor(fromCallback(() => {})).start();

const callbackFixtures = {
  redirectOutcome: { done: [], error: [new Error('Hub unavailable')] },
} satisfies ActorFixtures<typeof ssoCallbackActors>;

const reports: RedirectReport[] = [
  { type: 'redirect.customState', state: carla },
  { type: 'redirect.signedIn' },
  { type: 'redirect.failed', error: namedError('OAuthSignInException', 'User cancelled login') },
];

it('sso callback: every state and transition, replayed on a real actor', async () => {
  const machine = startingWith(ssoCallbackMachine, { session, email: null, failure: null });
  await runModel({
    name: 'ssoCallback',
    machine,
    sut: machine.provide({ actors: { redirectOutcome: fromCallback(() => {}) } }),
    userEvents: reports,
    fixtures: callbackFixtures,
    invariants: {
      waiting: (actual) => expect(actual.hasTag('busy')).toBe(true),
      signedIn: (actual) => expect(actual.status).toBe('done'),
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.failure).not.toBeNull();
      },
    },
  });
});
