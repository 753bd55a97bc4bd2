import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../../shared/contracts/error.contract";
import type { ClosestPreview, EditorNote, HistoryEntry, ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import {
  FIXTURE_ORIGIN,
  insertEditorNote,
  insertHistoryEntry,
  insertPhoto,
  insertReader,
  insertScoutRoute,
  insertScoutRouteWaypoint,
  insertTrail,
} from "../../../tests/factories/guides";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { expectValidAgainstSchema } from "../../../tests/setup/xml-checks";
import { gpxDownloads, historyEntries, scoutRoutes, screenViews } from "../../db/schema";
import { COUNTED_VIEWS_PER_CLIENT, VIEW_COUNT_WINDOW_MS } from "./guides.service";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let free: Reader, paid: Reader, scout: Reader, admin: Reader, superUser: Reader, author: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [free, paid, scout, admin, superUser, author] = await Promise.all([
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services, { role: "SCOUT" }),
    insertReader(t.db, t.services, { role: "ADMIN", name: "Alex Admin" }),
    insertReader(t.db, t.services, { role: "SUPER", name: "Sam Super" }),
    insertReader(t.db, t.services, { role: "SCOUT", name: "Avery Author" }),
  ]);
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) => t.app.request(`/api${path}`, { headers });
const send = (method: string, path: string, body: unknown, headers: Headers = {}) =>
  t.app.request(`/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("GET /api/v3/scout-routes/{id}/", () => {
  it("gives non-paid readers the preview: no line, no description, no photo beyond the hero", async () => {
    const route = await insertScoutRoute(t.db, { userId: author.id });
    await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType: 0 });
    await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType: 2 });
    const response = await get(`/v3/scout-routes/${route.id}/`, free.headers);
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScoutRoute;
    expect(body).toMatchObject({
      access: "preview",
      id: route.id,
      slug: `${route.id}-${route.slug}`,
      difficulty: 5,
      difficulty_props: { label: "Difficult", color: "#FAD201" },
      length: 12.5,
      teaser: "A rocky climb to the rim. Views all the way down.",
      user: { uuid: author.uuid, name: "Avery Author", photo_file_name: null },
      state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
    });
    expect(body.hero_file_name).toMatch(/hero\.jpg$/);
    for (const field of [
      "geojson",
      "bounds",
      "route_description",
      "photos",
      "road_condition",
      "status",
      "categories",
      "internal",
    ]) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it("gives paid readers the full route with every photo, sanitized description and no Internal Details", async () => {
    const route = await insertScoutRoute(t.db, { routeDescription: '<p onclick="x()">Go <script>alert(1)</script>left.</p>' });
    await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType: 0 });
    await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType: 1 });
    await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType: 2 });
    const body = (await (await get(`/v3/scout-routes/${route.id}/`, paid.headers)).json()) as ScoutRoute;
    expect(body.access).toBe("full");
    if (body.access !== "full") return;
    expect(body.route_description).toBe("<p>Go left.</p>");
    expect(body.photos.map((photo) => photo.photo_type)).toEqual([0, 1, 2]);
    expect(body.geojson.coordinates[0]).toEqual([FIXTURE_ORIGIN.longitude, FIXTURE_ORIGIN.latitude, 1500]);
    expect(body.camping_file_name).toMatch(/large\.jpg$/);
    expect(body).toMatchObject({ road_condition: "Washboard gravel", categories: ["Overlanding", "Scenic"], status: "open" });
    expect(body).not.toHaveProperty("internal");
  });

  it("gives paid readers the waypoints in route order with their photos, and non-paid readers none", async () => {
    const route = await insertScoutRoute(t.db);
    const second = await insertScoutRouteWaypoint(t.db, route.id, { position: 2, name: "Slickrock ledge" });
    await insertScoutRouteWaypoint(t.db, route.id, { position: 1, name: "Trailhead", descriptionHtml: "<p>Air <b>down</b></p>" });
    await insertPhoto(t.db, { waypointId: second.id });
    const full = (await (await get(`/v3/scout-routes/${route.id}/`, paid.headers)).json()) as ScoutRoute;
    expect(full.access).toBe("full");
    if (full.access !== "full") return;
    expect(full.waypoints.map((waypoint) => [waypoint.name, waypoint.photos.length])).toEqual([
      ["Trailhead", 0],
      ["Slickrock ledge", 1],
    ]);
    expect(full.waypoints[0]?.description_html).toBe("<p>Air <b>down</b></p>");
    for (const headers of [{}, free.headers]) {
      const response = await get(`/v3/scout-routes/${route.id}/`, headers);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text)).not.toHaveProperty("waypoints");
      expect(text).not.toContain("Slickrock ledge");
    }
  });

  it("adds Internal Details for SCOUT or greater", async () => {
    const route = await insertScoutRoute(t.db, { userId: author.id, voteCount: 3, totalPageViews: 40 });
    await insertHistoryEntry(t.db, { scoutRouteId: route.id });
    await insertEditorNote(t.db, { scoutRouteId: route.id }, admin.id);
    await insertEditorNote(t.db, { scoutRouteId: route.id }, author.id, { authorRole: "writer" });
    const scoutView = (await (await get(`/v3/scout-routes/${route.id}/`, scout.headers)).json()) as ScoutRoute;
    expect(scoutView.internal).toEqual({
      vote_count: 3,
      total_page_views: 40,
      editor_notes_count: 2,
      history_count: 1,
      can_edit: false,
    });
    const authorView = (await (await get(`/v3/scout-routes/${route.id}/`, author.headers)).json()) as ScoutRoute;
    expect(authorView.internal?.can_edit).toBe(true);
    const adminView = (await (await get(`/v3/scout-routes/${route.id}/`, admin.headers)).json()) as ScoutRoute;
    expect(adminView.internal?.can_edit).toBe(true);
  });

  it("hides unpublished routes from everyone but the author and staff", async () => {
    const route = await insertScoutRoute(t.db, { userId: author.id, published: false });
    expect((await get(`/v3/scout-routes/${route.id}/`)).status).toBe(404);
    expect((await get(`/v3/scout-routes/${route.id}/`, paid.headers)).status).toBe(404);
    expect((await get(`/v3/scout-routes/${route.id}/`, author.headers)).status).toBe(200);
    expect((await get(`/v3/scout-routes/${route.id}/`, scout.headers)).status).toBe(200);
  });

  it("answers an unknown id with the 404 error shape", async () => {
    const response = await get("/v3/scout-routes/999999999/");
    expect(response.status).toBe(404);
    expect((await response.json()) as ApiError).toEqual({ detail: "Not found.", code: "not_found" });
    expect((await get("/v3/scout-routes/abc/")).status).toBe(404);
    expect((await get("/v3/scout-routes/0/")).status).toBe(404);
  });
});

describe("GET /api/v2/scout-routes/{id}/history/", () => {
  it("lists history newest first, sanitized, for SCOUT or greater only", async () => {
    const route = await insertScoutRoute(t.db);
    await insertHistoryEntry(
      t.db,
      { scoutRouteId: route.id },
      { historyDate: new Date("2025-01-01T00:00:00Z"), historyUserId: admin.id },
    );
    await insertHistoryEntry(
      t.db,
      { scoutRouteId: route.id },
      {
        historyDate: new Date("2025-02-01T00:00:00Z"),
        historyChangeReason: '<img src="javascript:alert(1)">Retitled',
      },
    );
    const response = await get(`/v2/scout-routes/${route.id}/history/`, scout.headers);
    expect(response.status).toBe(200);
    const entries = (await response.json()) as HistoryEntry[];
    expect(entries.map((entry) => entry.history_date)).toEqual(["2025-02-01T00:00:00.000Z", "2025-01-01T00:00:00.000Z"]);
    expect(entries[0]).toMatchObject({ history_user: null, history_change_reason: "<img />Retitled" });
    expect(entries[1]?.history_user).toEqual({ name: "Alex Admin" });
    expect((await get(`/v2/scout-routes/${route.id}/history/`, paid.headers)).status).toBe(403);
    expect((await get(`/v2/scout-routes/${route.id}/history/`)).status).toBe(401);
    expect((await get(`/v2/scout-routes/999999999/history/`, scout.headers)).status).toBe(404);
  });
});

describe("GET /api/v2/vendors/editor-notes/?scout_route={id}", () => {
  it("names the editor or the writer, for ADMIN or greater and the route's author", async () => {
    const route = await insertScoutRoute(t.db, { userId: author.id });
    await insertEditorNote(t.db, { scoutRouteId: route.id }, admin.id, { createdAt: new Date("2025-03-01T00:00:00Z") });
    await insertEditorNote(t.db, { scoutRouteId: route.id }, author.id, {
      authorRole: "writer",
      createdAt: new Date("2025-03-02T00:00:00Z"),
      contentHtml: "<p>Fixed<script>x</script></p>",
    });
    const response = await get(`/v2/vendors/editor-notes/?scout_route=${route.id}`, admin.headers);
    expect(response.status).toBe(200);
    const notes = (await response.json()) as EditorNote[];
    expect(notes.map(({ editor_name, writer_name, content }) => ({ editor_name, writer_name, content }))).toEqual([
      { editor_name: null, writer_name: "Avery Author", content: "<p>Fixed</p>" },
      { editor_name: "Alex Admin", writer_name: null, content: "<p>Check the second gate.</p>" },
    ]);
    expect((await get(`/v2/vendors/editor-notes/?scout_route=${route.id}`, author.headers)).status).toBe(200);
    expect((await get(`/v2/vendors/editor-notes/?scout_route=${route.id}`, scout.headers)).status).toBe(403);
    expect((await get(`/v2/vendors/editor-notes/?scout_route=${route.id}`)).status).toBe(401);
    expect((await get(`/v2/vendors/editor-notes/`, admin.headers)).status).toBe(400);
  });
});

describe("PATCH /api/v2/scout-routes/edit/{id}/", () => {
  it("lets a super user set the new edition date, writing a history entry in the same change", async () => {
    const route = await insertScoutRoute(t.db);
    const response = await send(
      "PATCH",
      `/v2/scout-routes/edit/${route.id}/`,
      { new_edition_date: "2026-03-15" },
      superUser.headers,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScoutRoute;
    expect(body).toMatchObject({ access: "full", new_edition_date: "2026-03-15", internal: { history_count: 1 } });
    const [entry] = await t.db.select().from(historyEntries).where(eq(historyEntries.scoutRouteId, route.id));
    expect(entry).toMatchObject({
      historyUserId: superUser.id,
      historyChangeReason: "New edition date changed from none to 2026-03-15.",
      changes: { new_edition_date: { from: null, to: "2026-03-15" } },
    });
    const cleared = await send("PATCH", `/v2/scout-routes/edit/${route.id}/`, { new_edition_date: null }, superUser.headers);
    expect(((await cleared.json()) as ScoutRoute & { new_edition_date: string | null }).new_edition_date).toBeNull();
  });

  it("refuses everyone else and rejects a bad date", async () => {
    const route = await insertScoutRoute(t.db);
    const path = `/v2/scout-routes/edit/${route.id}/`;
    expect((await send("PATCH", path, { new_edition_date: "2026-03-15" })).status).toBe(401);
    expect((await send("PATCH", path, { new_edition_date: "2026-03-15" }, admin.headers)).status).toBe(403);
    expect((await send("PATCH", path, { new_edition_date: "15/03/2026" }, superUser.headers)).status).toBe(400);
    expect((await send("PATCH", "/v2/scout-routes/edit/999999999/", { new_edition_date: null }, superUser.headers)).status).toBe(
      404,
    );
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row?.newEditionDate).toBeNull();
    expect(await t.db.select().from(historyEntries).where(eq(historyEntries.scoutRouteId, route.id))).toEqual([]);
  });
});

describe("GET /api/v2/trails/{id}/closest-preview/", () => {
  it("lists the three nearest published preview trails from the route's trailhead, nearest first", async () => {
    const latitude = -10.5;
    const longitude = -140;
    const route = await insertScoutRoute(t.db, { latitude, longitude });
    const far = await insertTrail(t.db, { isPreview: true, latitude: latitude + 0.3, longitude, title: "Far" });
    const nearest = await insertTrail(t.db, { isPreview: true, latitude: latitude + 0.1, longitude, title: "Nearest" });
    await insertPhoto(t.db, { trailId: nearest.id }, { photoType: 0 });
    const middle = await insertTrail(t.db, {
      isPreview: true,
      latitude: latitude + 0.2,
      longitude,
      technicalRatingLow: 9,
      technicalRatingHigh: 10,
    });
    await insertTrail(t.db, { isPreview: true, latitude: latitude + 0.4, longitude });
    await insertTrail(t.db, { isPreview: false, latitude: latitude + 0.01, longitude });
    await insertTrail(t.db, { isPreview: true, published: false, latitude: latitude + 0.02, longitude });

    const response = await get(`/v2/trails/${route.id}/closest-preview/?product_type=scout-routes`);
    expect(response.status).toBe(200);
    const previews = (await response.json()) as ClosestPreview[];
    expect(previews.map((preview) => preview.id)).toEqual([nearest.id, middle.id, far.id]);
    expect(previews[0]).toMatchObject({
      slug: `${nearest.id}-${nearest.slug}`,
      title: "Nearest",
      distance: 6.91,
      technical_rating_low: 4,
      difficulty_props: { label: "Moderate" },
      nearest_town_name: "Ouray",
      state: { code: "UT" },
    });
    expect(previews[0]?.photo_file_name).toMatch(/hero\.jpg$/);
    expect(previews[1]?.difficulty_props.label).toBe("Extreme");

    const fromTrail = (await (
      await get(`/v2/trails/${nearest.id}/closest-preview/?product_type=trails`)
    ).json()) as ClosestPreview[];
    expect(fromTrail.map((preview) => preview.id)).toEqual([middle.id, far.id, expect.any(Number)]);
    expect((await get(`/v2/trails/999999999/closest-preview/?product_type=scout-routes`)).status).toBe(404);
  });
});

describe("GET /api/v2/trails/{id}/nearby/", () => {
  it("lists every nearby published trail for paid readers, and only the preview trails for others", async () => {
    const latitude = -20.5;
    const longitude = -150;
    const route = await insertScoutRoute(t.db, { latitude, longitude });
    const closeGuide = await insertTrail(t.db, { latitude: latitude + 0.01, longitude, title: "Close guide" });
    const closePreview = await insertTrail(t.db, { isPreview: true, latitude: latitude + 0.02, longitude });
    const nextGuide = await insertTrail(t.db, { latitude: latitude + 0.03, longitude });
    const farPreview = await insertTrail(t.db, { isPreview: true, latitude: latitude + 1.5, longitude });
    await insertTrail(t.db, { published: false, latitude: latitude + 0.005, longitude });
    const nearbyIds = async (path: string, headers: Headers = {}) => {
      const response = await get(path, headers);
      expect(response.status).toBe(200);
      return ((await response.json()) as ClosestPreview[]).map((trail) => trail.id);
    };

    const forPaid = await nearbyIds(`/v2/trails/${route.id}/nearby/?product_type=scout-routes`, paid.headers);
    expect(forPaid.slice(0, 4)).toEqual([closeGuide.id, closePreview.id, nextGuide.id, farPreview.id]);
    for (const headers of [{}, free.headers]) {
      const forOthers = await nearbyIds(`/v2/trails/${route.id}/nearby/?product_type=scout-routes`, headers);
      expect(forOthers.slice(0, 2)).toEqual([closePreview.id, farPreview.id]);
      expect(forOthers).not.toContain(closeGuide.id);
      expect(forOthers).not.toContain(nextGuide.id);
    }
    const fromTrail = await nearbyIds(`/v2/trails/${closePreview.id}/nearby/?product_type=trails`, paid.headers);
    expect(fromTrail.slice(0, 2)).toEqual([closeGuide.id, nextGuide.id]);
    expect((await get(`/v2/trails/999999999/nearby/?product_type=scout-routes`, paid.headers)).status).toBe(404);
  });
});

describe("POST /api/v2/users/screen-view/", () => {
  it("records a view and counts it on the route, signed in or not", async () => {
    const route = await insertScoutRoute(t.db);
    expect((await send("POST", "/v2/users/screen-view/", { scout_route_id: route.id, platform: "website" })).status).toBe(201);
    expect(
      (await send("POST", "/v2/users/screen-view/", { scout_route_id: route.id, platform: "ios" }, free.headers)).status,
    ).toBe(201);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row?.totalPageViews).toBe(2);
    const views = await t.db.select().from(screenViews).where(eq(screenViews.scoutRouteId, route.id));
    expect(views.map((view) => view.userId).sort()).toEqual([free.id, null].sort());
  });

  it("rejects a body naming no guide or two, and unknown guides", async () => {
    expect((await send("POST", "/v2/users/screen-view/", { platform: "website" })).status).toBe(400);
    expect((await send("POST", "/v2/users/screen-view/", { scout_route_id: 1, trail_id: 1, platform: "website" })).status).toBe(
      400,
    );
    expect((await send("POST", "/v2/users/screen-view/", { scout_route_id: 1, platform: "fax" })).status).toBe(400);
    expect((await send("POST", "/v2/users/screen-view/", { scout_route_id: 999999999, platform: "website" })).status).toBe(404);
  });
});

describe("page-view counting", () => {
  const viewsOf = async (id: number) =>
    (await t.db.select({ views: scoutRoutes.totalPageViews }).from(scoutRoutes).where(eq(scoutRoutes.id, id)))[0]?.views;
  const view = (routeId: number, headers: Headers, app = t.app) =>
    app.request("/api/v2/users/screen-view/", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ scout_route_id: routeId, platform: "website" }),
    });

  it("counts a client's views of a guide once per window, whichever process answers", async () => {
    const route = await insertScoutRoute(t.db);
    const other = createSiblingApp(t);
    const first = await view(route.id, free.headers);
    expect([first.status, await first.json()]).toEqual([201, { recorded: true }]);
    const again = await view(route.id, free.headers, other.app);
    expect([again.status, await again.json()]).toEqual([200, { recorded: false }]);
    for (const app of [t.app, other.app]) await view(route.id, { "x-forwarded-for": "203.0.113.7" }, app);
    await view(route.id, { "x-forwarded-for": "203.0.113.8" });
    expect(await viewsOf(route.id)).toBe(3);
    expect(await t.db.select().from(screenViews).where(eq(screenViews.scoutRouteId, route.id))).toHaveLength(3);

    // Signed out, since access tokens do not last a window; the clock goes back for the tests after.
    t.clock.advance(VIEW_COUNT_WINDOW_MS + 1000);
    try {
      expect((await view(route.id, { "x-forwarded-for": "203.0.113.7" }, other.app)).status).toBe(201);
    } finally {
      t.clock.advance(-(VIEW_COUNT_WINDOW_MS + 1000));
    }
    expect(await viewsOf(route.id)).toBe(4);
  });

  it("counts at most a cap of one client's views per window", async () => {
    const reader = await insertReader(t.db, t.services);
    const routes = await Promise.all(Array.from({ length: COUNTED_VIEWS_PER_CLIENT + 1 }, () => insertScoutRoute(t.db)));
    const statuses = [];
    for (const route of routes) statuses.push((await view(route.id, reader.headers)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(COUNTED_VIEWS_PER_CLIENT);
    expect(statuses.at(-1)).toBe(200);
    expect(await viewsOf(routes.at(-1)!.id)).toBe(0);
    expect((await view(routes.at(-1)!.id, free.headers)).status).toBe(201);
  });
});

describe("/api/v3/scout-routes/{id}/vote/", () => {
  it("votes once, reports the vote, and removes it, keeping vote_count", async () => {
    const route = await insertScoutRoute(t.db);
    const path = `/v3/scout-routes/${route.id}/vote/`;
    expect((await get(path, paid.headers)).status).toBe(404);
    expect((await send("POST", path, undefined, paid.headers)).status).toBe(201);
    expect((await send("POST", path, undefined, paid.headers)).status).toBe(201);
    const voted = await get(path, paid.headers);
    expect(voted.status).toBe(200);
    expect(await voted.json()).toEqual({ voted: true });
    const voteCount = async () => (await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id)))[0]?.voteCount;
    expect(await voteCount()).toBe(1);
    expect((await send("DELETE", path, undefined, paid.headers)).status).toBe(204);
    expect(await voteCount()).toBe(0);
    expect((await send("DELETE", path, undefined, paid.headers)).status).toBe(404);
    expect((await get(path, paid.headers)).status).toBe(404);
  });

  it("needs a signed-in, paid reader", async () => {
    const route = await insertScoutRoute(t.db);
    const path = `/v3/scout-routes/${route.id}/vote/`;
    expect((await get(path)).status).toBe(401);
    expect((await send("POST", path, undefined)).status).toBe(401);
    expect((await send("POST", path, undefined, free.headers)).status).toBe(403);
    expect((await send("DELETE", path, undefined)).status).toBe(401);
    expect((await send("POST", "/v3/scout-routes/999999999/vote/", undefined, paid.headers)).status).toBe(404);
  });
});

describe("GET /api/v2/scout-routes/{id}/gpx/", () => {
  it("downloads the route as valid GPX 1.1 for paid readers only, and logs each download", async () => {
    const route = await insertScoutRoute(t.db, { title: "Sand & Slickrock" });
    expect((await get(`/v2/scout-routes/${route.id}/gpx/`)).status).toBe(403);
    expect((await get(`/v2/scout-routes/${route.id}/gpx/`, free.headers)).status).toBe(403);

    const response = await get(`/v2/scout-routes/${route.id}/gpx/`, paid.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${route.id}-${route.slug}.gpx"`);
    const xml = await response.text();
    expect(xml).toContain("<name>Sand &amp; Slickrock</name>");
    expect(xml.match(/<trkpt /g)).toHaveLength(route.geojson.coordinates.length);
    expectValidAgainstSchema(xml, "gpx-1.1.xsd", "route.gpx");
    const downloads = await t.db.select().from(gpxDownloads).where(eq(gpxDownloads.scoutRouteId, route.id));
    expect(downloads.map((download) => download.userId)).toEqual([paid.id]);
  });
});
