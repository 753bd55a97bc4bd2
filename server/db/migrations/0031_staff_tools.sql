CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"report" jsonb,
	"error" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dataset_imports_kind_known" CHECK ("dataset_imports"."kind" in ('public-lands','roads')),
	CONSTRAINT "dataset_imports_state_known" CHECK ("dataset_imports"."state" in ('queued','running','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "signup_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "signup_question_options_value_unique" UNIQUE("question_id","value")
);
--> statement-breakpoint
CREATE TABLE "signup_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_questions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "user_active_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "user_active_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"payment_reference" text,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "page_type" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "page_slug" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "hidden_by_id" integer;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "boundary" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by_id" integer;--> statement-breakpoint
ALTER TABLE "scout_routes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_imports" ADD CONSTRAINT "dataset_imports_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_question_options" ADD CONSTRAINT "signup_question_options_question_id_signup_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."signup_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_active_days" ADD CONSTRAINT "user_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "dataset_imports_queued_idx" ON "dataset_imports" USING btree ("created_at") WHERE "dataset_imports"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "user_active_days_day_idx" ON "user_active_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vendors_name_idx" ON "vendors" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_page_idx" ON "announcements" USING btree ("page_type","page_slug");--> statement-breakpoint
CREATE INDEX "scout_routes_publish_at_idx" ON "scout_routes" USING btree ("publish_at") WHERE "scout_routes"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "trails_publish_at_idx" ON "trails" USING btree ("publish_at") WHERE "trails"."publish_at" is not null;
--> statement-breakpoint
INSERT INTO "signup_questions" ("key", "label", "position") VALUES
  ('state_name', 'Home state', 0),
  ('vehicle_make', 'Vehicle make', 1),
  ('year_started', 'Year started off-roading', 2),
  ('drive_style', 'Drive style', 3);--> statement-breakpoint
INSERT INTO "signup_question_options" ("question_id", "value", "label", "position")
SELECT q.id, o.value, o.value, o.position
FROM "signup_questions" q
JOIN (VALUES
  ('vehicle_make', 'Jeep', 0), ('vehicle_make', 'Toyota', 1), ('vehicle_make', 'Ford', 2),
  ('vehicle_make', 'Chevrolet', 3), ('vehicle_make', 'GMC', 4), ('vehicle_make', 'Ram', 5),
  ('vehicle_make', 'Nissan', 6), ('vehicle_make', 'Land Rover', 7), ('vehicle_make', 'ATV/UTV', 8),
  ('vehicle_make', 'Other', 9),
  ('drive_style', 'Overlanding', 0), ('drive_style', 'Rock Crawling', 1), ('drive_style', 'Mudding', 2),
  ('drive_style', 'Dirt Roads/Backroads', 3), ('drive_style', 'Other', 4)
) AS o(key, value, position) ON o.key = q.key;
