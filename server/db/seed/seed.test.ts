import { count, eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReader } from "../../../tests/factories/guides";
import { pacificParcel, withGeoJsonFile } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { verifyPassword } from "../../modules/accounts/passwords";
import { importPublicLands } from "../../modules/map/imports/geojson-import";
import { GUIDE_FEATURE_KINDS } from "../../modules/map/map-features";
import type { RoutePlan } from "../../../shared/contracts/route-plans.contract";
import { announcements, banners, cities, mapFeatures, orvParks, roads, scoutRoutes, states, trails, users } from "../schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_ROADS_SOURCE } from "./demo-content/roads";
import { seedDemoData } from "./seed";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function rowCounts() {
  const tables = { states, cities, users, banners, announcements, trails, scoutRoutes, orvParks, roads };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe(seedDemoData.name, () => {
  it("seeds places, accounts, banners, announcements and the generated content", async () => {
    expect(await rowCounts()).toEqual(
      // The generated content brings 20 member accounts of its own.
      expect.objectContaining({ states: 96, users: DEMO_ACCOUNTS.length + 20, banners: 4, announcements: 12, trails: 317 }),
    );
    expect((await rowCounts()).cities).toBeGreaterThan(25_000);
  });

  it("adds nothing when run again, and stores no photo: a second process on a seeded database writes nothing", async () => {
    const before = await rowCounts();
    const storedPhotos: Buffer[] = [];
    const photos = {
      storePhoto: (input: Buffer) => {
        storedPhotos.push(input);
        return t.services.photos.storePhoto(input);
      },
    };
    const started = performance.now();
    await seedDemoData(t.db, pino({ level: "silent" }), { photos });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await rowCounts()).toEqual(before);
    expect(storedPhotos).toEqual([]);
  });

  it("imports roads around the demo trails on which a high-clearance trip from a trail's town reaches its trailhead", async () => {
    const [demoRoads] = await t.db.select({ rows: count() }).from(roads).where(eq(roads.source, DEMO_ROADS_SOURCE));
    expect(demoRoads?.rows).toBeGreaterThan(1_000);
    const [rubicon] = await t.db
      .select({
        trailheadLongitude: trails.trailheadLongitude,
        trailheadLatitude: trails.trailheadLatitude,
        townLongitude: cities.longitude,
        townLatitude: cities.latitude,
      })
      .from(trails)
      .innerJoin(cities, eq(trails.cityId, cities.id))
      .where(eq(trails.title, "Rubicon Trail"));
    const trailhead = [rubicon!.trailheadLongitude, rubicon!.trailheadLatitude];
    const member = await insertReader(t.db, t.services, { subscribed: true });

    const response = await t.app.request("/api/v2/route-plans/", {
      method: "POST",
      headers: { ...member.headers, "content-type": "application/json" },
      body: JSON.stringify({
        points: [[rubicon!.townLongitude, rubicon!.townLatitude], trailhead],
        vehicle_class: "high-clearance",
        start_date: "2027-07-01",
        end_date: "2027-07-02",
      }),
    });
    expect(response.status).toBe(200);
    const route = (await response.json()) as RoutePlan;
    expect(route.properties.roads).toHaveLength(1);
    expect(route.properties.roads[0]).toMatchObject({ designated: true });
    expect(route.properties.roads[0]!.name).toMatch(/^Forest Road \d+$/);
    expect(route.geometry.coordinates.at(-1)).toEqual(trailhead);
  });

  it("builds the guides' map rows on a database whose public lands were imported before the first start", async () => {
    const guideRows = async () =>
      (
        await t.db
          .select({ rows: count() })
          .from(mapFeatures)
          .where(inArray(mapFeatures.kind, [...GUIDE_FEATURE_KINDS]))
      )[0]?.rows ?? 0;
    const seeded = await guideRows();
    expect(seeded).toBeGreaterThan(0);
    await t.db.delete(mapFeatures);
    await withGeoJsonFile("district.geojson", pacificParcel(), (file) => importPublicLands(t.db, file));

    await seedDemoData(t.db, pino({ level: "silent" }), { photos: t.services.photos });
    expect(await guideRows()).toBe(seeded);
  });

  it("gives every demo account its role, tier and the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await t.db.select().from(users).where(eq(users.email, account.email));
      expect(row).toEqual(
        expect.objectContaining({
          accessType: account.role,
          isSubscribed: account.isSubscribed,
          isOfficialCrew: account.isOfficialCrew,
        }),
      );
      expect(await verifyPassword(row!.passwordHash!, DEMO_PASSWORD)).toBe(true);
    }
  });
});
