import { fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { conversationSearchActors } from '../../../src/machines/search/conversation-search/actors.ts';
import { conversationSearchMachine } from '../../../src/machines/search/conversation-search/conversation-search.machine.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import { foundResults, noResults, searchServerError } from './conversation-search.fixtures.ts';

const fixtures = {
  search: { done: [foundResults, noResults], error: [searchServerError()] },
} satisfies ActorFixtures<typeof conversationSearchActors>;

// The walk builds its model without input: the context one search's input resolves to.
const modelled = loosely(conversationSearchMachine, {
  query: 'negociação quimerix',
  hits: [],
  failure: null,
});

it('conversationSearch: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'conversationSearch',
    machine: modelled,
    sut: modelled.provide({ actors: { search: fromPromise(() => new Promise<never>(() => {})) } }),
    userEvents: [{ type: 'search.retry' }],
    fixtures,
    invariants: {
      searching: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
      showing: (actual) => expect(actual.context.failure).toBeNull(),
    },
  });
}, 120_000);
