// The map-data staff tools: a dataset upload is queued, the job imports it (progress, report, rows
// replaced, audit), a bad file fails and keeps the old rows; a region's outline is saved, refused
// when not closed, and cleared; only a SUPER may do any of it.
import { readFile } from "node:fs/promises";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  datasetImportPageSchema,
  datasetImportSchema,
  stateRegionsSchema,
  type DatasetImport,
} from "../../../shared/contracts/map-data-admin.contract";
import { apiErrorSchema } from "../../../shared/contracts/error.contract";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import { insertReader } from "../../../tests/factories/guides";
import { MOAB_RANGER_DISTRICT } from "../../../tests/fixtures/fixtures";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog, mapFeatures, publicLands, regions, states } from "../../db/schema";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader, admin: Reader;
let regionId: number;

beforeAll(async () => {
  t = await createTestApp();
  [superUser, admin] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);
  const [state] = await t.db
    .insert(states)
    .values({ code: "ZQ", slug: "zq-test-state", title: "Test State", countryCode: "US" })
    .returning();
  const [region] = await t.db.insert(regions).values({ stateId: state!.id, slug: "red-rocks", title: "Red Rocks" }).returning();
  regionId = region!.id;
});

afterAll(async () => {
  await t?.close();
});

const geojsonFile = (name: string, text: string) => new File([text], name, { type: "application/geo+json" });

async function upload(fields: Record<string, string | File>, reader: Reader = superUser) {
  return apiUpload(t.app, "POST", "/v2/admin/datasets/", fields, reader.headers);
}

async function importOf(id: number): Promise<DatasetImport> {
  const response = await apiRequest(t.app, "GET", `/v2/admin/datasets/imports/${id}/`, undefined, superUser.headers);
  expect(response.status).toBe(200);
  return datasetImportSchema.parse(await response.json());
}

/** The field errors of a 400 answer. */
const fieldsOf = async (response: Response) => apiErrorSchema.parse(await response.json()).fields ?? {};

const rowsOf = async (source: string) =>
  (await t.db.select({ rows: count() }).from(publicLands).where(eq(publicLands.source, source)))[0]!.rows;

describe("road data", () => {
  it("queues an upload, and the job replaces the source's rows with a report, progress and audit", async () => {
    const moab = await readFile(MOAB_RANGER_DISTRICT, "utf8");
    const first = await upload({ kind: "public-lands", source: "moab-upload", file: geojsonFile("moab.geojson", moab) });
    expect(first.status).toBe(201);
    const queued = datasetImportSchema.parse(await first.json());
    expect(queued).toMatchObject({ state: "queued", source: "moab-upload", file_name: "moab.geojson", processed: 0 });

    expect(await t.services.mapDataAdmin.runQueuedImport()).toBe(true);
    const done = await importOf(queued.id);
    expect(done).toMatchObject({ state: "succeeded", processed: 1, total: 1, error: null });
    expect(done.report).toEqual({ added: 1, removed: 0, skipped: 0, skipped_features: [] });
    expect(await rowsOf("moab-upload")).toBe(1);
    const [land] = await t.db.select().from(publicLands).where(eq(publicLands.source, "moab-upload"));
    const [mapped] = await t.db
      .select({ rows: count() })
      .from(mapFeatures)
      .where(and(eq(mapFeatures.kind, "public-land"), eq(mapFeatures.featureId, land!.id)));
    expect(mapped!.rows).toBeGreaterThan(0);

    // A second upload of the same source replaces its row; a feature that is not a polygon is skipped and reported.
    const document = JSON.parse(moab) as { features: unknown[] };
    document.features.push({ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [-109.5, 38.5] } });
    const second = datasetImportSchema.parse(
      await (
        await upload({ kind: "public-lands", source: "moab-upload", file: geojsonFile("moab-2.json", JSON.stringify(document)) })
      ).json(),
    );
    await t.services.mapDataAdmin.runQueuedImport();
    const replaced = await importOf(second.id);
    // Both features were checked; the one to import was written, of one.
    expect(replaced).toMatchObject({ state: "succeeded", processed: 1, total: 1 });
    expect(replaced.report).toEqual({
      added: 1,
      removed: 1,
      skipped: 1,
      skipped_features: [
        { where: "moab-2.json, feature 2", reason: "expected a Polygon or MultiPolygon with [longitude, latitude] positions." },
      ],
    });
    expect(await rowsOf("moab-upload")).toBe(1);

    const entries = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "dataset_import"), eq(auditLog.entityId, String(second.id))))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "uploaded", actorId: superUser.id },
      { action: "rows replaced", actorId: superUser.id },
    ]);

    const list = await apiRequest(t.app, "GET", "/v2/admin/datasets/imports/?q=moab-upload", undefined, superUser.headers);
    expect(datasetImportPageSchema.parse(await list.json()).count).toBe(2);
    const csv = await apiRequest(
      t.app,
      "GET",
      "/v2/admin/datasets/imports/?q=moab-upload&format=csv",
      undefined,
      superUser.headers,
    );
    expect(await csv.text()).toContain("moab-2.json");
  });

  it("fails an import of a file that is not GeoJSON, says why, and keeps the old rows", async () => {
    const broken = datasetImportSchema.parse(
      await (
        await upload({ kind: "public-lands", source: "moab-upload", file: geojsonFile("broken.geojson", "{ not json") })
      ).json(),
    );
    expect(await t.services.mapDataAdmin.runQueuedImport()).toBe(true);
    const failed = await importOf(broken.id);
    expect(failed.state).toBe("failed");
    expect(failed.error).toMatch(/^broken\.geojson: not valid JSON/);
    expect(await rowsOf("moab-upload")).toBe(1);
    expect(await t.services.mapDataAdmin.runQueuedImport()).toBe(false);
  });

  it("refuses an upload with no file, another format or a bad source name, next to the field", async () => {
    const noFile = await upload({ kind: "roads", source: "mvum" });
    expect(noFile.status).toBe(400);
    expect(await fieldsOf(noFile)).toHaveProperty("file");
    const wrongFormat = await upload({ kind: "roads", source: "mvum", file: new File(["a,b"], "roads.csv") });
    expect((await fieldsOf(wrongFormat)).file).toEqual(["Choose a .geojson, .json, .gpkg or .zip file."]);
    const badSource = await upload({ kind: "roads", source: "../etc", file: geojsonFile("r.geojson", "{}") });
    expect(badSource.status).toBe(400);
    expect(await fieldsOf(badSource)).toHaveProperty("source");
  });
});

describe("region map", () => {
  const square = {
    type: "Polygon",
    coordinates: [
      [
        [-109.6, 38.5],
        [-109.4, 38.5],
        [-109.4, 38.7],
        [-109.6, 38.5],
      ],
    ],
  };

  it("saves a region's outline with an audit entry, shows it in the state's regions, and clears it", async () => {
    const saved = await apiRequest(t.app, "PATCH", `/v2/admin/regions/${regionId}/`, { boundary: square }, superUser.headers);
    expect(saved.status).toBe(200);
    const listed = stateRegionsSchema.parse(
      await (await apiRequest(t.app, "GET", "/v2/admin/regions/?state=zq-test-state", undefined, superUser.headers)).json(),
    );
    expect(listed.regions).toEqual([
      { id: regionId, slug: "red-rocks", title: "Red Rocks", boundary: square, guide_bounds: null },
    ]);

    const cleared = await apiRequest(t.app, "PATCH", `/v2/admin/regions/${regionId}/`, { boundary: null }, superUser.headers);
    expect(await cleared.json()).toMatchObject({ id: regionId, boundary: null });
    const entries = await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "region"), eq(auditLog.entityId, String(regionId))))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { action: "outline saved", before: { boundary: null }, after: { boundary: square } },
      { action: "outline cleared", before: { boundary: square }, after: { boundary: null } },
    ]);
  });

  it("refuses a ring that does not close, or a point off the globe, next to the field", async () => {
    const open = { type: "Polygon", coordinates: [square.coordinates[0]!.slice(0, 3).concat([[-109.5, 38.6]])] };
    const response = await apiRequest(t.app, "PATCH", `/v2/admin/regions/${regionId}/`, { boundary: open }, superUser.headers);
    expect(response.status).toBe(400);
    expect(Object.values(await fieldsOf(response)).flat()).toContain("Each ring must end where it starts (a closed ring).");
    const offGlobe = {
      type: "Polygon",
      coordinates: [
        [
          [-200, 38.5],
          [-109.4, 38.5],
          [-109.4, 38.7],
          [-200, 38.5],
        ],
      ],
    };
    const refused = await apiRequest(t.app, "PATCH", `/v2/admin/regions/${regionId}/`, { boundary: offGlobe }, superUser.headers);
    expect(refused.status).toBe(400);
    const [region] = await t.db.select({ boundary: regions.boundary }).from(regions).where(eq(regions.id, regionId));
    expect(region!.boundary).toBeNull();
  });
});

describe("who may use the map-data tools", () => {
  it("refuses an admin (403) and a visitor (401)", async () => {
    const forAdmin = await upload({ kind: "roads", source: "mvum", file: geojsonFile("r.geojson", "{}") }, admin);
    expect(forAdmin.status).toBe(403);
    const patch = await apiRequest(t.app, "PATCH", `/v2/admin/regions/${regionId}/`, { boundary: null }, admin.headers);
    expect(patch.status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/datasets/imports/")).status).toBe(401);
    expect((await apiRequest(t.app, "GET", "/v2/admin/regions/?state=zq-test-state")).status).toBe(401);
  });
});
