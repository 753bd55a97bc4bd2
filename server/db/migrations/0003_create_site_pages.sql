CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_markdown" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
