import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../shared/contracts/scout-route.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { insertHistoryEntry, insertPhoto, insertReader, insertTrail, insertWaypoint } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { gpxDownloads } from "../../db/schema";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let free: Reader, paid: Reader, scout: Reader, writer: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [free, paid, scout, writer] = await Promise.all([
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services, { role: "SCOUT" }),
    insertReader(t.db, t.services, { role: "WRITER" }),
  ]);
});

afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`/api${path}`, { headers });

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
  });
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
    const downloads = await t.db.select().from(gpxDownloads).where(eq(gpxDownloads.trailId, trail.id));
    expect(downloads.map((download) => download.userId)).toEqual([paid.id]);
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
