import { createActor, createMachine, fromPromise, type AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import {
  googleCallbackActors,
  type GoogleReturn,
} from '../../src/machines/google-calendar-callback/actors.ts';
import { googleCalendarCallbackMachine } from '../../src/machines/google-calendar-callback/google-calendar-callback.machine.ts';
import { googleCalendarMessages } from '../../src/services/api/schemas/calendar-google.ts';
import { HttpError } from '../../src/services/http-error.ts';
import { runModel, type ActorFixtures } from './support/model-run.ts';

/** The model walks the machine from its initial state, which this machine builds from input: fix it. */
function startingWith(machine: AnyStateMachine, context: object): AnyStateMachine {
  const fixed = createMachine({ ...machine.config, context });
  return fixed.provide(machine.implementations as Parameters<typeof fixed.provide>[0]);
}

/** The error the real actor throws for a return it refuses before any request (its class tells them apart). */
function refusalOf(googleReturn: GoogleReturn): Promise<unknown> {
  return new Promise((resolve) => {
    const actor = createActor(googleCallbackActors.exchangeCode, { input: googleReturn });
    actor.subscribe({ error: resolve });
    actor.start();
  });
}
const consentRefused = await refusalOf({ code: null, state: 's', error: 'access_denied' });
const incomplete = await refusalOf({ code: null, state: null, error: null });

const fixtures = {
  exchangeCode: {
    done: [{ kind: 'google', accountEmail: 'lucas@gmail.example' }],
    error: [
      consentRefused,
      incomplete,
      new HttpError(400, 'Bad Request', {
        body: { status: 400, title: 'Bad Request', message: googleCalendarMessages.stateMismatch },
      }),
      new HttpError('FETCH_ERROR', 'Failed to fetch'),
    ],
  },
  goToConsentPage: { done: [], error: [new HttpError(503, 'HTTP 503')] },
} satisfies ActorFixtures<typeof googleCallbackActors>;

it('google calendar callback: every state and transition, replayed on a real actor', async () => {
  const machine = startingWith(googleCalendarCallbackMachine, {
    googleReturn: { code: '4/0Acode', state: 's1', error: null },
    account: null,
    error: null,
  });
  await runModel({
    name: 'googleCalendarCallback',
    machine,
    createSut: () =>
      createActor(
        machine.provide({
          actors: {
            exchangeCode: fromPromise(() => new Promise<never>(() => {})),
            goToConsentPage: fromPromise(() => new Promise<void>(() => {})),
          },
        }),
      ).start(),
    userEvents: [{ type: 'retry' }],
    fixtures,
    invariants: {
      exchanging: (actual) => expect(actual.hasTag('busy')).toBe(true),
      connected: (actual) => {
        expect(actual.status).toBe('done');
        expect(actual.context.account).toBe('lucas@gmail.example');
      },
      refused: (actual) => expect(actual.context.error).toBeNull(),
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.error).not.toBeNull();
      },
      redirecting: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.error).toBeNull();
      },
    },
  });
});
