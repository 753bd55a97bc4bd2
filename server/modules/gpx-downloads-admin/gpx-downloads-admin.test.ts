import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gpxDownloadsPageSchema, type GpxDownloadsPage } from "../../../shared/contracts/gpx-downloads.contract";
import { gpxDownloads } from "../../db/schema";
import { insertReader, insertScoutRoute, insertTrail, insertUser, stateIdFor } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// Downloads in June 2040, far from any demo download; every query keeps to that month.
const JUNE = "from=2040-06-01&to=2040-06-30";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader, admin: Reader;
let trailTitle: string, routeTitle: string;

beforeAll(async () => {
  t = await createTestApp();
  [superUser, admin] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);
  const [rosa, milo] = await Promise.all([
    insertUser(t.db, { name: "Rosa Gpxdownloader" }),
    insertUser(t.db, { name: "Milo Gpxdownloader" }),
  ]);
  const trail = await insertTrail(t.db, { stateId: await stateIdFor(t.db, "UT") });
  const route = await insertScoutRoute(t.db, { stateId: await stateIdFor(t.db, "CO") });
  trailTitle = trail.title;
  routeTitle = route.title;
  await t.db.insert(gpxDownloads).values([
    { trailId: trail.id, userId: rosa.id, createdAt: new Date("2040-06-02T09:00:00Z") },
    { scoutRouteId: route.id, userId: rosa.id, createdAt: new Date("2040-06-10T09:00:00Z") },
    { trailId: trail.id, userId: milo.id, createdAt: new Date("2040-06-30T23:59:59Z") },
    { trailId: trail.id, userId: milo.id, createdAt: new Date("2040-07-01T00:00:00Z") },
  ]);
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = superUser.headers) =>
  apiRequest(t.app, "GET", `/v2/admin/gpx-downloads/?${query}`, undefined, headers);

async function list(query: string): Promise<GpxDownloadsPage> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return gpxDownloadsPageSchema.parse(await response.json());
}

const who = (page: GpxDownloadsPage) => page.results.map((row) => [row.created_at.slice(0, 10), row.guide.title, row.user?.name]);

describe("GET /api/v2/admin/gpx-downloads/", () => {
  it("lists the downloads of the days asked for, newest first, with the guide, its state and page, and the reader", async () => {
    const page = await list(JUNE);
    expect(page.count).toBe(3);
    expect(who(page)).toEqual([
      ["2040-06-30", trailTitle, "Milo Gpxdownloader"],
      ["2040-06-10", routeTitle, "Rosa Gpxdownloader"],
      ["2040-06-02", trailTitle, "Rosa Gpxdownloader"],
    ]);
    expect(page.results[1]!.guide).toMatchObject({ kind: "scout-route", state: { code: "CO" } });
    expect(page.results[1]!.guide.href).toMatch(/^\/US\/colorado\/scout-routes\/\d+-fixture-scout-route-\d+$/);
    expect(page.states.map((state) => state.code)).toEqual(expect.arrayContaining(["CO", "UT"]));
  });

  it("filters by guide kind, state and reader, sorts and pages", async () => {
    expect(who(await list(`${JUNE}&kind=scout-route`))).toEqual([["2040-06-10", routeTitle, "Rosa Gpxdownloader"]]);
    expect((await list(`${JUNE}&state=UT`)).count).toBe(2);
    expect(who(await list(`${JUNE}&q=rosa milo`))).toEqual([]);
    expect(who(await list(`${JUNE}&q=MILO`))).toEqual([["2040-06-30", trailTitle, "Milo Gpxdownloader"]]);
    const oldestFirst = await list(`${JUNE}&sort=created_at&order=asc&page_size=25`);
    expect(oldestFirst.results[0]!.created_at).toBe("2040-06-02T09:00:00.000Z");
  });

  it("exports every matching download as CSV", async () => {
    const response = await get(`${JUNE}&state=UT&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("When,Kind,Guide,Guide id,State,Reader,E-mail");
    expect(lines.slice(1).map((line) => line.split(",").slice(1, 6).join(","))).toEqual([
      expect.stringMatching(new RegExp(`^trail,${trailTitle},\\d+,UT,Milo Gpxdownloader$`)),
      expect.stringMatching(new RegExp(`^trail,${trailTitle},\\d+,UT,Rosa Gpxdownloader$`)),
    ]);
  });

  it.each([
    ["a guide kind that does not exist", "kind=park", "kind"],
    ["a day that is not a date", "from=2040-13-01", "from"],
  ])("refuses %s with 400 and says which field", async (_label, query, field) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it("is for SUPER users only", async () => {
    expect((await apiRequest(t.app, "GET", "/v2/admin/gpx-downloads/")).status).toBe(401);
    expect((await get("", admin.headers)).status).toBe(403);
  });
});
