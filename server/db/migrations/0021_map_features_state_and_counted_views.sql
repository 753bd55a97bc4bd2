-- The tile caches' feature version moves from a sequence to a row: nextval is seen by other sessions
-- before its transaction commits, a row update only when it does (ADR 0019).
CREATE TABLE "map_features_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "map_features_state" ("id", "version") SELECT 1, "last_value" FROM "map_features_version";--> statement-breakpoint
DROP SEQUENCE "map_features_version";--> statement-breakpoint
-- When each client's view of a guide was last counted: a view within the window counts once, and a
-- client's views count up to a cap per window (ADR 0019).
CREATE TABLE "counted_guide_views" (
	"guide_kind" text NOT NULL,
	"guide_id" integer NOT NULL,
	"client" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "counted_guide_views_guide_kind_guide_id_client_pk" PRIMARY KEY("guide_kind","guide_id","client")
);
--> statement-breakpoint
CREATE INDEX "counted_guide_views_client_idx" ON "counted_guide_views" USING btree ("client","counted_at");--> statement-breakpoint
CREATE INDEX "counted_guide_views_counted_at_idx" ON "counted_guide_views" USING btree ("counted_at");
