CREATE TABLE "list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"trail_id" integer,
	"scout_route_id" integer,
	"orv_park_id" integer,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_trail_unique" UNIQUE("list_id","trail_id"),
	CONSTRAINT "list_items_scout_route_unique" UNIQUE("list_id","scout_route_id"),
	CONSTRAINT "list_items_orv_park_unique" UNIQUE("list_id","orv_park_id"),
	CONSTRAINT "list_items_one_guide" CHECK (num_nonnulls("list_items"."trail_id", "list_items"."scout_route_id", "list_items"."orv_park_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lists_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_trail_id_trails_id_fk" FOREIGN KEY ("trail_id") REFERENCES "public"."trails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_scout_route_id_scout_routes_id_fk" FOREIGN KEY ("scout_route_id") REFERENCES "public"."scout_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_orv_park_id_orv_parks_id_fk" FOREIGN KEY ("orv_park_id") REFERENCES "public"."orv_parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_items_order_idx" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "list_items_trail_idx" ON "list_items" USING btree ("trail_id");--> statement-breakpoint
CREATE INDEX "list_items_scout_route_idx" ON "list_items" USING btree ("scout_route_id");--> statement-breakpoint
CREATE INDEX "list_items_orv_park_idx" ON "list_items" USING btree ("orv_park_id");--> statement-breakpoint
CREATE INDEX "lists_owner_idx" ON "lists" USING btree ("owner_id","created_at");