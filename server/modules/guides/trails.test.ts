import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorNote, GuideLines, HistoryEntry } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import {
  insertEditorNote,
  insertHistoryEntry,
  insertPhoto,
  insertReader,
  insertScoutRoute,
  insertTrail,
  insertWaypoint,
} from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { expectValidAgainstSchema, throughGpsbabel } from "../../../tests/setup/xml-checks";
import { auditLog, gpxDownloads, historyEntries, trails } from "../../db/schema";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let free: Reader, paid: Reader, scout: Reader, writer: Reader, admin: Reader, superUser: Reader, author: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [free, paid, scout, writer, admin, superUser, author] = await Promise.all([
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services, { role: "SCOUT" }),
    insertReader(t.db, t.services, { role: "WRITER" }),
    insertReader(t.db, t.services, { role: "ADMIN", name: "Alex Admin" }),
    insertReader(t.db, t.services, { role: "SUPER", name: "Sam Super" }),
    insertReader(t.db, t.services, { role: "WRITER", name: "Willa Writer" }),
  ]);
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) => t.app.request(`/api${path}`, { headers });
const patch = (path: string, body: unknown, headers: Headers = {}) =>
  t.app.request(`/api${path}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("GET /api/v3/trails/{id}/", () => {
  it("gives non-paid readers the preview of a regular trail", async () => {
    const trail = await insertTrail(t.db);
    await insertPhoto(t.db, { trailId: trail.id }, { photoType: 0 });
    await insertPhoto(t.db, { trailId: trail.id }, { photoType: 3 });
    const body = (await (await get(`/v3/trails/${trail.id}/`, free.headers)).json()) as Trail;
    expect(body).toMatchObject({
      access: "preview",
      technical_rating_low: 4,
      technical_rating_high: 6,
      is_preview: false,
      is_boh: false,
      teaser: "A shelf road above the canyon.",
      difficulty_props: { label: "Moderate" },
    });
    for (const field of [
      "geojson",
      "bounds",
      "description_html",
      "waypoints",
      "photos",
      "points_of_concern",
      "status",
      "internal",
    ]) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it("gives the full trail, waypoints in order with their photos, to paid readers and to all for a preview trail", async () => {
    const trail = await insertTrail(t.db, { isPreview: true });
    const second = await insertWaypoint(t.db, trail.id, { position: 2, name: "Second" });
    await insertWaypoint(t.db, trail.id, { position: 1, name: "First", descriptionHtml: "<p>Go<script>x</script></p>" });
    await insertPhoto(t.db, { waypointId: second.id });
    for (const headers of [{}, free.headers, paid.headers]) {
      const body = (await (await get(`/v3/trails/${trail.id}/`, headers)).json()) as Trail;
      expect(body.access).toBe("full");
      if (body.access !== "full") return;
      expect(body.waypoints.map((waypoint) => [waypoint.name, waypoint.photos.length])).toEqual([
        ["First", 0],
        ["Second", 1],
      ]);
      expect(body.waypoints[0]?.description_html).toBe("<p>Go</p>");
      expect(body).toMatchObject({
        points_of_concern: ["Narrow Shelf Road"],
        season: "June to October",
        road_condition: "Rocky shelf",
      });
    }
  });

  it("adds Internal Details for staff; trail edit is WRITER or greater", async () => {
    const trail = await insertTrail(t.db);
    await insertHistoryEntry(t.db, { trailId: trail.id });
    const scoutView = (await (await get(`/v3/trails/${trail.id}/`, scout.headers)).json()) as Trail;
    expect(scoutView.internal).toEqual({ editor_notes_count: 0, history_count: 1, can_edit: false });
    const writerView = (await (await get(`/v3/trails/${trail.id}/`, writer.headers)).json()) as Trail;
    expect(writerView.internal?.can_edit).toBe(true);
  });

  it("adds the stored record to Internal Details for super users only", async () => {
    const trail = await insertTrail(t.db, { userId: author.id });
    const superView = (await (await get(`/v3/trails/${trail.id}/`, superUser.headers)).json()) as Trail;
    expect(superView.internal?.record).toEqual({
      id: trail.id,
      slug: trail.slug,
      author_id: author.id,
      region_id: null,
      city_id: null,
      created_at: trail.createdAt.toISOString(),
      updated_at: trail.updatedAt.toISOString(),
    });
    const adminView = (await (await get(`/v3/trails/${trail.id}/`, admin.headers)).json()) as Trail;
    expect(adminView.internal).not.toHaveProperty("record");
  });

  it("404s unknown and unpublished trails", async () => {
    const hidden = await insertTrail(t.db, { published: false });
    expect((await get(`/v3/trails/${hidden.id}/`, paid.headers)).status).toBe(404);
    expect((await get(`/v3/trails/${hidden.id}/`, scout.headers)).status).toBe(200);
    expect((await get(`/v3/trails/999999999/`)).status).toBe(404);
  });
});

describe("GET /api/v2/trails/{id}/history/", () => {
  it("is for SCOUT or greater", async () => {
    const trail = await insertTrail(t.db);
    await insertHistoryEntry(t.db, { trailId: trail.id }, { historyChangeReason: "Rerouted" });
    const response = await get(`/v2/trails/${trail.id}/history/`, scout.headers);
    expect(response.status).toBe(200);
    expect(((await response.json()) as HistoryEntry[]).map((entry) => entry.history_change_reason)).toEqual(["Rerouted"]);
    expect((await get(`/v2/trails/${trail.id}/history/`, paid.headers)).status).toBe(403);
    expect((await get(`/v2/trails/${trail.id}/history/`)).status).toBe(401);
  });
});

describe("GET /api/v2/vendors/editor-notes/?trail={id}", () => {
  it("lists a trail's notes for ADMIN or greater and the trail's author", async () => {
    const trail = await insertTrail(t.db, { userId: author.id });
    await insertEditorNote(t.db, { trailId: trail.id }, admin.id, { createdAt: new Date("2025-03-01T00:00:00Z") });
    await insertEditorNote(t.db, { trailId: trail.id }, author.id, {
      authorRole: "writer",
      createdAt: new Date("2025-03-02T00:00:00Z"),
      contentHtml: "<p>Rerouted<script>x</script></p>",
    });
    const path = `/v2/vendors/editor-notes/?trail=${trail.id}`;
    const response = await get(path, admin.headers);
    expect(response.status).toBe(200);
    const notes = (await response.json()) as EditorNote[];
    expect(notes.map(({ editor_name, writer_name, content }) => ({ editor_name, writer_name, content }))).toEqual([
      { editor_name: null, writer_name: "Willa Writer", content: "<p>Rerouted</p>" },
      { editor_name: "Alex Admin", writer_name: null, content: "<p>Check the second gate.</p>" },
    ]);
    expect((await get(path, author.headers)).status).toBe(200);
    expect((await get(path, writer.headers)).status).toBe(403);
    expect((await get(path, scout.headers)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    expect((await get("/v2/vendors/editor-notes/?trail=999999999", admin.headers)).status).toBe(404);
  });

  it("needs exactly one of trail and scout_route", async () => {
    const trail = await insertTrail(t.db);
    const route = await insertScoutRoute(t.db);
    expect((await get(`/v2/vendors/editor-notes/?trail=${trail.id}&scout_route=${route.id}`, admin.headers)).status).toBe(400);
    expect((await get("/v2/vendors/editor-notes/?trail=abc", admin.headers)).status).toBe(400);
  });
});

describe("PATCH /api/v2/trails/edit/{id}/", () => {
  it("lets a super user set the new edition date, writing a history entry in the same change", async () => {
    const trail = await insertTrail(t.db);
    const response = await patch(`/v2/trails/edit/${trail.id}/`, { new_edition_date: "2026-04-01" }, superUser.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      access: "full",
      new_edition_date: "2026-04-01",
      internal: { history_count: 1 },
    });
    const [entry] = await t.db.select().from(historyEntries).where(eq(historyEntries.trailId, trail.id));
    expect(entry).toMatchObject({
      historyUserId: superUser.id,
      historyChangeReason: "New edition date changed from none to 2026-04-01.",
      changes: { new_edition_date: { from: null, to: "2026-04-01" } },
    });
    const history = (await (await get(`/v2/trails/${trail.id}/history/`, scout.headers)).json()) as HistoryEntry[];
    expect(history.map((item) => [item.history_user?.name, item.history_change_reason])).toEqual([
      ["Sam Super", "New edition date changed from none to 2026-04-01."],
    ]);
    // A staff change: the audit log keeps it too.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "trail"), eq(auditLog.entityId, String(trail.id))));
    expect(audit).toMatchObject([
      {
        actorId: superUser.id,
        action: "new edition date changed",
        before: { new_edition_date: null },
        after: { new_edition_date: "2026-04-01" },
        reason: "New edition date changed from none to 2026-04-01.",
      },
    ]);
  });

  it("refuses everyone else, rejects a bad date and changes nothing", async () => {
    const trail = await insertTrail(t.db);
    const path = `/v2/trails/edit/${trail.id}/`;
    const body = { new_edition_date: "2026-04-01" };
    expect((await patch(path, body)).status).toBe(401);
    for (const reader of [free, paid, scout, writer, admin]) expect((await patch(path, body, reader.headers)).status).toBe(403);
    expect((await patch(path, { new_edition_date: "01/04/2026" }, superUser.headers)).status).toBe(400);
    expect((await patch(path, {}, superUser.headers)).status).toBe(400);
    expect((await patch("/v2/trails/edit/999999999/", body, superUser.headers)).status).toBe(404);
    const [row] = await t.db.select().from(trails).where(eq(trails.id, trail.id));
    expect(row?.newEditionDate).toBeNull();
    expect(await t.db.select().from(historyEntries).where(eq(historyEntries.trailId, trail.id))).toEqual([]);
  });
});

describe("GET /api/v2/staff/guide-lines/", () => {
  // Far from the other fixtures, so the box holds only what this test inserts.
  const [latitude, longitude] = [-30, -120];
  const bbox = `${longitude - 0.1},${latitude - 0.1},${longitude + 0.1},${latitude + 0.1}`;

  it("gives staff every trail and scout route line in the box, published or not, and the waypoints", async () => {
    const published = await insertTrail(t.db, { latitude, longitude, technicalRatingLow: 9, technicalRatingHigh: 10 });
    const unpublished = await insertTrail(t.db, { latitude: latitude + 0.01, longitude, published: false });
    const route = await insertScoutRoute(t.db, { latitude, longitude: longitude + 0.01, published: false, difficulty: null });
    await insertTrail(t.db, { latitude: latitude + 1, longitude });
    await insertWaypoint(t.db, published.id, { name: "Gate", latitude, longitude });

    const response = await get(`/v2/staff/guide-lines/?bbox=${bbox}`, scout.headers);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GuideLines;
    expect(body.type).toBe("FeatureCollection");
    expect(body.features.map((feature) => feature.properties)).toEqual([
      { kind: "trail", id: published.id, title: published.title, color: "#DD0426", published: true },
      { kind: "trail", id: unpublished.id, title: unpublished.title, color: "#028AD7", published: false },
      { kind: "scout-route", id: route.id, title: route.title, color: "#FF69B4", published: false },
      { kind: "waypoint", trail_id: published.id, name: "Gate" },
    ]);
    expect(body.features[3]?.geometry).toEqual({ type: "Point", coordinates: [longitude, latitude] });
  });

  it("is for SCOUT or greater", async () => {
    const path = `/v2/staff/guide-lines/?bbox=${bbox}`;
    expect((await get(path)).status).toBe(401);
    expect((await get(path, free.headers)).status).toBe(403);
    expect((await get(path, paid.headers)).status).toBe(403);
    expect((await get(path, writer.headers)).status).toBe(200);
  });

  it.each(["", "1,2,3", "1,2,3,4,5", "a,b,c,d", "10,0,-10,1", "0,10,1,-10", "-181,0,0,1", "0,-91,1,0", "1,,2,3"])(
    "rejects bbox=%s",
    async (bad) => {
      expect((await get(`/v2/staff/guide-lines/?bbox=${bad}`, scout.headers)).status).toBe(400);
    },
  );
});

describe("GET /api/v2/trails/{id}/gpx/", () => {
  it("downloads GPX 1.1 for paid readers and logs it", async () => {
    const trail = await insertTrail(t.db, { title: "Rock & Roll <Loop>" });
    await insertWaypoint(t.db, trail.id, { name: "Gate", position: 1 });
    const response = await get(`/v2/trails/${trail.id}/gpx/`, paid.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/gpx\+xml/);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${trail.id}-${trail.slug}.gpx"`);
    const xml = await response.text();
    expect(xml).toContain('<gpx version="1.1"');
    expect(xml).toContain("<name>Rock &amp; Roll &lt;Loop&gt;</name>");
    expect(xml).toContain('<trkpt lat="0.5" lon="-150"><ele>1500</ele></trkpt>');
    expect(xml).toContain("<name>Gate</name>");
    expectValidAgainstSchema(xml, "gpx-1.1.xsd", "trail.gpx");
    expect(throughGpsbabel(xml).match(/<trkpt /g)).toHaveLength(trail.geojson.coordinates.length);
    const downloads = await t.db.select().from(gpxDownloads).where(eq(gpxDownloads.trailId, trail.id));
    expect(downloads.map((download) => download.userId)).toEqual([paid.id]);
  });

  it("gives a GPX route for GPS devices of at most 250 points, ends kept, under the same paywall", async () => {
    const coordinates = Array.from<unknown, [number, number, number]>({ length: 2_000 }, (_, index) => [
      -107.7 + index * 0.00005,
      38 + 0.005 * Math.sin(index / 30),
      2500 + (index % 40),
    ]);
    const trail = await insertTrail(t.db, { geojson: { type: "LineString", coordinates } });
    expect((await get(`/v2/trails/${trail.id}/gpx/?variant=route`)).status).toBe(403);
    expect((await get(`/v2/trails/${trail.id}/gpx/?variant=other`, paid.headers)).status).toBe(400);
    const response = await get(`/v2/trails/${trail.id}/gpx/?variant=route`, paid.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${trail.id}-${trail.slug}-route.gpx"`);
    const xml = await response.text();
    expectValidAgainstSchema(xml, "gpx-1.1.xsd", "route.gpx");
    const points = [...xml.matchAll(/<rtept lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((match) => [
      Number(match[2]),
      Number(match[1]),
    ]);
    expect(points.length).toBeLessThanOrEqual(250);
    expect(points.length).toBeGreaterThan(50);
    expect(points[0]).toEqual(coordinates[0]!.slice(0, 2));
    expect(points.at(-1)).toEqual(coordinates.at(-1)!.slice(0, 2));
    expect(xml).not.toContain("<trk>");
    expect(throughGpsbabel(xml).match(/<rtept /g)).toHaveLength(points.length);
  });

  it("refuses non-paid readers a regular trail, but not a preview trail", async () => {
    const trail = await insertTrail(t.db);
    expect((await get(`/v2/trails/${trail.id}/gpx/`)).status).toBe(403);
    expect((await get(`/v2/trails/${trail.id}/gpx/`, free.headers)).status).toBe(403);
    const preview = await insertTrail(t.db, { isPreview: true });
    expect((await get(`/v2/trails/${preview.id}/gpx/`)).status).toBe(200);
  });
});

describe("GET /api/v2/trails/count/", () => {
  it("counts published preview and BOH trails", async () => {
    const count = async (type: string) => (await (await get(`/v2/trails/count/?type=${type}`)).json()) as number;
    const [previewBefore, bohBefore] = [await count("preview"), await count("boh")];
    await insertTrail(t.db, { isPreview: true });
    await insertTrail(t.db, { isPreview: true, published: false });
    await insertTrail(t.db, { isBoh: true });
    expect(await count("preview")).toBe(previewBefore + 1);
    expect(await count("boh")).toBe(bohBefore + 1);
    expect((await get("/v2/trails/count/?type=other")).status).toBe(400);
  });
});
