-- Search inside conversations (issue 29, item 2): every searchable text of a meeting (its title, its
-- participants, the summary, the template's answers and each transcript line) is a row of search_documents
-- with its Portuguese full-text vector, kept in step with its source by triggers, so every writer of a
-- transcript, an enrichment or an answer keeps the index without knowing of it. Plain PostgreSQL 15 SQL that
-- PGlite runs too (it loads unaccent as an extension: server/db/open.ts).
-- Statements inside function bodies share a line with the next one: the migration runner splits on a
-- semicolon at a line's end.

-- unaccent is a trusted extension (PostgreSQL 13+): the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() itself is only STABLE (it finds its dictionary through search_path); naming the dictionary makes
-- the result depend on the text alone, which an index expression needs.
CREATE FUNCTION search_unaccent(body text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, body) $$;

-- The words of a text as search knows them. Portuguese stems an accented word and its unaccented spelling
-- differently ('negociação' -> 'negoc', 'negociacao' -> 'negociaca'), so the vector holds both: the stems of
-- the text as written, unaccented ("negociação" then shares 'negoc' with "negociar"), and the stems of the
-- unaccented text (so a search typed without accents still finds the accented word).
CREATE FUNCTION search_vector(body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT to_tsvector('simple', public.search_unaccent(array_to_string(tsvector_to_array(to_tsvector('portuguese', body)), ' '))) || to_tsvector('portuguese', public.search_unaccent(body)) $$;

CREATE TABLE search_documents (
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('title', 'participants', 'summary', 'answer', 'line')),
  -- The line's or the answer's place in its list; 0 for the meeting's single texts.
  position integer NOT NULL,
  -- A transcript line's speaker and moment; an answer's question. Null elsewhere.
  speaker text,
  start_seconds double precision,
  question text,
  body text NOT NULL,
  -- A title counts most in the ranking (ts_rank's weight A), then participants, then the summary and answers.
  vector tsvector NOT NULL GENERATED ALWAYS AS (
    setweight(public.search_vector(body), CASE kind WHEN 'title' THEN 'A' WHEN 'participants' THEN 'B' WHEN 'line' THEN 'D' ELSE 'C' END::"char")
  ) STORED
);

-- The search: the words' rows come from this index, then the list's visibility rule narrows them by meeting.
CREATE INDEX search_documents_vector_idx ON search_documents USING GIN (vector);

-- Rewriting one meeting's rows of a kind (and deleting its meeting's) goes by meeting.
CREATE INDEX search_documents_meeting_idx ON search_documents (meeting_id, kind);

CREATE FUNCTION search_index_meeting(meeting uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM search_documents WHERE meeting_id = meeting AND kind IN ('title', 'participants'))
  INSERT INTO search_documents (meeting_id, kind, position, body)
  SELECT m.id, 'title', 0, m.title FROM meetings m WHERE m.id = meeting AND btrim(m.title) <> ''
  UNION ALL
  SELECT m.id, 'participants', 0, string_agg(p->>'name', ', ' ORDER BY n)
    FROM meetings m, jsonb_array_elements(m.participants) WITH ORDINALITY AS people(p, n)
   WHERE m.id = meeting AND btrim(coalesce(p->>'name', '')) <> ''
   GROUP BY m.id
$$;

CREATE FUNCTION search_index_transcript(meeting uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM search_documents WHERE meeting_id = meeting AND kind = 'line')
  INSERT INTO search_documents (meeting_id, kind, position, speaker, start_seconds, body)
  SELECT t.meeting_id, 'line', (line.n - 1)::int, line.s->>'speaker', (line.s->>'startSeconds')::double precision, line.s->>'text'
    FROM transcriptions t, jsonb_array_elements(t.segments) WITH ORDINALITY AS line(s, n)
   WHERE t.meeting_id = meeting AND btrim(coalesce(line.s->>'text', '')) <> ''
$$;

CREATE FUNCTION search_index_summary(meeting uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM search_documents WHERE meeting_id = meeting AND kind = 'summary')
  INSERT INTO search_documents (meeting_id, kind, position, body)
  SELECT e.meeting_id, 'summary', 0, e.enrichment->>'summary'
    FROM meeting_enrichments e
   WHERE e.meeting_id = meeting AND btrim(coalesce(e.enrichment->>'summary', '')) <> ''
$$;

CREATE FUNCTION search_index_answers(meeting uuid) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM search_documents WHERE meeting_id = meeting AND kind = 'answer')
  INSERT INTO search_documents (meeting_id, kind, position, question, body)
  SELECT a.meeting_id, 'answer', (item.n - 1)::int, item.a->>'question', item.a->>'answer'
    FROM meeting_answers a, jsonb_array_elements(a.answers) WITH ORDINALITY AS item(a, n)
   WHERE a.meeting_id = meeting AND jsonb_typeof(a.answers) = 'array'
     AND btrim(coalesce(item.a->>'answer', '')) <> ''
$$;

-- One trigger function per source table: after any write, its meeting's rows of that source are rebuilt.
CREATE FUNCTION search_meetings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_meeting(NEW.id); RETURN NULL; END
$$;

CREATE FUNCTION search_transcriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_transcript(CASE WHEN TG_OP = 'DELETE' THEN OLD.meeting_id ELSE NEW.meeting_id END); RETURN NULL; END
$$;

CREATE FUNCTION search_enrichments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_summary(CASE WHEN TG_OP = 'DELETE' THEN OLD.meeting_id ELSE NEW.meeting_id END); RETURN NULL; END
$$;

CREATE FUNCTION search_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM search_index_answers(CASE WHEN TG_OP = 'DELETE' THEN OLD.meeting_id ELSE NEW.meeting_id END); RETURN NULL; END
$$;

CREATE TRIGGER search_meetings_inserted AFTER INSERT ON meetings
  FOR EACH ROW EXECUTE FUNCTION search_meetings_changed();

CREATE TRIGGER search_meetings_updated AFTER UPDATE OF title, participants ON meetings
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.participants IS DISTINCT FROM NEW.participants)
  EXECUTE FUNCTION search_meetings_changed();

CREATE TRIGGER search_transcriptions_written AFTER INSERT OR DELETE OR UPDATE OF segments ON transcriptions
  FOR EACH ROW EXECUTE FUNCTION search_transcriptions_changed();

CREATE TRIGGER search_enrichments_written AFTER INSERT OR DELETE OR UPDATE OF enrichment ON meeting_enrichments
  FOR EACH ROW EXECUTE FUNCTION search_enrichments_changed();

CREATE TRIGGER search_answers_written AFTER INSERT OR DELETE OR UPDATE OF answers ON meeting_answers
  FOR EACH ROW EXECUTE FUNCTION search_answers_changed();

-- What was written before this migration.
SELECT search_index_meeting(id) FROM meetings;

SELECT search_index_transcript(meeting_id) FROM transcriptions;

SELECT search_index_summary(meeting_id) FROM meeting_enrichments;

SELECT search_index_answers(meeting_id) FROM meeting_answers;
