/**
 * The words of a text as search splits them (letters and digits, accents kept), with where each stands, so
 * the words of a query become the index's lexemes and the words of a hit can be marked where they matched.
 */
export type Word = { text: string; start: number; end: number };

export function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** A search reads at most this many words of what was typed; the rest would only narrow it further. */
export const maxQueryWords = 8;

/** A lexeme inside a tsquery: quoted, its quotes and backslashes escaped, so any word is one lexeme. */
function quotedLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsquery of a search: every word must match (AND), each by any of its lexemes (the stems of the word as
 * typed and unaccented: search_vector in migration 0030). Words without lexemes (stop words: "de", "o") drop
 * out; none left: undefined, a search that finds nothing.
 */
export function tsqueryOf(lexemesPerWord: string[][]): string | undefined {
  const terms = lexemesPerWord
    .filter((lexemes) => lexemes.length > 0)
    .map((lexemes) => `(${lexemes.map(quotedLexeme).join(' | ')})`);
  return terms.length > 0 ? terms.join(' & ') : undefined;
}
