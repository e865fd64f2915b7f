-- Search inside conversations wherever the unaccent extension lives (issue 29). Migration 0030 creates
-- unaccent without naming a schema and then calls it as public.unaccent: on a database where the extension
-- was already installed in another schema (managed services keep extensions in one, e.g. `extensions`), or
-- was moved there later (ALTER EXTENSION unaccent SET SCHEMA), that name does not exist. The runner lets
-- 0030 through on such a database (server/db/migrate.ts: function bodies are checked at their first call);
-- this makes its function right.

-- search_unaccent names the extension's function and dictionary in the schema they are in now, and as a
-- SQL-standard body (BEGIN ATOMIC) PostgreSQL keeps them as object references, not text: moving the extension
-- to another schema afterwards, or any search_path, leaves it working. Same result as 0030's, so the stored
-- search vectors stay valid. A DO block, since the schema's name is only known here.
DO $$ DECLARE home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent'); BEGIN EXECUTE format('CREATE OR REPLACE FUNCTION public.search_unaccent(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT BEGIN ATOMIC SELECT %1$I.unaccent(%2$L::regdictionary, body); END', home, format('%I.unaccent', home)); END $$;
