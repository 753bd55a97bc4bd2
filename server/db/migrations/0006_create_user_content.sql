CREATE TABLE "user_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"geometry" json NOT NULL,
	"preview_geometry" jsonb NOT NULL,
	"bounds" jsonb NOT NULL,
	"point_count" integer NOT NULL,
	"length_metres" double precision NOT NULL,
	"elevation_gain_metres" double precision,
	"elevation_loss_metres" double precision,
	"source_file_name" text,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tracks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "user_waypoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'pin' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"elevation_metres" double precision,
	"source_file_name" text,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_waypoints_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "user_waypoints_icon" CHECK ("user_waypoints"."icon" in ('pin', 'camp', 'trailhead', 'viewpoint', 'water', 'fuel', 'parking', 'hazard', 'gate', 'photo'))
);
--> statement-breakpoint
ALTER TABLE "user_tracks" ADD CONSTRAINT "user_tracks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_waypoints" ADD CONSTRAINT "user_waypoints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tracks_owner_idx" ON "user_tracks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "user_waypoints_owner_idx" ON "user_waypoints" USING btree ("owner_id","created_at");