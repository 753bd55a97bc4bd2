import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PreviewStatesPage, ScoutRoutePreviewsPage } from "../../../shared/contracts/preview-comparison.contract";
import type { ClosestPreview } from "../../../shared/contracts/scout-route.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { states, trails } from "../../db/schema";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let staff: Reader, admin: Reader;
/** A state no demo trail is in, so its figures are the fixtures' alone. */
let emptyState: { id: number; code: string; title: string };

beforeAll(async () => {
  t = await createTestApp();
  [staff, admin] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);
  const withTrails = new Set((await t.db.selectDistinct({ stateId: trails.stateId }).from(trails)).map((row) => row.stateId));
  const all = await t.db.select({ id: states.id, code: states.code, title: states.title }).from(states).orderBy(states.code);
  emptyState = all.find((state) => !withTrails.has(state.id))!;
});
afterAll(() => t.close());

const get = async <T>(path: string, headers: Record<string, string> = staff.headers) =>
  (await apiRequest(t.app, "GET", path, undefined, headers)).json() as Promise<T>;

describe("GET /api/v2/admin/preview-trail-comparison/states/", () => {
  it("flags a state with published trails and no preview, and lists its previews once it has one", async () => {
    await insertTrail(t.db, { stateId: emptyState.id, title: "Quiet Wash" });
    await insertTrail(t.db, { stateId: emptyState.id, title: "Unpublished Preview", isPreview: true, published: false });
    const missing = await get<PreviewStatesPage>(
      `/v2/admin/preview-trail-comparison/states/?coverage=missing&q=${encodeURIComponent(emptyState.title)}`,
    );
    expect(missing.results).toEqual([{ code: emptyState.code, title: emptyState.title, published_trails: 1, previews: [] }]);
    expect(missing.missing_count).toBeGreaterThanOrEqual(1);

    const preview = await insertTrail(t.db, { stateId: emptyState.id, title: "Sunny Ledge", isPreview: true });
    const covered = await get<PreviewStatesPage>(
      `/v2/admin/preview-trail-comparison/states/?coverage=covered&q=${encodeURIComponent(emptyState.title)}`,
    );
    expect(covered.results.map((state) => [state.code, state.title, state.published_trails])).toEqual([
      [emptyState.code, emptyState.title, 2],
    ]);
    expect(covered.results[0]?.previews.map((trail) => [trail.id, trail.title])).toEqual([[preview.id, "Sunny Ledge"]]);
    expect(covered.results[0]?.previews[0]?.path).toMatch(new RegExp(`/trails/${preview.id}-`));
    expect(covered.missing_count).toBe(missing.missing_count - 1);

    const csv = await apiRequest(
      t.app,
      "GET",
      `/v2/admin/preview-trail-comparison/states/?q=${encodeURIComponent(emptyState.title)}&format=csv`,
      undefined,
      staff.headers,
    );
    expect((await csv.text()).split("\r\n").slice(0, 2)).toEqual([
      "State,Code,Published trails,Preview trails,Previews,No preview",
      `${emptyState.title},${emptyState.code},2,1,Sunny Ledge,no`,
    ]);
  });

  it("is SUPER only and refuses an unknown coverage", async () => {
    expect((await apiRequest(t.app, "GET", "/v2/admin/preview-trail-comparison/states/", undefined, admin.headers)).status).toBe(
      403,
    );
    expect((await apiRequest(t.app, "GET", "/v2/admin/preview-trail-comparison/scout-routes/")).status).toBe(401);
    const bad = await apiRequest(
      t.app,
      "GET",
      "/v2/admin/preview-trail-comparison/states/?coverage=some",
      undefined,
      staff.headers,
    );
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/v2/admin/preview-trail-comparison/scout-routes/", () => {
  it("gives each scout route the closest preview and distance its paywall shows, sortable by distance", async () => {
    // Far out in the ocean: the only previews near are these.
    const origin = { latitude: -40, longitude: -130 };
    const near = await insertTrail(t.db, { ...origin, latitude: origin.latitude + 0.1, title: "Near Preview", isPreview: true });
    await insertTrail(t.db, { ...origin, latitude: origin.latitude + 0.05, title: "Closer But Not Preview" });
    const close = await insertScoutRoute(t.db, { ...origin, title: "Tidepool Close Route" });
    const far = await insertScoutRoute(t.db, { ...origin, longitude: origin.longitude + 0.5, title: "Tidepool Far Route" });

    const page = await get<ScoutRoutePreviewsPage>(
      "/v2/admin/preview-trail-comparison/scout-routes/?q=Tidepool&sort=distance&order=asc",
    );
    expect(page.results.map((route) => [route.title, route.nearest?.title, route.nearest?.distance])).toEqual([
      ["Tidepool Close Route", "Near Preview", 6.91],
      ["Tidepool Far Route", "Near Preview", 27.37],
    ]);
    // The paywall's own figure for the same route.
    for (const route of [close, far]) {
      const paywall = await get<ClosestPreview[] | { results: ClosestPreview[] }>(
        `/v2/trails/${route.id}/closest-preview/?product_type=scout-routes`,
        {},
      );
      const first = Array.isArray(paywall) ? paywall[0] : paywall.results[0];
      const row = page.results.find((shown) => shown.id === route.id)!;
      expect([first?.id, first?.distance]).toEqual([near.id, row.nearest?.distance]);
    }
    const descending = await get<ScoutRoutePreviewsPage>(
      "/v2/admin/preview-trail-comparison/scout-routes/?q=Tidepool&sort=distance&order=desc",
    );
    expect(descending.results.map((route) => route.title)).toEqual(["Tidepool Far Route", "Tidepool Close Route"]);

    const csv = await apiRequest(
      t.app,
      "GET",
      "/v2/admin/preview-trail-comparison/scout-routes/?q=Tidepool&sort=distance&order=asc&format=csv",
      undefined,
      staff.headers,
    );
    expect((await csv.text()).split("\r\n").slice(0, 2)).toEqual([
      "Scout route,State,Closest preview,Preview state,Distance (mi)",
      "Tidepool Close Route,UT,Near Preview,UT,6.91",
    ]);
  });
});
