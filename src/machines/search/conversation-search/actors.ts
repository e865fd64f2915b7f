import { fromPromise } from 'xstate';
import type { SearchResults } from '../../../api-contract/search.ts';
import { searchConversations } from '../../../services/search/conversation-search.ts';

export const conversationSearchActors = {
  /** The hits of one search; leaving the state (a new search, the page closed) cancels it. */
  search: fromPromise<SearchResults, { query: string }>(({ input, signal }) =>
    searchConversations(input.query, { signal }),
  ),
};
