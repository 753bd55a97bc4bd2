import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  editableScoutRouteSchema,
  editableTrailSchema,
  editorPhotoSchema,
  newScoutRouteCreatedSchema,
} from "../../../shared/contracts/guide-editor.contract";
import { editorNoteSchema } from "../../../shared/contracts/scout-route.contract";
import { insertReader, insertScoutRoute, insertTrail, insertWaypoint } from "../../../tests/factories/guides";
import { GPX_FIXTURES } from "../../../tests/fixtures/fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import { auditLog, guideDrafts, historyEntries, scoutRoutes, trailWaypoints, trails } from "../../db/schema";
import { STALE_SAVE_MESSAGE } from "./guide-editing.service";

let t: TestApp;
let storageDir: string;
let jpeg: Buffer;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let author: Reader;
let otherScout: Reader;
let writer: Reader;
let admin: Reader;
let superUser: Reader;
let standard: Reader;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "guide-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#557733" } })
    .jpeg()
    .toBuffer();
  [author, otherScout, writer, admin, superUser, standard] = await Promise.all([
    insertReader(t.db, t.services, { role: "SCOUT", name: "Sam Scout" }),
    insertReader(t.db, t.services, { role: "SCOUT" }),
    insertReader(t.db, t.services, { role: "WRITER" }),
    insertReader(t.db, t.services, { role: "ADMIN", name: "Ada Admin" }),
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { subscribed: true }),
  ]);
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const send = (reader: Reader | undefined, method: string, apiPath: string, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, reader?.headers ?? {});
const draftRoute = () => insertScoutRoute(t.db, { userId: author.id, published: false, acceptedAt: null });
const routePath = (id: number) => `/v2/scout-routes/edit/${id}/`;
const trailPath = (id: number) => `/v2/trails/edit/${id}/`;

async function editableRoute(reader: Reader, id: number) {
  const response = await send(reader, "GET", routePath(id));
  expect(response.status).toBe(200);
  return editableScoutRouteSchema.strict().parse(await response.json());
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

const historyOf = (column: "trailId" | "scoutRouteId", id: number) =>
  t.db.select().from(historyEntries).where(eq(historyEntries[column], id)).orderBy(asc(historyEntries.id));

const auditOf = (entityType: "trail" | "scout_route", id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe("editing a scout route", () => {
  it("lets its author edit it while it is not accepted, then only ADMIN or greater", async () => {
    const route = await draftRoute();
    const before = await editableRoute(author, route.id);
    expect(before).toMatchObject({ kind: "scout-route", title: route.title, draft: null, can_set_new_edition_date: false });
    expect(before.workflow).toMatchObject({ state: "draft", available_actions: ["submit"] });

    const saved = await send(author, "PATCH", routePath(route.id), {
      title: "Shafer Rim Loop",
      route_description: '<p onclick="steal()">Drop in <script>alert(1)</script><a href="javascript:x()">here</a>.</p>',
      categories: ["Scenic", "Camping"],
      waypoints: [{ name: "Rim camp", waypoint_type: "camp", latitude: 0.51, longitude: -149.99, description: "<p>Flat.</p>" }],
      change_reason: "Wrote the route up after the drive",
      updated_at: before.updated_at,
    });
    expect(saved.status).toBe(200);
    const after = editableScoutRouteSchema.strict().parse(await saved.json());
    expect(after.title).toBe("Shafer Rim Loop");
    expect(after.route_description).toBe("<p>Drop in <a>here</a>.</p>");
    expect(after.waypoints).toEqual([
      expect.objectContaining({ name: "Rim camp", waypoint_type: "camp", description: "<p>Flat.</p>", photos: [] }),
    ]);
    const [entry] = await historyOf("scoutRouteId", route.id);
    expect(entry).toMatchObject({ historyUserId: author.id, historyChangeReason: "<p>Wrote the route up after the drive</p>" });
    expect(Object.keys(entry!.changes).sort()).toEqual(["categories", "route_description", "title", "waypoints"]);
    expect(entry!.changes.title).toEqual({ from: route.title, to: "Shafer Rim Loop" });

    expect((await send(otherScout, "GET", routePath(route.id))).status).toBe(403);
    expect((await send(otherScout, "PATCH", routePath(route.id), { title: "Mine now", change_reason: "took it" })).status).toBe(
      403,
    );
    expect((await send(standard, "GET", routePath(route.id))).status).toBe(403);
    expect((await send(undefined, "GET", routePath(route.id))).status).toBe(401);
    expect((await send(author, "GET", routePath(999_999_999))).status).toBe(404);

    await t.db.update(scoutRoutes).set({ workflowState: "accepted", acceptedAt: new Date() }).where(eq(scoutRoutes.id, route.id));
    expect((await send(author, "GET", routePath(route.id))).status).toBe(403);
    expect((await send(author, "PATCH", routePath(route.id), { title: "Late change", change_reason: "one more" })).status).toBe(
      403,
    );
    const byAdmin = await send(admin, "PATCH", routePath(route.id), { difficulty: 6, change_reason: "Rated after review" });
    expect(byAdmin.status).toBe(200);
    expect(editableScoutRouteSchema.parse(await byAdmin.json()).difficulty).toBe(6);
  });

  it("saves a line's trailhead, box and length with it", async () => {
    const route = await draftRoute();
    const coordinates = [
      [-150.2, 0.7, 1200],
      [-150.19, 0.71, 1210],
      [-150.18, 0.7, 1190],
    ];
    const response = await send(author, "PATCH", routePath(route.id), {
      geojson: { type: "LineString", coordinates },
      change_reason: "Redrew the line",
    });
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row).toMatchObject({
      trailheadLatitude: 0.7,
      trailheadLongitude: -150.2,
      bounds: [
        [-150.2, 0.7],
        [-150.18, 0.71],
      ],
    });
    expect(row!.lengthMiles).toBeGreaterThan(1.5);
    const [entry] = await historyOf("scoutRouteId", route.id);
    expect(entry!.changes.geojson).toEqual({ from: "3 points", to: "3 points" });
  });
});

describe("editing a trail", () => {
  it("lets a WRITER or greater edit a trail, and not a SCOUT", async () => {
    const trail = await insertTrail(t.db, { published: false });
    const body = {
      description: "<h2>Overview</h2><p>Steep <strong>shelf</strong>.</p><img src=x onerror=alert(1)>",
      technical_rating_low: 5,
      technical_rating_high: 7,
      points_of_concern: ["Narrow Shelf Road", "Height"],
      change_reason: "Rated after the spring patrol",
    };
    expect((await send(author, "GET", trailPath(trail.id))).status).toBe(403);
    expect((await send(author, "PATCH", trailPath(trail.id), body)).status).toBe(403);
    const response = await send(writer, "PATCH", trailPath(trail.id), body);
    expect(response.status).toBe(200);
    const saved = editableTrailSchema.strict().parse(await response.json());
    expect(saved).toMatchObject({
      kind: "trail",
      description: "<h2>Overview</h2><p>Steep <strong>shelf</strong>.</p>",
      technical_rating_low: 5,
      technical_rating_high: 7,
      points_of_concern: ["Narrow Shelf Road", "Height"],
    });
    const rating = await send(writer, "PATCH", trailPath(trail.id), { technical_rating_low: 8, change_reason: "Harder" });
    expect(await fieldsOf(rating)).toHaveProperty("technical_rating_high");
  });

  it("offers a trail's editor notes to its writer and to staff, not to another writer", async () => {
    const trail = await insertTrail(t.db, { published: false, userId: writer.id });
    const notesFor = async (reader: Reader) =>
      editableTrailSchema.parse(await (await send(reader, "GET", trailPath(trail.id))).json()).can_read_editor_notes;
    const otherWriter = await insertReader(t.db, t.services, { role: "WRITER" });
    expect([await notesFor(writer), await notesFor(admin), await notesFor(otherWriter)]).toEqual([true, true, false]);
  });

  it("changes nothing when one field is bad: not the row, the waypoints or the history", async () => {
    const trail = await insertTrail(t.db, { published: false });
    const waypoint = await insertWaypoint(t.db, trail.id, { name: "Gate" });
    const other = await insertWaypoint(t.db, (await insertTrail(t.db)).id);
    const rowBefore = await t.db.select().from(trails).where(eq(trails.id, trail.id));
    const waypointsBefore = await t.db.select().from(trailWaypoints).where(eq(trailWaypoints.trailId, trail.id));

    const badLatitude = await send(writer, "PATCH", trailPath(trail.id), {
      title: "A new title",
      waypoints: [{ id: waypoint.id, name: "Gate", waypoint_type: "junction", latitude: 120, longitude: -150 }],
      change_reason: "Moved the gate",
    });
    expect(await fieldsOf(badLatitude)).toEqual({ "waypoints.0.latitude": ["Latitude is between -90 and 90."] });

    const foreignWaypoint = await send(writer, "PATCH", trailPath(trail.id), {
      title: "A new title",
      waypoints: [{ id: other.id, name: "Stolen", waypoint_type: "junction", latitude: 0.5, longitude: -150 }],
      change_reason: "Took a waypoint",
    });
    expect(await fieldsOf(foreignWaypoint)).toEqual({ "waypoints.0.id": ["This waypoint is not part of this guide."] });

    const noReason = await send(writer, "PATCH", trailPath(trail.id), { title: "A new title" });
    expect(await fieldsOf(noReason)).toEqual({ change_reason: ["Say what you changed and why."] });

    expect(await t.db.select().from(trails).where(eq(trails.id, trail.id))).toEqual(rowBefore);
    expect(await t.db.select().from(trailWaypoints).where(eq(trailWaypoints.trailId, trail.id))).toEqual(waypointsBefore);
    expect(await historyOf("trailId", trail.id)).toEqual([]);
  });

  it("keeps, reorders, adds and deletes waypoints as the list says", async () => {
    const trail = await insertTrail(t.db, { published: false });
    const first = await insertWaypoint(t.db, trail.id, { name: "First", position: 0 });
    const second = await insertWaypoint(t.db, trail.id, { name: "Second", position: 1 });
    await insertWaypoint(t.db, trail.id, { name: "Gone", position: 2 });
    const point = { waypoint_type: "obstacle", latitude: 0.5, longitude: -150 };
    const response = await send(writer, "PATCH", trailPath(trail.id), {
      waypoints: [
        { id: second.id, name: "Second", ...point },
        { name: "New", ...point },
        { id: first.id, name: "First, renamed", ...point },
      ],
      change_reason: "Reordered the waypoints",
    });
    expect(response.status).toBe(200);
    const { waypoints } = editableTrailSchema.parse(await response.json());
    expect(waypoints.map((waypoint) => waypoint.name)).toEqual(["Second", "New", "First, renamed"]);
    expect(waypoints[0]!.id).toBe(second.id);
    expect(waypoints[2]!.id).toBe(first.id);
  });

  it("refuses a save made on an older version of the guide", async () => {
    const trail = await insertTrail(t.db, { published: false });
    const { updated_at: loaded } = editableTrailSchema.parse(await (await send(writer, "GET", trailPath(trail.id))).json());
    t.clock.advance(1000);
    const first = await send(admin, "PATCH", trailPath(trail.id), {
      season: "All year",
      change_reason: "Open all year",
      updated_at: loaded,
    });
    expect(first.status).toBe(200);
    const second = await send(writer, "PATCH", trailPath(trail.id), {
      season: "Summer",
      change_reason: "Summer only",
      updated_at: loaded,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ detail: STALE_SAVE_MESSAGE, code: "stale" });
    const [row] = await t.db.select().from(trails).where(eq(trails.id, trail.id));
    expect(row!.season).toBe("All year");
  });

  it("sets the new edition date for SUPER only", async () => {
    const trail = await insertTrail(t.db, { published: false });
    const body = { new_edition_date: "2026-09-01", teaser: "A new edition.", change_reason: "New edition" };
    expect((await send(admin, "PATCH", trailPath(trail.id), body)).status).toBe(403);
    const response = await send(superUser, "PATCH", trailPath(trail.id), body);
    expect(response.status).toBe(200);
    const saved = editableTrailSchema.parse(await response.json());
    expect(saved).toMatchObject({ teaser: "A new edition.", can_set_new_edition_date: true });
    expect(saved.dates.new_edition_date).toBe("2026-09-01");
  });
});

describe("a trail's paywall flags", () => {
  it("are refused from the editor, next to the field, for every role: the trail stays paid", async () => {
    const trail = await insertTrail(t.db);
    for (const reader of [writer, admin, superUser]) {
      const preview = await send(reader, "PATCH", trailPath(trail.id), { is_preview: true, change_reason: "Free for everyone" });
      expect(preview.status).toBe(400);
      expect(await preview.json()).toEqual({
        detail: "Some fields are not valid.",
        code: "invalid",
        fields: {
          is_preview: ["All-Access Preview is set by a super user in the trail tool (Admin, Trails), not in the editor."],
        },
      });
      const badge = await send(reader, "PATCH", trailPath(trail.id), { is_boh: true, change_reason: "Earned it" });
      expect(await fieldsOf(badge)).toEqual({
        is_boh: ["Badge of Honor is set by a super user in the trail tool (Admin, Trails), not in the editor."],
      });
    }
    const [row] = await t.db
      .select({ isPreview: trails.isPreview, isBoh: trails.isBoh })
      .from(trails)
      .where(eq(trails.id, trail.id));
    expect(row).toEqual({ isPreview: false, isBoh: false });
    const anonymous = (await (await t.app.request(`/api/v3/trails/${trail.id}/`)).json()) as Record<string, unknown>;
    expect(anonymous).toMatchObject({ access: "preview", is_preview: false, is_boh: false });
    expect(anonymous).not.toHaveProperty("description_html");
    expect(await historyOf("trailId", trail.id)).toEqual([]);
  });

  it("are shown to the editor, with the trail tool offered to a super user only", async () => {
    const trail = await insertTrail(t.db, { isPreview: true });
    const editable = async (reader: Reader) =>
      editableTrailSchema.strict().parse(await (await send(reader, "GET", trailPath(trail.id))).json());
    expect(await editable(writer)).toMatchObject({ is_preview: true, is_boh: false, can_set_trail_flags: false });
    expect((await editable(admin)).can_set_trail_flags).toBe(false);
    expect((await editable(superUser)).can_set_trail_flags).toBe(true);
  });

  it("in a draft kept before they left the editor are not offered back", async () => {
    const trail = await insertTrail(t.db);
    await t.db
      .insert(guideDrafts)
      .values({ trailId: trail.id, userId: writer.id, fields: { season: "All year", is_preview: true, is_boh: true } });
    const { draft } = editableTrailSchema.strict().parse(await (await send(writer, "GET", trailPath(trail.id))).json());
    expect(draft?.fields).toEqual({ season: "All year" });
    const put = await send(writer, "PUT", `${trailPath(trail.id)}draft/`, { fields: { is_preview: true } });
    expect(await fieldsOf(put)).toHaveProperty("fields");
  });
});

describe("the audit log of guide edits", () => {
  it("keeps a staff member's save of a guide they did not write, with the reason and the changed fields", async () => {
    const otherWriter = await insertReader(t.db, t.services, { role: "WRITER" });
    const trail = await insertTrail(t.db, { userId: otherWriter.id, season: "June to October" });
    const response = await send(writer, "PATCH", trailPath(trail.id), {
      season: "All year",
      teaser: "A shelf road above the canyon.",
      change_reason: "Open all year after the new bridge",
    });
    expect(response.status).toBe(200);
    expect(await auditOf("trail", trail.id)).toEqual([
      expect.objectContaining({
        actorId: writer.id,
        action: "edited",
        before: { season: "June to October" },
        after: { season: "All year" },
        reason: "Open all year after the new bridge",
      }),
    ]);

    const route = await draftRoute();
    const byAdmin = await send(admin, "PATCH", routePath(route.id), { difficulty: 4, change_reason: "Rated it" });
    expect(byAdmin.status).toBe(200);
    expect(await auditOf("scout_route", route.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "edited", after: { difficulty: 4 }, reason: "Rated it" }),
    ]);
  });

  it("leaves out an author's save of their own scout route", async () => {
    const route = await draftRoute();
    const response = await send(author, "PATCH", routePath(route.id), { title: "My Own Loop", change_reason: "Named it" });
    expect(response.status).toBe(200);
    expect(await historyOf("scoutRouteId", route.id)).toHaveLength(1);
    expect(await auditOf("scout_route", route.id)).toEqual([]);
  });
});

describe("drafts", () => {
  it("keeps the editor's own draft until they save the guide or discard it", async () => {
    const route = await draftRoute();
    const draftPath = `${routePath(route.id)}draft/`;
    const put = await send(author, "PUT", draftPath, { fields: { title: "Half-typ", route_description: "<p>So far" } });
    expect(put.status).toBe(200);
    const { saved_at: savedAt } = (await put.json()) as { saved_at: string };
    expect((await editableRoute(author, route.id)).draft).toEqual({
      fields: { title: "Half-typ", route_description: "<p>So far" },
      saved_at: savedAt,
    });
    expect((await editableRoute(admin, route.id)).draft).toBeNull();
    expect(await fieldsOf(await send(author, "PUT", draftPath, { fields: { owner: "me" } }))).toHaveProperty("fields");
    expect((await send(otherScout, "PUT", draftPath, { fields: { title: "x" } })).status).toBe(403);

    const saved = await send(author, "PATCH", routePath(route.id), {
      title: "Half-typed no more",
      change_reason: "Finished the title",
    });
    expect(editableScoutRouteSchema.parse(await saved.json()).draft).toBeNull();

    await send(author, "PUT", draftPath, { fields: { title: "Again" } });
    expect((await send(author, "DELETE", draftPath)).status).toBe(204);
    expect((await editableRoute(author, route.id)).draft).toBeNull();
  });
});

describe("photos", () => {
  const upload = (reader: Reader, id: number, fields: Record<string, string>) =>
    apiUpload(
      t.app,
      "POST",
      `${routePath(id)}photos/`,
      { photo: new File([new Uint8Array(jpeg)], "rim.jpg", { type: "image/jpeg" }), ...fields },
      reader.headers,
    );

  it("uploads, captions and removes photos of the guide and its waypoints, each in the history", async () => {
    const route = await draftRoute();
    const hero = await upload(author, route.id, { photo_type: "0", caption: "From the rim" });
    expect(hero.status).toBe(201);
    const photo = editorPhotoSchema.parse(await hero.json());
    expect(photo).toMatchObject({ photo_type: 0, caption: "From the rim", position: 0 });

    const withWaypoint = await send(author, "PATCH", routePath(route.id), {
      waypoints: [{ name: "Ledge", waypoint_type: "obstacle", latitude: 0.5, longitude: -150 }],
      change_reason: "Marked the ledge",
    });
    const [ledge] = editableScoutRouteSchema.parse(await withWaypoint.json()).waypoints;
    expect((await upload(author, route.id, { photo_type: "2", waypoint_id: String(ledge!.id) })).status).toBe(201);
    const other = await draftRoute();
    const [otherWaypoint] = await t.db
      .insert(trailWaypoints)
      .values({ scoutRouteId: other.id, position: 0, name: "Elsewhere", waypointType: "camp", latitude: 0.5, longitude: -150 })
      .returning();
    expect(await fieldsOf(await upload(author, route.id, { waypoint_id: String(otherWaypoint!.id) }))).toHaveProperty(
      "waypoint_id",
    );
    expect((await upload(otherScout, route.id, {})).status).toBe(403);

    const captioned = await send(author, "PATCH", `${routePath(route.id)}photos/${photo.id}/`, {
      caption: "Sunrise from the rim",
    });
    expect(captioned.status).toBe(200);
    expect(editorPhotoSchema.parse(await captioned.json()).caption).toBe("Sunrise from the rim");

    const editable = await editableRoute(author, route.id);
    expect(editable.photos.map((each) => each.caption)).toEqual(["Sunrise from the rim"]);
    expect(editable.waypoints[0]!.photos).toHaveLength(1);
    expect((await send(otherScout, "PATCH", `${routePath(route.id)}photos/${photo.id}/`, { caption: "x" })).status).toBe(403);
    expect((await send(author, "PATCH", `${routePath(other.id)}photos/${photo.id}/`, { caption: "x" })).status).toBe(404);

    expect((await send(author, "DELETE", `${routePath(route.id)}photos/${photo.id}/`)).status).toBe(204);
    expect((await editableRoute(author, route.id)).photos).toEqual([]);
    const reasons = (await historyOf("scoutRouteId", route.id)).map((entry) => entry.historyChangeReason);
    expect(reasons).toEqual([
      "<p>Added a photo.</p>",
      "<p>Marked the ledge</p>",
      "<p>Added a photo to a waypoint.</p>",
      "<p>Changed a photo.</p>",
      "<p>Removed a photo.</p>",
    ]);
    expect(await auditOf("scout_route", route.id)).toEqual([]);
  });

  it("puts a staff member's photo changes on another's guide in the audit log", async () => {
    const route = await draftRoute();
    const added = await upload(admin, route.id, { photo_type: "3", caption: "Gate" });
    expect(added.status).toBe(201);
    const photo = editorPhotoSchema.parse(await added.json());
    const photoPath = `${routePath(route.id)}photos/${photo.id}/`;
    expect((await send(admin, "PATCH", photoPath, { caption: "The gate at mile 3" })).status).toBe(200);
    expect((await send(admin, "DELETE", photoPath)).status).toBe(204);
    expect(await auditOf("scout_route", route.id)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "photo added", before: { photos: null }, reason: "Added a photo." }),
      expect.objectContaining({
        action: "photo changed",
        before: { photos: { id: photo.id, caption: "Gate", photo_type: 3, position: 0 } },
        after: { photos: { id: photo.id, caption: "The gate at mile 3", photo_type: 3, position: 0 } },
        reason: "Changed a photo.",
      }),
      expect.objectContaining({ action: "photo removed", after: { photos: null }, reason: "Removed a photo." }),
    ]);
  });
});

describe("POST /api/v2/scout-routes/", () => {
  const uploadFile = (reader: Reader, fileName: string, bytes: Uint8Array<ArrayBuffer>, stateCode: string) =>
    apiUpload(
      t.app,
      "POST",
      "/v2/scout-routes/",
      { title: "From a file", state_code: stateCode, file: new File([bytes], fileName) },
      reader.headers,
    );

  it("starts a draft route from a drawn line, authored by the scout, near the town of its trailhead", async () => {
    const response = await send(author, "POST", "/v2/scout-routes/", {
      title: "Gemini Bridges Spur",
      state_code: "UT",
      geojson: {
        type: "LineString",
        coordinates: [
          [-109.63, 38.62],
          [-109.62, 38.63],
        ],
      },
    });
    expect(response.status).toBe(201);
    const created = newScoutRouteCreatedSchema.parse(await response.json());
    expect(created).toEqual({
      id: created.id,
      slug: `${created.id}-gemini-bridges-spur`,
      edit_url: `/scout-routes/${created.id}/edit`,
    });
    const editable = await editableRoute(author, created.id);
    expect(editable).toMatchObject({ title: "Gemini Bridges Spur", state: { code: "UT" }, workflow: { state: "draft" } });
    expect(editable.nearest_town_name).not.toBe("");
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, created.id));
    expect(row).toMatchObject({ userId: author.id, published: false, trailheadLatitude: 38.62, trailheadLongitude: -109.63 });
  });

  it("starts a route from a GPX file, with the file's waypoints", async () => {
    const bytes = await readFile(path.join(GPX_FIXTURES, "ridge-loops.gpx"));
    const response = await uploadFile(author, "ridge-loops.gpx", bytes, "MA");
    expect(response.status).toBe(201);
    const { id } = newScoutRouteCreatedSchema.parse(await response.json());
    const editable = await editableRoute(author, id);
    expect(editable.geojson.coordinates.length).toBeGreaterThan(100);
    expect(editable.waypoints).toHaveLength(12);
    expect(editable.waypoints[0]!.name).not.toBe("");
  });

  it("starts a route from a KML file", async () => {
    const bytes = await readFile(path.join(GPX_FIXTURES, "multigeometry.kml"));
    const response = await uploadFile(author, "harbor.kml", bytes, "CA");
    expect(response.status).toBe(201);
    const { id } = newScoutRouteCreatedSchema.parse(await response.json());
    const editable = await editableRoute(author, id);
    expect(editable.geojson.coordinates[0]).toEqual([-122.4461, 37.8071, 0]);
    expect(editable.state.code).toBe("CA");
  });

  it("refuses a reader, an unreadable file, a file without a line and an unknown state, next to the field", async () => {
    const line = {
      type: "LineString",
      coordinates: [
        [-109.63, 38.62],
        [-109.62, 38.63],
      ],
    };
    expect((await send(standard, "POST", "/v2/scout-routes/", { title: "Mine", state_code: "UT", geojson: line })).status).toBe(
      403,
    );
    expect(
      await fieldsOf(await send(author, "POST", "/v2/scout-routes/", { title: "Mine", state_code: "ZZ", geojson: line })),
    ).toEqual({
      state_code: ["Choose a state."],
    });
    expect(await fieldsOf(await uploadFile(author, "notes.txt", new TextEncoder().encode("hello"), "UT"))).toHaveProperty("file");
    const waypointsOnly = await readFile(path.join(GPX_FIXTURES, "unicode-bom.gpx"));
    expect(await fieldsOf(await uploadFile(author, "points.gpx", waypointsOnly, "UT"))).toEqual({
      file: ["This file has no track or route to start from. Draw the route instead."],
    });
  });
});

describe("POST /api/v2/vendors/editor-notes/", () => {
  it("takes a note from the guide's author or from staff, listed with the others", async () => {
    const route = await draftRoute();
    const byAuthor = await send(author, "POST", "/v2/vendors/editor-notes/", {
      scout_route: route.id,
      content: "Gate code is 1234 <b>",
    });
    expect(byAuthor.status).toBe(201);
    expect(editorNoteSchema.parse(await byAuthor.json())).toMatchObject({
      writer_name: "Sam Scout",
      editor_name: null,
      content: "<p>Gate code is 1234 &lt;b&gt;</p>",
    });
    const byAdmin = await send(admin, "POST", "/v2/vendors/editor-notes/", { scout_route: route.id, content: "Thanks." });
    expect(editorNoteSchema.parse(await byAdmin.json())).toMatchObject({ editor_name: "Ada Admin", writer_name: null });
    expect((await send(otherScout, "POST", "/v2/vendors/editor-notes/", { scout_route: route.id, content: "Hi" })).status).toBe(
      403,
    );
    expect(
      (await send(admin, "POST", "/v2/vendors/editor-notes/", { scout_route: route.id, trail: 1, content: "Hi" })).status,
    ).toBe(400);
    const listed = await send(author, "GET", `/v2/vendors/editor-notes/?scout_route=${route.id}`);
    expect(editorNoteSchema.array().parse(await listed.json())).toHaveLength(2);
    // Staff's note is a staff write; the author's own is not.
    expect(await auditOf("scout_route", route.id)).toMatchObject([
      { actorId: admin.id, action: "editor note added", before: null, after: { editor_note: "Thanks." } },
    ]);
  });
});
