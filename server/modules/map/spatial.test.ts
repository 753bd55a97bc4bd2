// The spatial work on lands and roads is done in PostGIS exactly when the database offers the
// extension (migration 0039, ADR 0078): every test of lands crossed, roads driven and land and road
// tiles then runs against PostGIS on PostgreSQL with it, and against the application's path elsewhere.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pacificParcel, withGeoJsonFile } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { selectRows } from "../../db/select-rows";
import { importPublicLands } from "./imports/geojson-import";
import { createLandAndRoadSpatial } from "./spatial";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("works in PostGIS when the database offers it, with the imported shapes indexed there", async () => {
  const [offered] = await selectRows<{ present: boolean }>(
    t.db,
    sql`select exists (select 1 from pg_available_extensions where name = 'postgis') as present`,
  );
  const engine = await createLandAndRoadSpatial(t.db).engine();
  expect(engine).toBe(offered?.present ? "postgis" : "core");
  if (engine === "core") return;

  await withGeoJsonFile("parcel.geojson", { type: "FeatureCollection", features: [pacificParcel()] }, (file) =>
    importPublicLands(t.db, file, { source: "spatial-engine-parcel" }),
  );
  const [shapes] = await selectRows<{ lands: number; rows: number }>(
    t.db,
    sql`select (select count(*) from public_lands where source = 'spatial-engine-parcel' and ST_IsValid(geom))::int as lands,
      (select count(*) from map_features m join public_lands l on l.id = m.feature_id
        where m.kind = 'public-land' and l.source = 'spatial-engine-parcel' and m.geom is not null)::int as rows`,
  );
  expect(shapes).toEqual({ lands: 1, rows: 3 });
});
