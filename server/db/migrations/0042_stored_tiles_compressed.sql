ALTER TABLE "stored_tiles" ADD COLUMN "brotli" "bytea";--> statement-breakpoint
ALTER TABLE "stored_tiles" ADD COLUMN "gzip" "bytea";