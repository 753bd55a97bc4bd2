-- Events in search (ADR 0067): a database whose search index was built before events were indexed
-- gets their rows as refreshSearchDocuments builds them, with their words counted for the
-- autocomplete and the index version raised. A new database has no index yet: the seed builds
-- everything, events included, and this adds nothing.
INSERT INTO "search_documents" ("index", "ref_id", "title", "town_name", "state_code", "state_title", "body", "paid_body",
  "is_preview", "href", "popularity", "published", "difficulty_low", "difficulty_high", "length_miles", "rating",
  "review_count", "latitude", "longitude", "published_at")
SELECT 'events', e."id", e."title",
  CASE WHEN e."location_name" ILIKE '%, ' || s."title"
    THEN left(e."location_name", length(e."location_name") - length(s."title") - 2) ELSE e."location_name" END,
  s."code", s."title", e."summary" || ' ' || regexp_replace(left(e."body_markdown", 8000), '<[^>]*>|[#*_>\[\]()]', ' ', 'g'),
  '', false, '/events/' || e."slug", 1 + extract(epoch FROM e."ends_at") / 8640000000.0, e."published", NULL, NULL, NULL,
  NULL, NULL, e."latitude", e."longitude", NULL
FROM "events" e LEFT JOIN "states" s ON s."id" = e."state_id"
WHERE EXISTS (SELECT 1 FROM "search_documents")
ON CONFLICT ("index", "ref_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "search_words" ("word", "documents")
SELECT w."word", count(*) FROM (SELECT unnest(tsvector_to_array(d."name_document")) AS "word"
  FROM "search_documents" d WHERE d."index" = 'events' AND d."published") w
GROUP BY w."word"
ON CONFLICT ("word") DO UPDATE SET "documents" = "search_words"."documents" + excluded."documents";--> statement-breakpoint
UPDATE "search_index_state" SET "version" = "version" + 1,
  "documents" = "documents" + (SELECT count(*) FROM "search_documents" d WHERE d."index" = 'events' AND d."published")
WHERE "id" = 1;
