-- Search and the paywall (ADR 0066): a guide's full description is All-Access text, so it moves out
-- of `body` (the text every reader may read) into `paid_body`, and each document gets two weighted
-- vectors: `public_document`, which holds the paid text only for an All-Access Preview trail, for
-- readers who have not paid, and `full_document` for paid readers. `document` held the paid text for
-- everyone and goes.
ALTER TABLE "search_documents" ADD COLUMN "paid_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The guides' rows as refreshSearchDocuments now builds them, before the vectors are computed. A
-- scout route's preview (the first sentences of its description, cut in TypeScript) comes back into
-- `body` at the route's next refresh; until then its county is its public text.
UPDATE "search_documents" d SET
  "body" = t."teaser" || ' ' || coalesce(t."county_name", ''),
  "paid_body" = regexp_replace(left(t."description_html", 8000), '<[^>]*>|[#*_>\[\]()]', ' ', 'g'),
  "is_preview" = t."is_preview"
FROM "trails" t WHERE d."index" = 'trails' AND d."ref_id" = t."id";--> statement-breakpoint
UPDATE "search_documents" d SET
  "body" = coalesce(s."county_name", ''),
  "paid_body" = regexp_replace(left(s."route_description", 8000), '<[^>]*>|[#*_>\[\]()]', ' ', 'g')
FROM "scout_routes" s WHERE d."index" = 'scout_routes' AND d."ref_id" = s."id";--> statement-breakpoint
DROP INDEX "search_documents_document_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "document";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "public_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(body, 4000))), 'C') || setweight(to_tsvector('simple'::regconfig, search_normalize(case when is_preview then left(paid_body, 4000) else '' end)), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "full_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(body, 4000))), 'C') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(paid_body, 4000))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_public_document_idx" ON "search_documents" USING gin ("public_document");--> statement-breakpoint
CREATE INDEX "search_documents_full_document_idx" ON "search_documents" USING gin ("full_document");
