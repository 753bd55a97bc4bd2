CREATE TABLE "stored_tiles" (
	"layer" text NOT NULL,
	"version" bigint NOT NULL,
	"z" smallint NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_tiles_layer_version_z_x_y_pk" PRIMARY KEY("layer","version","z","x","y")
);
