-- The list's search box at 1,000,000 meetings (issue 29, item 1), after 0033 and 0039: plans and figures,
-- before and after, in docs/benchmarks.md.

-- 0033's trigram index answers "which rows hold this text" for the whole database; every other condition of
-- the list (the company, the owners a caller sees, the status, the type) was then checked on each candidate
-- row. When the text is common and those conditions rare (a name common in the company and absent from a
-- seller's own meetings; a common name among the finished external calls) that read a third of the company's
-- rows to keep none. In one GIN index beside the trigrams, the conditions are intersected inside the index
-- before any row is read. btree_gin gives GIN the equality of plain columns; like pg_trgm it is a trusted
-- extension (PostgreSQL 13+) that PGlite ships (server/db/open.ts loads it).
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE INDEX meetings_list_search_idx ON meetings
  USING gin (company_id, user_id, status, meeting_type, list_text gin_trgm_ops);

-- A search with no other condition reads the same trigram entries from the new index.
DROP INDEX meetings_list_text_trgm_idx;
