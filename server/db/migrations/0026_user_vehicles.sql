CREATE TABLE "user_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"trim" text,
	"lift_inches" double precision,
	"tire_size" text,
	"width_inches" double precision,
	"height_inches" double precision,
	"wheelbase_inches" double precision,
	"ground_clearance_inches" double precision,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_vehicles_model_present" CHECK (length("user_vehicles"."model") > 0)
);
--> statement-breakpoint
ALTER TABLE "user_vehicles" ADD CONSTRAINT "user_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_vehicles_user_idx" ON "user_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_vehicles_one_primary" ON "user_vehicles" USING btree ("user_id") WHERE "user_vehicles"."is_primary";