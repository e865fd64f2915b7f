import { createActor, createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { outlookCallbackActors } from '../../src/machines/outlook-calendar-callback/actors.ts';
import { outlookCalendarCallbackMachine } from '../../src/machines/outlook-calendar-callback/outlook-calendar-callback.machine.ts';
import {
  codeAndState,
  consentRefused,
  incompleteReturn,
  outlookConnected,
  stateMismatchError,
} from './outlook-calendar-callback.fixtures.ts';
import { runModel, type ActorFixtures } from './support/model-run.ts';

const fixtures = {
  exchangeCode: { done: [outlookConnected], error: [consentRefused, stateMismatchError, incompleteReturn] },
  goToConsentPage: { done: [], error: [new Error('offline')] },
} satisfies ActorFixtures<typeof outlookCallbackActors>;

const modelled = createMachine(
  {
    ...outlookCalendarCallbackMachine.config,
    context: { outlookReturn: codeAndState, account: null, error: null },
  } as unknown as Parameters<typeof createMachine>[0],
  outlookCalendarCallbackMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('outlookCalendarCallback: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'outlookCalendarCallback',
    machine: modelled,
    createSut: () =>
      createActor(modelled.provide({ actors: { exchangeCode: never, goToConsentPage: never } })).start(),
    userEvents: [{ type: 'retry' }],
    fixtures,
    invariants: {
      connected: (actual) => expect(actual.context.account).toBe(outlookConnected.accountEmail),
      failed: (actual) => expect(actual.context.error).not.toBeNull(),
      refused: (actual) => expect(actual.context.error).toBeNull(),
    },
  });
}, 60_000);
