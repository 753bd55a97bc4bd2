-- Versioned tile URLs for the imported layers (ADR 0077): each layer starts at a version of its own,
-- the time of this migration, which the next import of that layer raises.
CREATE TABLE "map_layer_versions" (
	"layer" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "map_layer_versions" ("layer", "version")
VALUES ('public-lands', (extract(epoch FROM clock_timestamp()) * 1000)::bigint),
  ('roads', (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
