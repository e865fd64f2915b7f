import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { calendarSyncActors } from '../../../src/machines/calendar/calendar-sync/actors.ts';
import { calendarSyncMachine } from '../../../src/machines/calendar/calendar-sync/calendar-sync.machine.ts';
import { googleSynced, notConnectedError } from './calendar.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  syncCalendar: { done: [googleSynced], error: [notConnectedError] },
} satisfies ActorFixtures<typeof calendarSyncActors>;

const modelled = createMachine(
  {
    ...calendarSyncMachine.config,
    context: { kind: 'google', result: null, failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  calendarSyncMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('calendarSync: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'calendarSync',
    machine: modelled,
    sut: modelled.provide({ actors: { syncCalendar: never } }),
    userEvents: [{ type: 'retry' }],
    fixtures,
    invariants: {
      done: (actual) => expect(actual.context.result).not.toBeNull(),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
    },
  });
}, 60_000);
