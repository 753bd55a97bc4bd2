-- The ground's heights, a tenth of a degree per row, imported from an elevation model (ADR 0086).
CREATE TABLE "terrain_cells" (
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"samples" smallint NOT NULL,
	"heights" "bytea" NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terrain_cells_x_y_pk" PRIMARY KEY("x","y")
);
