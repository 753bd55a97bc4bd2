ALTER TABLE "users" ADD COLUMN "units" text DEFAULT 'imperial' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_units_known" CHECK ("users"."units" in ('imperial','metric'));