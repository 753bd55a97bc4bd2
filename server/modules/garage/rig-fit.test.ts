import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rigFilterSchema, vehicleSchema, type Vehicle } from "../../../shared/contracts/garage.contract";
import { advancedSearchPageSchema } from "../../../shared/contracts/search.contract";
import { insertReader } from "../../../tests/factories/guides";
import { insertMappedScoutRoute, insertMappedTrail } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { mapGuidesPageSchema } from "../../../shared/contracts/map.contract";
import { refreshSearchDocuments } from "../search/search-documents";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

const request = (method: string, path: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, path, body, reader?.headers ?? {});

// Trails of their own, far from every other fixture, with a word of their own to search for.
const PLACE = { latitude: 3.5, longitude: -140 };
const BOX = "-140.1,3.4,-139.9,3.6";
const fullSizePickup = {
  make: "Ford",
  model: "F-150",
  width_in: 80,
  height_in: 77.8,
  wheelbase_in: 145,
  ground_clearance_in: 9.4,
};
const wrangler = {
  make: "Jeep",
  model: "Wrangler",
  width_in: 73.8,
  height_in: 73.6,
  wheelbase_in: 96.8,
  ground_clearance_in: 10.8,
};

beforeAll(async () => {
  t = await createTestApp();
  const trails = await Promise.all([
    insertMappedTrail(t.db, { ...PLACE, title: "Zirconwash Squeeze", pointsOfConcern: ["Width", "Mud"] }),
    insertMappedTrail(t.db, { ...PLACE, title: "Zirconwash Ledges", pointsOfConcern: ["Body Damage"] }),
    insertMappedTrail(t.db, { ...PLACE, title: "Zirconwash Meadow", pointsOfConcern: ["Mud"] }),
  ]);
  const route = await insertMappedScoutRoute(t.db, { ...PLACE, title: "Zirconwash Scout Loop" });
  await refreshSearchDocuments(
    t.db,
    "trails",
    trails.map((trail) => trail.id),
  );
  await refreshSearchDocuments(t.db, "scout_routes", [route.id]);
});
afterAll(() => t.close());

async function memberWith(rig: Record<string, unknown> | null): Promise<Reader & { rig: Vehicle | null }> {
  const reader = await insertReader(t.db, t.services, { subscribed: true });
  if (!rig) return { ...reader, rig: null };
  const response = await request("POST", "/v2/users/me/vehicles/", reader, rig);
  expect(response.status).toBe(201);
  return { ...reader, rig: vehicleSchema.parse(await response.json()) };
}

async function onTheMap(reader: Reader | undefined, filter = "&fits-my-rig=1") {
  const response = await request("GET", `/v2/map/guides/?bbox=${BOX}${filter}`, reader);
  expect(response.status).toBe(200);
  return mapGuidesPageSchema.parse(await response.json()).results;
}

async function searched(reader: Reader | undefined, filter = "&fits-my-rig=1") {
  const response = await request("GET", `/v2/search/?q=zirconwash${filter}`, reader);
  expect(response.status).toBe(200);
  return advancedSearchPageSchema.parse(await response.json()).results;
}

const titles = (results: { title: string }[]) => results.map((result) => result.title).sort();

describe("fits my rig on the map and in search", () => {
  it("names the primary rig and the concerns that rule a trail out for it", async () => {
    const member = await memberWith(fullSizePickup);
    const response = await request("GET", "/v2/users/me/rig-fit/", member);
    expect(response.status).toBe(200);
    expect(rigFilterSchema.parse(await response.json())).toEqual({
      vehicle: member.rig,
      concerns_ruling_out: ["Full Size Not Recommended", "Width", "Short Wheelbase Recommended"],
    });
  });

  it("leaves out a narrow trail for a wide rig, keeps the tight one marked with its reason, and drops guides with no concerns to judge", async () => {
    const member = await memberWith(fullSizePickup);
    const results = await onTheMap(member);
    expect(titles(results)).toEqual(["Zirconwash Ledges", "Zirconwash Meadow"]);
    expect(results.find((guide) => guide.title === "Zirconwash Ledges")?.rig_fit).toEqual({
      level: "tight",
      reasons: ["Body Damage: Obstacles that can damage the body: your rig's ground clearance of 9.4 in is at or under 11 in."],
    });
    expect(results.find((guide) => guide.title === "Zirconwash Meadow")?.rig_fit).toEqual({ level: "fits", reasons: [] });

    const hits = await searched(member);
    expect(titles(hits)).toEqual(["Zirconwash Ledges", "Zirconwash Meadow"]);
    expect(hits.find((hit) => hit.title === "Zirconwash Ledges")?.rig_fit?.level).toBe("tight");
  });

  it("keeps the narrow trail for a rig it fits", async () => {
    const member = await memberWith(wrangler);
    expect(titles(await onTheMap(member))).toEqual(["Zirconwash Ledges", "Zirconwash Meadow", "Zirconwash Squeeze"]);
    expect(titles(await searched(member))).toEqual(["Zirconwash Ledges", "Zirconwash Meadow", "Zirconwash Squeeze"]);
  });

  it("reads the rig on every request: a new primary rig counts at once", async () => {
    const member = await memberWith(wrangler);
    expect(titles(await onTheMap(member))).toContain("Zirconwash Squeeze");
    expect((await request("POST", "/v2/users/me/vehicles/", member, { ...fullSizePickup, is_primary: true })).status).toBe(201);
    expect(titles(await onTheMap(member))).not.toContain("Zirconwash Squeeze");
  });

  it("is for paid members with a rig: the reason otherwise, and no trail detail", async () => {
    const free = await insertReader(t.db, t.services);
    const rigless = await memberWith(null);
    const cases: [Reader | undefined, number, string][] = [
      [undefined, 401, "Log in to filter trails by your rig."],
      [free, 403, "Filtering trails by your rig is part of All-Access."],
      [rigless, 409, "Add your rig to My Garage to filter trails by it."],
    ];
    for (const [reader, status, detail] of cases) {
      for (const path of [
        "/v2/users/me/rig-fit/",
        `/v2/map/guides/?bbox=${BOX}&fits-my-rig=1`,
        "/v2/search/?q=zirconwash&fits-my-rig=1",
      ]) {
        const response = await request("GET", path, reader);
        expect(response.status, path).toBe(status);
        const body = await response.text();
        expect(JSON.parse(body)).toMatchObject({ detail });
        expect(body).not.toContain("Zirconwash");
      }
    }
  });

  it("marks nothing without the filter, so a free reader's results carry no concern", async () => {
    const free = await insertReader(t.db, t.services);
    const body = JSON.stringify([await onTheMap(free, ""), await searched(free, "")]);
    expect(body).toContain("Zirconwash Squeeze");
    expect(body).not.toMatch(/rig_fit|Body Damage|Width/);
  });
});
