CREATE SEQUENCE "public"."map_features_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "map_features" (
	"layer" text NOT NULL,
	"band" smallint NOT NULL,
	"kind" text NOT NULL,
	"feature_id" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"bbox" "box" NOT NULL,
	"geometry" text NOT NULL,
	"properties" text NOT NULL,
	CONSTRAINT "map_features_layer_band_kind_feature_id_pk" PRIMARY KEY("layer","band","kind","feature_id")
);
--> statement-breakpoint
CREATE TABLE "public_lands" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"agency" text NOT NULL,
	"unit" text NOT NULL,
	"name" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"bbox" "box" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roads" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"surface" text NOT NULL,
	"geometry" jsonb NOT NULL,
	"bbox" "box" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "map_features_trails_6_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'trails' and "map_features"."band" = 6;--> statement-breakpoint
CREATE INDEX "map_features_trails_9_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'trails' and "map_features"."band" = 9;--> statement-breakpoint
CREATE INDEX "map_features_trails_12_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'trails' and "map_features"."band" = 12;--> statement-breakpoint
CREATE INDEX "map_features_scout_routes_6_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'scout-routes' and "map_features"."band" = 6;--> statement-breakpoint
CREATE INDEX "map_features_scout_routes_9_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'scout-routes' and "map_features"."band" = 9;--> statement-breakpoint
CREATE INDEX "map_features_scout_routes_12_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'scout-routes' and "map_features"."band" = 12;--> statement-breakpoint
CREATE INDEX "map_features_trailheads_0_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'trailheads' and "map_features"."band" = 0;--> statement-breakpoint
CREATE INDEX "map_features_orv_parks_0_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'orv-parks' and "map_features"."band" = 0;--> statement-breakpoint
CREATE INDEX "map_features_public_lands_6_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'public-lands' and "map_features"."band" = 6;--> statement-breakpoint
CREATE INDEX "map_features_public_lands_9_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'public-lands' and "map_features"."band" = 9;--> statement-breakpoint
CREATE INDEX "map_features_public_lands_12_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'public-lands' and "map_features"."band" = 12;--> statement-breakpoint
CREATE INDEX "map_features_roads_6_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'roads' and "map_features"."band" = 6;--> statement-breakpoint
CREATE INDEX "map_features_roads_9_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'roads' and "map_features"."band" = 9;--> statement-breakpoint
CREATE INDEX "map_features_roads_12_bbox_idx" ON "map_features" USING gist ("bbox") WHERE "map_features"."layer" = 'roads' and "map_features"."band" = 12;--> statement-breakpoint
CREATE INDEX "public_lands_source_idx" ON "public_lands" USING btree ("source");--> statement-breakpoint
CREATE INDEX "public_lands_bbox_idx" ON "public_lands" USING gist ("bbox");--> statement-breakpoint
CREATE INDEX "roads_source_idx" ON "roads" USING btree ("source");--> statement-breakpoint
CREATE INDEX "roads_bbox_idx" ON "roads" USING gist ("bbox");