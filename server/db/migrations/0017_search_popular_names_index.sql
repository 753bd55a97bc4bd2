-- The autocomplete reads a broad query's most popular matches in popularity order and ranks them
-- from this index alone (ADR 0013); the schema builder cannot declare INCLUDE columns.
CREATE INDEX "search_documents_popular_names_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST)
  INCLUDE ("index", "ref_id", "search_title", "name_document") WHERE "published";--> statement-breakpoint
-- The word counts and the published total, for an index built before they were kept.
INSERT INTO "search_words" ("word", "documents")
  SELECT "word", "ndoc" FROM ts_stat('SELECT name_document FROM search_documents WHERE published')
  ON CONFLICT ("word") DO UPDATE SET "documents" = excluded."documents";--> statement-breakpoint
UPDATE "search_index_state" SET "documents" = (SELECT count(*) FROM "search_documents" WHERE "published");
