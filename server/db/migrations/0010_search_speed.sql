CREATE TABLE "search_index_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_popularity_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST) WHERE "search_documents"."published";