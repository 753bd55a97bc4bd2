-- Hyphens fold to spaces: "Ridge-Top" is the words ridge and top, as a reader types them, and no
-- longer also the compound "ridge-top", which counted as a second match and outranked a place
-- called just "Ridge" (ADR 0013). Apostrophes are still dropped.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, value)), '-''’', ' ') $$;
--> statement-breakpoint
-- Every stored generated column is computed again on update.
UPDATE "search_documents" SET "title" = "title";
--> statement-breakpoint
UPDATE "search_words" SET "documents" = 0;
--> statement-breakpoint
INSERT INTO "search_words" ("word", "documents")
  SELECT "word", "ndoc" FROM ts_stat('SELECT name_document FROM search_documents WHERE published')
  ON CONFLICT ("word") DO UPDATE SET "documents" = excluded."documents";
