import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMetres } from "../../shared/geo/geometry";
import { openMemoryDatabase, type DatabaseHandle } from "./client";
import { greatCircleMetres } from "./great-circle";

let database: DatabaseHandle;
beforeAll(() => {
  database = openMemoryDatabase();
});
afterAll(() => database.close());

describe("the great-circle distance in SQL", () => {
  it("measures as the browser and server code do, between columns and numbers alike", async () => {
    const moab = { longitude: -109.5498, latitude: 38.5733 };
    const ouray = { longitude: -107.6712, latitude: 38.0228 };
    const result = await database.db.execute(
      sql`select ${greatCircleMetres(moab, { latitude: sql`to_lat`, longitude: sql`to_lng` })} as metres
          from (values (${ouray.latitude}::double precision, ${ouray.longitude}::double precision)) as towns(to_lat, to_lng)`,
    );
    const [{ metres }] = (result as { rows: { metres: number }[] }).rows as [{ metres: number }];
    const expected = distanceMetres([moab.longitude, moab.latitude], [ouray.longitude, ouray.latitude]);
    expect(expected).toBeGreaterThan(170_000);
    expect(Math.abs(Number(metres) - expected)).toBeLessThan(0.01);
  });
});
