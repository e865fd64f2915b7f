import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
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

const query = 'negociação quimerix';

/** The machine with its search answering as `answer` does, and the words each search asked for. */
function searchingWith(answer: () => Promise<SearchResults>) {
  const asked: string[] = [];
  const machine = conversationSearchMachine.provide({
    actors: {
      search: fromPromise<SearchResults, { query: string }>(({ input }) => {
        asked.push(input.query);
        return answer();
      }),
    },
  });
  return { machine, asked };
}

/** An actor resolved into `value` with `context`, as the transition tests start. */
function at(
  value: 'showing' | 'failed',
  context: Partial<ConversationSearchContext>,
  answer = async () => foundResults,
) {
  const { machine, asked } = searchingWith(answer);
  const snapshot = machine.resolveState({ value, context: { query, hits: [], failure: null, ...context } });
  return { actor: createActor(machine, { snapshot, input: { query } }).start(), asked };
}

describe('conversation search', () => {
  it('starts searching the words of its address, trimmed', () => {
    const { machine, asked } = searchingWith(() => new Promise<never>(() => {}));
    const actor = createActor(machine, { input: { query: `  ${query} ` } }).start();
    expect(selectSearching(actor.getSnapshot())).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe(query);
    expect(asked).toEqual([query]);
  });

  it('searching -> showing with the hits, best first as the server sent them', async () => {
    const { machine } = searchingWith(async () => foundResults);
    const actor = createActor(machine, { input: { query } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showing'));
    expect(selectHits(actor.getSnapshot())).toEqual(foundResults.hits);
    expect(selectFoundNothing(actor.getSnapshot())).toBe(false);
  });

  it('searching -> showing with no hits says nothing was found', async () => {
    const { machine } = searchingWith(async () => noResults);
    const actor = createActor(machine, { input: { query } }).start();
    await vi.waitFor(() => expect(selectFoundNothing(actor.getSnapshot())).toBe(true));
  });

  it('searching -> failed keeps the failure to show', async () => {
    const { machine } = searchingWith(() => Promise.reject(searchServerError()));
    const actor = createActor(machine, { input: { query } }).start();
    await vi.waitFor(() => expect(selectSearchFailed(actor.getSnapshot())).toBe(true));
    expect(selectFailure(actor.getSnapshot())?.status).toBe('500');
  });

  it('failed -> searching again on retry, the same words; found, the failure is gone', async () => {
    const { actor, asked } = at('failed', { failure: describeError(searchServerError(), 'request') });
    actor.send({ type: 'search.retry' });
    expect(selectSearching(actor.getSnapshot())).toBe(true);
    expect(asked).toEqual([query]);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('showing'));
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('showing ignores a retry: a new search is a new address', () => {
    const { actor, asked } = at('showing', { hits: [lineHit] });
    actor.send({ type: 'search.retry' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(asked).toEqual([]);
  });
});
