CREATE TABLE "email_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "badge_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"trail_id" integer NOT NULL,
	"completed_on" date NOT NULL,
	"vehicle_id" integer,
	"rig_description" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badge_submissions_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "badge_submissions_status_known" CHECK ("badge_submissions"."status" in ('submitted','verified','rejected'))
);
--> statement-breakpoint
CREATE TABLE "guide_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_views_trail_unique" UNIQUE("user_id","trail_id"),
	CONSTRAINT "guide_views_scout_route_unique" UNIQUE("user_id","scout_route_id"),
	CONSTRAINT "guide_views_one_guide" CHECK (num_nonnulls("guide_views"."trail_id", "guide_views"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "list_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"accepted" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "list_invitations_role_known" CHECK ("list_invitations"."role" in ('viewer','editor'))
);
--> statement-breakpoint
CREATE TABLE "list_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_members_unique" UNIQUE("list_id","user_id"),
	CONSTRAINT "list_members_role_known" CHECK ("list_members"."role" in ('viewer','editor'))
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_owner";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_state" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_step" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "badge_submission_id" integer;--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD COLUMN "photo_file_name" text;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_submissions" ADD CONSTRAINT "badge_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_submissions" ADD CONSTRAINT "badge_submissions_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_submissions" ADD CONSTRAINT "badge_submissions_vehicle_id_user_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."user_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_submissions" ADD CONSTRAINT "badge_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_views" ADD CONSTRAINT "guide_views_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_invitations" ADD CONSTRAINT "list_invitations_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_invitations" ADD CONSTRAINT "list_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_members" ADD CONSTRAINT "list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "badge_submissions_trail_idx" ON "badge_submissions" USING btree ("trail_id","status");--> statement-breakpoint
CREATE INDEX "badge_submissions_user_idx" ON "badge_submissions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "badge_submissions_queue_idx" ON "badge_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "badge_submissions_one_standing" ON "badge_submissions" USING btree ("user_id","trail_id") WHERE "badge_submissions"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "guide_views_recent_idx" ON "guide_views" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "list_invitations_open_unique" ON "list_invitations" USING btree ("list_id",lower("email")) WHERE "list_invitations"."responded_at" is null;--> statement-breakpoint
CREATE INDEX "list_members_user_idx" ON "list_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_badge_submission_id_badge_submissions_id_fk" FOREIGN KEY ("badge_submission_id") REFERENCES "public"."badge_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_badge_submission_idx" ON "photos" USING btree ("badge_submission_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_onboarding_state_known" CHECK ("users"."onboarding_state" in ('not_started','in_progress','skipped','finished'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."trail_id", "photos"."scout_route_id", "photos"."orv_park_id", "photos"."review_id", "photos"."waypoint_id", "photos"."badge_submission_id") = 1);--> statement-breakpoint
-- Accounts made before the tour existed are not new members: the tour is not shown to them by itself.
UPDATE "users" SET "onboarding_state" = 'finished';
