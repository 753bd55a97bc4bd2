-- Each imported source's count and time, kept by its import (the map's layer menu and the staff data
-- pages read it); the sources already imported are counted once here.
CREATE TABLE "imported_sources" (
	"layer" text NOT NULL,
	"source" text NOT NULL,
	"features" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_sources_layer_source_pk" PRIMARY KEY("layer","source")
);--> statement-breakpoint
INSERT INTO "imported_sources" ("layer", "source", "features", "imported_at")
SELECT 'public-lands', "source", count(*), max("created_at") FROM "public_lands" GROUP BY "source";--> statement-breakpoint
INSERT INTO "imported_sources" ("layer", "source", "features", "imported_at")
SELECT 'roads', "source", count(*), max("created_at") FROM "roads" GROUP BY "source";
