/* Search inside conversations (issue 29): every meeting the person may see, searched by what was said. */
import { searchResultsSchema, type SearchResults } from '../../api-contract/search.ts';
import { http } from '../http.ts';

/** The best hits of `query` (`GET /api/search?q=`), read only: nothing to cache or announce. */
export function searchConversations(
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SearchResults> {
  return http.getJson('search', searchResultsSchema, { searchParams: { q: query }, signal });
}
