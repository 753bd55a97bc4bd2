-- PostGIS when the server offers it (ADR 0078): public lands and roads get a geometry column beside
-- their GeoJSON, and the land and road rows of the map a web-mercator one, each kept by a trigger
-- and indexed with GiST. Without PostGIS (the embedded database, a server without the extension,
-- a role that may not create it) nothing changes and the application does the spatial work.
-- The function can be run again at any time (`SELECT enable_postgis_spatial();`), e.g. once PostGIS
-- is installed on a server that lacked it; it answers whether PostGIS is in use.
CREATE FUNCTION "enable_postgis_spatial"() RETURNS boolean LANGUAGE plpgsql AS $enable$
DECLARE
  layer_name text;
  band_zoom integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'postgis') THEN
    RETURN false;
  END IF;
  BEGIN
    CREATE EXTENSION IF NOT EXISTS postgis;
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'PostGIS is installed but this role may not create it: spatial work stays in the application';
    RETURN false;
  END;

  EXECUTE $sql$
    CREATE OR REPLACE FUNCTION "imported_geometry"() RETURNS trigger LANGUAGE plpgsql AS $function$
    BEGIN
      NEW."geom" := ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON(NEW."geometry"::text), 4326));
      RETURN NEW;
    END $function$
  $sql$;
  -- The map's rows are in the unit square of web mercator (y down), as tiles address them.
  EXECUTE $sql$
    CREATE OR REPLACE FUNCTION "unit_square_to_mercator"(geojson text) RETURNS geometry LANGUAGE sql IMMUTABLE AS $function$
      SELECT ST_SetSRID(ST_Affine(ST_GeomFromGeoJSON(geojson),
        2 * 20037508.342789244, 0, 0, -2 * 20037508.342789244, -20037508.342789244, 20037508.342789244), 3857)
    $function$
  $sql$;
  EXECUTE $sql$
    CREATE OR REPLACE FUNCTION "map_feature_geometry"() RETURNS trigger LANGUAGE plpgsql AS $function$
    BEGIN
      NEW."geom" := CASE WHEN NEW."layer" IN ('public-lands', 'roads') THEN "unit_square_to_mercator"(NEW."geometry") END;
      RETURN NEW;
    END $function$
  $sql$;

  EXECUTE 'ALTER TABLE "public_lands" ADD COLUMN IF NOT EXISTS "geom" geometry(Geometry, 4326)';
  EXECUTE 'ALTER TABLE "roads" ADD COLUMN IF NOT EXISTS "geom" geometry(Geometry, 4326)';
  EXECUTE 'ALTER TABLE "map_features" ADD COLUMN IF NOT EXISTS "geom" geometry(Geometry, 3857)';
  EXECUTE 'UPDATE "public_lands" SET "geom" = ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON("geometry"::text), 4326))
    WHERE "geom" IS NULL';
  EXECUTE 'UPDATE "roads" SET "geom" = ST_MakeValid(ST_SetSRID(ST_GeomFromGeoJSON("geometry"::text), 4326))
    WHERE "geom" IS NULL';
  EXECUTE $sql$
    UPDATE "map_features" SET "geom" = "unit_square_to_mercator"("geometry")
    WHERE "layer" IN ('public-lands', 'roads') AND "geom" IS NULL
  $sql$;
  EXECUTE 'CREATE OR REPLACE TRIGGER "public_lands_geom" BEFORE INSERT OR UPDATE OF "geometry" ON "public_lands"
    FOR EACH ROW EXECUTE FUNCTION "imported_geometry"()';
  EXECUTE 'CREATE OR REPLACE TRIGGER "roads_geom" BEFORE INSERT OR UPDATE OF "geometry" ON "roads"
    FOR EACH ROW EXECUTE FUNCTION "imported_geometry"()';
  EXECUTE 'CREATE OR REPLACE TRIGGER "map_features_geom" BEFORE INSERT OR UPDATE OF "geometry", "layer" ON "map_features"
    FOR EACH ROW EXECUTE FUNCTION "map_feature_geometry"()';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "public_lands_geom_idx" ON "public_lands" USING gist ("geom")';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "roads_geom_idx" ON "roads" USING gist ("geom")';
  -- As for the boxes: one partial index per layer and band, which a tile reads alone.
  FOR layer_name, band_zoom IN
    SELECT l, b FROM unnest(ARRAY['public-lands', 'roads']) AS l, unnest(ARRAY[6, 9, 12]) AS b
  LOOP
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON "map_features" USING gist ("geom") WHERE "layer" = %L AND "band" = %s',
      'map_features_' || replace(layer_name, '-', '_') || '_' || band_zoom || '_geom_idx', layer_name, band_zoom);
  END LOOP;
  RETURN true;
END
$enable$;--> statement-breakpoint
SELECT "enable_postgis_spatial"();
