import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { calendarSettingsActors } from '../../../src/machines/calendar/calendar-settings/actors.ts';
import { calendarSettingsMachine } from '../../../src/machines/calendar/calendar-settings/calendar-settings.machine.ts';
import {
  calendarNetworkError,
  calendarUnavailableError,
  googleConnected,
  googleSynced,
  noCalendars,
  notConnectedError,
} from './calendar.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  loadStatus: {
    done: [noCalendars, googleConnected],
    error: [calendarNetworkError, calendarUnavailableError],
  },
  goToConsentPage: { done: [], error: [calendarNetworkError] },
  syncNow: { done: [{ result: googleSynced, status: googleConnected }], error: [notConnectedError] },
  disconnect: { done: [noCalendars], error: [calendarNetworkError] },
} satisfies ActorFixtures<typeof calendarSettingsActors>;

// loadStatus is invoked twice: on opening (loadStatus) and after a failed sync (reloadStatus).
const byInvokeId = { ...fixtures, reloadStatus: fixtures.loadStatus };

const modelled = createMachine(
  {
    ...calendarSettingsMachine.config,
    context: { kind: 'google', status: null, lastResult: null, failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  calendarSettingsMachine.implementations as Parameters<typeof createMachine>[1],
);

const never = fromPromise(() => new Promise<never>(() => {}));

it('calendarSettings: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'calendarSettings',
    machine: modelled,
    sut: modelled.provide({
      actors: { loadStatus: never, goToConsentPage: never, syncNow: never, disconnect: never },
    }),
    userEvents: [
      { type: 'retry' },
      { type: 'connect' },
      { type: 'sync' },
      { type: 'disconnect' },
      { type: 'disconnect.confirm' },
      { type: 'disconnect.cancel' },
    ],
    fixtures: byInvokeId,
    invariants: {
      connected: (actual) =>
        expect(
          actual.context.status?.calendars.find((c: { kind: string }) => c.kind === 'google')?.connected,
        ).toBe(true),
      syncing: (actual) => expect(actual.hasTag('busy')).toBe(true),
      disconnecting: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => expect(actual.context.failure).not.toBeNull(),
    },
  });
}, 120_000);
