DROP INDEX "search_documents_popularity_idx";--> statement-breakpoint
ALTER TABLE "search_index_state" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;