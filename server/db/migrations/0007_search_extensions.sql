-- Search (ADR 0013): trigram matching and accent folding, and an IMMUTABLE normaliser that generated
-- columns and indexes may use (unaccent() itself is only STABLE). Apostrophes are dropped so that
-- "Hell's", "Hells" and "Hell" all match one word.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, value)), '''’', '') $$;
