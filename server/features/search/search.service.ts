import type { SearchHit, SearchResults } from '../../../src/api-contract/search.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import type { SearchRow } from './search.repository.ts';
import { maxQueryWords, tsqueryOf, wordsOf } from './search-terms.ts';

/**
 * Search inside conversations (issue 29): the words typed become the index's lexemes, the index answers the
 * best texts of the meetings the caller sees, and each text's words that share a lexeme with the search are
 * marked as offsets (the view marks them; no markup travels).
 */
export function createSearchService(deps: { store: Store }) {
  const { store } = deps;

  /** The [start, end) of each word of `text` whose lexemes meet the search's. */
  function highlightsOf(text: string, lexemesOfWord: Map<string, string[]>, wanted: Set<string>) {
    return wordsOf(text)
      .filter((word) => (lexemesOfWord.get(word.text) ?? []).some((lexeme) => wanted.has(lexeme)))
      .map((word): [number, number] => [word.start, word.end]);
  }

  async function highlighted(rows: SearchRow[], wanted: Set<string>): Promise<SearchHit[]> {
    const distinct = [...new Set(rows.flatMap((row) => wordsOf(row.body).map((word) => word.text)))];
    const lexemes = await store.search.lexemesOf(distinct);
    const lexemesOfWord = new Map(distinct.map((word, index) => [word, lexemes[index] ?? []]));
    return rows.map((row) => ({
      meetingId: row.meeting_id,
      meetingTitle: row.meeting_title,
      meetingStartTime: row.start_time.toISOString(),
      kind: row.kind,
      speaker: row.speaker,
      startSeconds: row.start_seconds,
      question: row.question,
      text: row.body,
      highlights: highlightsOf(row.body, lexemesOfWord, wanted),
    }));
  }

  return {
    async search(caller: Caller, query: string, limit: number): Promise<SearchResults> {
      const words = [...new Set(wordsOf(query).map((word) => word.text))].slice(0, maxQueryWords);
      const lexemesPerWord = words.length > 0 ? await store.search.lexemesOf(words) : [];
      const tsquery = tsqueryOf(lexemesPerWord);
      if (!tsquery) return { query, hits: [] };
      const rows = await store.search.hits(caller, tsquery, limit);
      return { query, hits: await highlighted(rows, new Set(lexemesPerWord.flat())) };
    },
  };
}
