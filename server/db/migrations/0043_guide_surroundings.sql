-- Each guide's crossed public lands and driven roads, kept by the writes that change them and
-- stamped with the line and layer versions they were worked out from (ADR 0082).
CREATE TABLE "guide_surroundings" (
	"kind" text NOT NULL,
	"guide_id" integer NOT NULL,
	"line_digest" text NOT NULL,
	"lands_version" bigint NOT NULL,
	"roads_version" bigint NOT NULL,
	"public_lands" jsonb NOT NULL,
	"roads" jsonb NOT NULL,
	CONSTRAINT "guide_surroundings_kind_guide_id_pk" PRIMARY KEY("kind","guide_id")
);
