CREATE TABLE "condition_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trail_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"condition" text NOT NULL,
	"observed_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reports_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "condition_reports_condition_known" CHECK ("condition_reports"."condition" in ('open','closed','snow','washout','mud','downed-trees','other')),
	CONSTRAINT "condition_reports_state_known" CHECK ("condition_reports"."state" in ('pending','confirmed','rejected')),
	CONSTRAINT "condition_reports_point_whole" CHECK (("condition_reports"."longitude" is null) = ("condition_reports"."latitude" is null))
);
--> statement-breakpoint
CREATE TABLE "privacy_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"radius_metres" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_zones_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "privacy_zones_radius_range" CHECK ("privacy_zones"."radius_metres" between 50 and 5000)
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_owner";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "condition_report_id" integer;--> statement-breakpoint
ALTER TABLE "user_tracks" ADD COLUMN "point_times" json;--> statement-breakpoint
ALTER TABLE "user_waypoints" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_zones" ADD CONSTRAINT "privacy_zones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_reports_trail_idx" ON "condition_reports" USING btree ("trail_id","expires_at");--> statement-breakpoint
CREATE INDEX "condition_reports_reporter_idx" ON "condition_reports" USING btree ("reporter_id","state");--> statement-breakpoint
CREATE INDEX "condition_reports_queue_idx" ON "condition_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "privacy_zones_user_idx" ON "privacy_zones" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_condition_report_id_condition_reports_id_fk" FOREIGN KEY ("condition_report_id") REFERENCES "public"."condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_condition_report_idx" ON "photos" USING btree ("condition_report_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" is null or "users"."locale" in ('en','fr','es'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."trail_id", "photos"."scout_route_id", "photos"."orv_park_id", "photos"."review_id", "photos"."waypoint_id", "photos"."badge_submission_id", "photos"."patrol_id", "photos"."edit_request_id", "photos"."condition_report_id") = 1);