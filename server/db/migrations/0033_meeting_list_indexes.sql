-- The meeting list at 100,000 meetings of one company (issue 29, item 1). Plans and figures, before and
-- after, in docs/benchmarks.md. Plain PostgreSQL 15 SQL that PGlite runs too (it loads pg_trgm as an
-- extension: server/db/open.ts).

-- The list counts every meeting a filter matches, then reads one page newest first. Its filters are the
-- company, the date range (the keys), and the owner, the status and the type: carried in the index, the count
-- for any of them is an index-only scan instead of a visit to each of the company's rows. It replaces the
-- company's index of migration 0001, whose keys it repeats.
CREATE INDEX meetings_company_list_idx ON meetings (company_id, start_time DESC, id DESC)
  INCLUDE (user_id, status, meeting_type);
DROP INDEX meetings_company_start_idx;

-- The search box finds its text anywhere in the title or a participant's name (ILIKE '%...%'), which no
-- b-tree serves: every row was read. A trigram index answers "which rows hold these three-letter pieces".
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The searched text of a meeting in one column: its title and each participant's name, one a line (a search
-- without a line break cannot match across two of them; one with a line break is checked against each text
-- too: meeting-list.repository.ts). Stored, so checking a candidate row reads the column instead of walking
-- the participants' JSON again.
CREATE FUNCTION meeting_list_text(title text, participants jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT concat_ws(E'\n', title, (SELECT string_agg(p->>'name', E'\n') FROM jsonb_array_elements(CASE jsonb_typeof(participants) WHEN 'array' THEN participants ELSE '[]'::jsonb END) AS p)) $$;

ALTER TABLE meetings ADD COLUMN list_text text GENERATED ALWAYS AS (meeting_list_text(title, participants)) STORED;

CREATE INDEX meetings_list_text_trgm_idx ON meetings USING gin (list_text gin_trgm_ops);
