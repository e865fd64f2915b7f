import { createMachine, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  ConsentRefused,
  IncompleteReturn,
  type calendarCallbackActors,
} from '../../../src/machines/calendar/calendar-callback/actors.ts';
import { calendarCallbackMachine } from '../../../src/machines/calendar/calendar-callback/calendar-callback.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { callbackCases } from './calendar-callback.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = fromPromise(() => new Promise<never>(() => {}));

describe.each(callbackCases)('calendarCallback ($kind)', (c) => {
  it('every state and transition, replayed on a real actor', async () => {
    const fixtures = {
      exchangeCode: {
        done: [c.connected],
        error: [
          new ConsentRefused(),
          new IncompleteReturn('no code'),
          c.stateMismatchError,
          new HttpError('FETCH_ERROR', 'Failed to fetch'),
        ],
      },
      goToConsentPage: { done: [], error: [new HttpError(503, 'HTTP 503')] },
    } satisfies ActorFixtures<typeof calendarCallbackActors>;

    // The model walks the machine from its initial state, which this machine builds from input: fix it.
    const modelled = createMachine(
      {
        ...calendarCallbackMachine.config,
        context: { kind: c.kind, providerReturn: c.codeAndState, account: null, failure: null },
      } as unknown as Parameters<typeof createMachine>[0],
      calendarCallbackMachine.implementations as Parameters<typeof createMachine>[1],
    );

    await runModel({
      name: `calendarCallback (${c.kind})`,
      machine: modelled,
      sut: modelled.provide({ actors: { exchangeCode: never, goToConsentPage: never } }),
      userEvents: [{ type: 'retry' }],
      fixtures,
      invariants: {
        exchanging: (actual) => expect(actual.hasTag('busy')).toBe(true),
        connected: (actual) => {
          expect(actual.status).toBe('done');
          expect(actual.context.account).toBe(c.connected.accountEmail);
        },
        refused: (actual) => expect(actual.context.failure).toBeNull(),
        failed: (actual) => {
          expect(actual.hasTag('error')).toBe(true);
          expect(actual.context.failure).not.toBeNull();
          expect(actual.context.kind).toBe(c.kind);
        },
        redirecting: (actual) => {
          expect(actual.hasTag('busy')).toBe(true);
          expect(actual.context.failure).toBeNull();
        },
      },
    });
  }, 60_000);
});
