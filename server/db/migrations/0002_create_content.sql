CREATE TABLE "blog_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"photo_url" text,
	CONSTRAINT "blog_authors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"hero_photo_url" text,
	"author_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "editor_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"author_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_notes_one_subject" CHECK (num_nonnulls("editor_notes"."trail_id", "editor_notes"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location_name" text NOT NULL,
	"state_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"website_url" text,
	"published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gpx_downloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gpx_downloads_one_subject" CHECK (num_nonnulls("gpx_downloads"."trail_id", "gpx_downloads"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"body_markdown" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"history_user_id" integer,
	"history_date" timestamp with time zone DEFAULT now() NOT NULL,
	"history_change_reason" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "history_entries_one_subject" CHECK (num_nonnulls("history_entries"."trail_id", "history_entries"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "orv_parks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer,
	"nearest_town_name" text NOT NULL,
	"county_name" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"acreage" integer,
	"trail_miles" double precision,
	"description_html" text NOT NULL,
	"website_url" text,
	"fees" text,
	"season" text,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orv_parks_state_slug_unique" UNIQUE("state_id","slug")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"orv_park_id" integer,
	"review_id" integer,
	"waypoint_id" integer,
	"photo_type" smallint DEFAULT 3 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"original" text NOT NULL,
	"resized_medium" text NOT NULL,
	"resized_large" text NOT NULL,
	"hero" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."trail_id", "photos"."scout_route_id", "photos"."orv_park_id", "photos"."review_id", "photos"."waypoint_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "regions_state_slug_unique" UNIQUE("state_id","slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"suggested_difficulty" smallint,
	"visited_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_subject" CHECK (num_nonnulls("reviews"."trail_id", "reviews"."scout_route_id") = 1),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_suggested_difficulty_range" CHECK ("reviews"."suggested_difficulty" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "scout_route_votes" (
	"scout_route_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scout_route_votes_scout_route_id_user_id_pk" PRIMARY KEY("scout_route_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scout_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"nearest_town_name" text NOT NULL,
	"county_name" text,
	"geojson" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"trailhead_latitude" double precision NOT NULL,
	"trailhead_longitude" double precision NOT NULL,
	"length_miles" double precision NOT NULL,
	"state_message" text,
	"road_condition" text,
	"status" text DEFAULT 'open' NOT NULL,
	"status_reported_at" timestamp with time zone,
	"permit_information_link" text,
	"published" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"original_publish_date" date,
	"last_published_date" date,
	"new_edition_date" date,
	"review_average" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"difficulty" smallint,
	"route_description" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"total_page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scout_routes_difficulty_range" CHECK ("scout_routes"."difficulty" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "screen_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"user_id" integer,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_views_one_subject" CHECK (num_nonnulls("screen_views"."trail_id", "screen_views"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "trail_waypoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"waypoint_type" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	CONSTRAINT "trail_waypoints_order_unique" UNIQUE("trail_id","position")
);
--> statement-breakpoint
CREATE TABLE "trails" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"nearest_town_name" text NOT NULL,
	"county_name" text,
	"geojson" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"trailhead_latitude" double precision NOT NULL,
	"trailhead_longitude" double precision NOT NULL,
	"length_miles" double precision NOT NULL,
	"state_message" text,
	"road_condition" text,
	"status" text DEFAULT 'open' NOT NULL,
	"status_reported_at" timestamp with time zone,
	"permit_information_link" text,
	"published" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"original_publish_date" date,
	"last_published_date" date,
	"new_edition_date" date,
	"review_average" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"technical_rating_low" smallint,
	"technical_rating_high" smallint,
	"points_of_concern" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teaser" text NOT NULL,
	"description_html" text NOT NULL,
	"season" text,
	"is_preview" boolean DEFAULT false NOT NULL,
	"is_boh" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trails_rating_range" CHECK ("trails"."technical_rating_low" between 1 and 10 and "trails"."technical_rating_high" between "trails"."technical_rating_low" and 10)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_blog_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."blog_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_notes" ADD CONSTRAINT "editor_notes_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_notes" ADD CONSTRAINT "editor_notes_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_notes" ADD CONSTRAINT "editor_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpx_downloads" ADD CONSTRAINT "gpx_downloads_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpx_downloads" ADD CONSTRAINT "gpx_downloads_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gpx_downloads" ADD CONSTRAINT "gpx_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_history_user_id_users_id_fk" FOREIGN KEY ("history_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orv_parks" ADD CONSTRAINT "orv_parks_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orv_parks" ADD CONSTRAINT "orv_parks_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_orv_park_id_orv_parks_id_fk" FOREIGN KEY ("orv_park_id") REFERENCES "public"."orv_parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_waypoint_id_trail_waypoints_id_fk" FOREIGN KEY ("waypoint_id") REFERENCES "public"."trail_waypoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_route_votes" ADD CONSTRAINT "scout_route_votes_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_route_votes" ADD CONSTRAINT "scout_route_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_views" ADD CONSTRAINT "screen_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_waypoints" ADD CONSTRAINT "trail_waypoints_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "history_entries_scout_route_idx" ON "history_entries" USING btree ("scout_route_id");--> statement-breakpoint
CREATE INDEX "history_entries_trail_idx" ON "history_entries" USING btree ("trail_id");--> statement-breakpoint
CREATE INDEX "photos_trail_idx" ON "photos" USING btree ("trail_id");--> statement-breakpoint
CREATE INDEX "photos_scout_route_idx" ON "photos" USING btree ("scout_route_id");--> statement-breakpoint
CREATE INDEX "photos_review_idx" ON "photos" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "reviews_trail_idx" ON "reviews" USING btree ("trail_id");--> statement-breakpoint
CREATE INDEX "reviews_scout_route_idx" ON "reviews" USING btree ("scout_route_id");--> statement-breakpoint
CREATE INDEX "scout_routes_state_idx" ON "scout_routes" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "trails_state_idx" ON "trails" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "trails_preview_idx" ON "trails" USING btree ("is_preview");