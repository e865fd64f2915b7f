import { createMachine, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { botStatusActors } from '../../../src/machines/bot/bot-status/actors.ts';
import { botStatusMachine } from '../../../src/machines/bot/bot-status/bot-status.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { botReports } from './bot-status-fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const fixtures = {
  fetchBotReport: {
    done: Object.values(botReports),
    error: [new HttpError('FETCH_ERROR', 'Failed to fetch')],
  },
} satisfies ActorFixtures<typeof botStatusActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelled = createMachine(
  {
    ...botStatusMachine.config,
    context: { meetingId: 'meeting-1', status: null, exitReason: null, logs: [], failure: null },
  } as unknown as Parameters<typeof createMachine>[0],
  // The config and implementations come from the same setup(); only the context's origin differs.
  botStatusMachine.implementations as Parameters<typeof createMachine>[1],
);

it('botStatus: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'botStatus',
    machine: modelled,
    sut: modelled.provide({ actors: { fetchBotReport: fromPromise(() => new Promise(() => {})) } }),
    userEvents: [{ type: 'bot.refresh' }, { type: 'bot.retry' }],
    fixtures,
    invariants: {
      inCall: (actual) => expect(actual.hasTag('active')).toBe(true),
      unknown: (actual) => expect(actual.hasTag('active')).toBe(true),
      done: (actual) => expect(actual.hasTag('settled')).toBe(true),
      fatal: (actual) => expect(actual.hasTag('error')).toBe(true),
      unavailable: (actual) => expect(actual.can({ type: 'bot.retry' })).toBe(true),
    },
  });
});
