import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../../../src/api-contract/search.ts';
import { describeError } from '../../../../../src/services/errors.ts';
import {
  conversationSearchMachine,
  type ConversationSearchContext,
} from '../../../../../src/machines/search/conversation-search/conversation-search.machine.ts';
import {
  selectFailure,
  selectFoundNothing,
  selectHits,
  selectQuery,
  selectSearchFailed,
  selectSearching,
} from '../../../../../src/machines/search/conversation-search/selectors.ts';
import {
  foundResults,
  lineHit,
  noResults,
  searchServerError,
} from '../../../../model/search/conversation-search.fixtures.ts';

const never = fromPromise<SearchResults, { query: string }>(() => new Promise<never>(() => {}));
const machine = conversationSearchMachine.provide({ actors: { search: never } });

const base: ConversationSearchContext = { query: 'negociação quimerix', hits: [], failure: null };

/** An actor resolved into `value` with `context`, as the transition tests of every machine start. */
function at(value: 'searching' | 'showing' | 'failed', context: Partial<ConversationSearchContext> = {}) {
  const snapshot = machine.resolveState({ value, context: { ...base, ...context } });
  return createActor(machine, { snapshot, input: { query: base.query } }).start();
}

describe('conversation search', () => {
  it('starts searching the words of its address, trimmed, and asks the server for exactly them', () => {
    let asked: string | undefined;
    const actor = createActor(
      conversationSearchMachine.provide({
        actors: {
          search: fromPromise(async ({ input }) => {
            asked = input.query;
            return foundResults;
          }),
        },
      }),
      { input: { query: '  negociação quimerix ' } },
    ).start();
    expect(selectSearching(actor.getSnapshot())).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe('negociação quimerix');
    expect(asked).toBe('negociação quimerix');
  });

  it('searching -> showing with the hits, best first as the server sent them', () => {
    const actor = at('searching');
    actor.send({ type: 'xstate.done.actor.search', output: foundResults } as never);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(selectHits(actor.getSnapshot())).toEqual(foundResults.hits);
    expect(selectFoundNothing(actor.getSnapshot())).toBe(false);
  });

  it('searching -> showing with no hits says nothing was found', () => {
    const actor = at('searching');
    actor.send({ type: 'xstate.done.actor.search', output: noResults } as never);
    expect(selectFoundNothing(actor.getSnapshot())).toBe(true);
  });

  it('searching -> failed keeps the failure to show', () => {
    const actor = at('searching');
    actor.send({ type: 'xstate.error.actor.search', error: searchServerError() } as never);
    expect(selectSearchFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailure(actor.getSnapshot())?.status).toBe('500');
  });

  it('failed -> searching again on retry, the same words', () => {
    const actor = at('failed', { failure: describeError(searchServerError(), 'request') });
    actor.send({ type: 'search.retry' });
    expect(selectSearching(actor.getSnapshot())).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe('negociação quimerix');
  });

  it('showing ignores a retry: a new search is a new address', () => {
    const actor = at('showing', { hits: [lineHit] });
    actor.send({ type: 'search.retry' });
    expect(actor.getSnapshot().value).toBe('showing');
  });
});
