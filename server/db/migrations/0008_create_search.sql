CREATE TABLE "search_documents" (
	"index" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"town_name" text,
	"state_code" text,
	"state_title" text,
	"body" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"popularity" real DEFAULT 0 NOT NULL,
	"published" boolean NOT NULL,
	"difficulty_low" smallint,
	"difficulty_high" smallint,
	"length_miles" double precision,
	"rating" double precision,
	"review_count" integer,
	"latitude" double precision,
	"longitude" double precision,
	"published_at" timestamp with time zone,
	"search_title" text GENERATED ALWAYS AS (search_normalize(title)) STORED NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, search_normalize(left(body, 4000))), 'C')) STORED NOT NULL,
	"name_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_normalize(title)), 'A') || setweight(to_tsvector('simple'::regconfig, search_normalize(coalesce(town_name, '') || ' ' || coalesce(state_title, '') || ' ' || coalesce(state_code, ''))), 'B')) STORED NOT NULL,
	CONSTRAINT "search_documents_index_ref_id_pk" PRIMARY KEY("index","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"origin" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_tracks" ADD CONSTRAINT "search_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_name_document_idx" ON "search_documents" USING gin ("name_document");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);