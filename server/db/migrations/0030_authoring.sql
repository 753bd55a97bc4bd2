CREATE TABLE "assignment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state_id" integer,
	"area" text NOT NULL,
	"message" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_requests_state_known" CHECK ("assignment_requests"."state" in ('open','accepted','declined'))
);
--> statement-breakpoint
CREATE TABLE "contributor_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_role" text NOT NULL,
	"experience" text NOT NULL,
	"areas" text NOT NULL,
	"sample_link" text,
	"state" text DEFAULT 'open' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributor_requests_role_known" CHECK ("contributor_requests"."requested_role" in ('SCOUT','WRITER')),
	CONSTRAINT "contributor_requests_state_known" CHECK ("contributor_requests"."state" in ('open','accepted','declined'))
);
--> statement-breakpoint
CREATE TABLE "edit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"field" text NOT NULL,
	"proposed_text" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_requests_one_subject" CHECK (num_nonnulls("edit_requests"."trail_id", "edit_requests"."scout_route_id") = 1),
	CONSTRAINT "edit_requests_state_known" CHECK ("edit_requests"."state" in ('open','accepted','declined'))
);
--> statement-breakpoint
CREATE TABLE "guide_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"user_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_drafts_one_subject" CHECK (num_nonnulls("guide_drafts"."trail_id", "guide_drafts"."scout_route_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "patrols" (
	"id" serial PRIMARY KEY NOT NULL,
	"trail_id" integer NOT NULL,
	"assignee_id" integer NOT NULL,
	"statement_of_work_id" integer,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'assigned' NOT NULL,
	"patrolled_on" date,
	"conditions" text,
	"reported_status" text,
	"concerns_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reported_at" timestamp with time zone,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrols_state_known" CHECK ("patrols"."state" in ('assigned','reported','accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "statements_of_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"contributor_id" integer NOT NULL,
	"scope_html" text NOT NULL,
	"area_description" text NOT NULL,
	"state_id" integer,
	"deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pay_cents" integer NOT NULL,
	"deadline" date NOT NULL,
	"created_by_id" integer,
	"signature_name" text,
	"signed_at" timestamp with time zone,
	"signed_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_of_work_pay_positive" CHECK ("statements_of_work"."pay_cents" >= 0),
	CONSTRAINT "statements_of_work_signed_whole" CHECK (("statements_of_work"."signed_at" is null) = ("statements_of_work"."signature_name" is null))
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_one_owner";--> statement-breakpoint
ALTER TABLE "trail_waypoints" ALTER COLUMN "trail_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "patrol_id" integer;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "edit_request_id" integer;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD COLUMN "workflow_state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trail_waypoints" ADD COLUMN "scout_route_id" integer;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "workflow_state" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Guides that exist already take the state their published flag and acceptance say.
UPDATE "trails" SET "workflow_state" = CASE WHEN "published" THEN 'published' ELSE 'draft' END, "accepted_at" = CASE WHEN "published" THEN "created_at" END;--> statement-breakpoint
UPDATE "scout_routes" SET "workflow_state" = CASE WHEN "published" THEN 'published' WHEN "accepted_at" IS NOT NULL THEN 'accepted' ELSE 'draft' END;--> statement-breakpoint
ALTER TABLE "assignment_requests" ADD CONSTRAINT "assignment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_requests" ADD CONSTRAINT "assignment_requests_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_requests" ADD CONSTRAINT "assignment_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_requests" ADD CONSTRAINT "contributor_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_requests" ADD CONSTRAINT "contributor_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_requests" ADD CONSTRAINT "edit_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_drafts" ADD CONSTRAINT "guide_drafts_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_drafts" ADD CONSTRAINT "guide_drafts_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_drafts" ADD CONSTRAINT "guide_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_statement_of_work_id_statements_of_work_id_fk" FOREIGN KEY ("statement_of_work_id") REFERENCES "public"."statements_of_work"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrols" ADD CONSTRAINT "patrols_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_contributor_id_users_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_work" ADD CONSTRAINT "statements_of_work_signed_by_id_users_id_fk" FOREIGN KEY ("signed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_requests_queue_idx" ON "assignment_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "assignment_requests_user_idx" ON "assignment_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contributor_requests_queue_idx" ON "contributor_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_requests_one_open" ON "contributor_requests" USING btree ("user_id") WHERE "contributor_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "edit_requests_queue_idx" ON "edit_requests" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_drafts_trail_user_unique" ON "guide_drafts" USING btree ("trail_id","user_id") WHERE "guide_drafts"."trail_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_drafts_scout_route_user_unique" ON "guide_drafts" USING btree ("scout_route_id","user_id") WHERE "guide_drafts"."scout_route_id" is not null;--> statement-breakpoint
CREATE INDEX "patrols_assignee_idx" ON "patrols" USING btree ("assignee_id","state");--> statement-breakpoint
CREATE INDEX "patrols_trail_idx" ON "patrols" USING btree ("trail_id");--> statement-breakpoint
CREATE INDEX "statements_of_work_contributor_idx" ON "statements_of_work" USING btree ("contributor_id");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_patrol_id_patrols_id_fk" FOREIGN KEY ("patrol_id") REFERENCES "public"."patrols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_edit_request_id_edit_requests_id_fk" FOREIGN KEY ("edit_request_id") REFERENCES "public"."edit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_waypoints" ADD CONSTRAINT "trail_waypoints_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_patrol_idx" ON "photos" USING btree ("patrol_id");--> statement-breakpoint
ALTER TABLE "trail_waypoints" ADD CONSTRAINT "trail_waypoints_scout_route_order_unique" UNIQUE("scout_route_id","position");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_one_owner" CHECK (num_nonnulls("photos"."trail_id", "photos"."scout_route_id", "photos"."orv_park_id", "photos"."review_id", "photos"."waypoint_id", "photos"."badge_submission_id", "photos"."patrol_id", "photos"."edit_request_id") = 1);--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_published_by_workflow" CHECK ("scout_routes"."published" = ("scout_routes"."workflow_state" = 'published'));--> statement-breakpoint
ALTER TABLE "scout_routes" ADD CONSTRAINT "scout_routes_workflow_state_known" CHECK ("scout_routes"."workflow_state" in ('draft','submitted','accepted','published'));--> statement-breakpoint
ALTER TABLE "trail_waypoints" ADD CONSTRAINT "trail_waypoints_one_subject" CHECK (num_nonnulls("trail_waypoints"."trail_id", "trail_waypoints"."scout_route_id") = 1);--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_published_by_workflow" CHECK ("trails"."published" = ("trails"."workflow_state" = 'published'));--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_workflow_state_known" CHECK ("trails"."workflow_state" in ('draft','submitted','accepted','published'));