import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONDITION_MESSAGES,
  conditionReportFeaturesSchema,
  conditionReportListPageSchema,
  conditionReportSchema,
  recentConditionReportsSchema,
  type ConditionReport,
} from "../../../shared/contracts/condition-reports.contract";
import { insertReader, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { trails } from "../../db/schema";
import { CONDITION_REPORT_ENTITY } from "./condition-reports.service";

let t: TestApp;
let storageDir: string;
let jpeg: Buffer;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "condition-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#665533" } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const day = (offset = 0) => new Date(t.clock.now().getTime() + offset * DAY_MS).toISOString().slice(0, 10);
const member = () => insertReader(t.db, t.services, { subscribed: true });
const reader = (role: "STANDARD" | "SCOUT" | "ADMIN") => insertReader(t.db, t.services, { role });
const request = (method: string, apiPath: string, who?: Reader, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, who?.headers ?? {});

/** Files a report as the form sends it: text fields and `photos` photos. */
function report(who: Reader | undefined, trailId: number, fields: Record<string, string>, photos = 0) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (let n = 0; n < photos; n++) {
    form.append("photos", new File([new Uint8Array(jpeg)], `washout-${n}.jpg`, { type: "image/jpeg" }));
  }
  return t.app.request(`/api/v2/trails/${trailId}/condition-reports/`, {
    method: "POST",
    headers: who?.headers ?? {},
    body: form,
  });
}

async function reported(who: Reader, trailId: number, fields: Record<string, string>, photos = 0): Promise<ConditionReport> {
  const response = await report(who, trailId, fields, photos);
  expect(response.status).toBe(201);
  return conditionReportSchema.parse(await response.json());
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

async function pendingIdOf(staff: Reader, uuid: string): Promise<number> {
  const response = await request("GET", "/v2/admin/condition-reports/?page_size=100", staff);
  expect(response.status).toBe(200);
  const row = conditionReportListPageSchema.parse(await response.json()).results.find((item) => item.uuid === uuid);
  expect(row).toBeDefined();
  return row!.id;
}

const trailRow = async (id: number) => (await t.db.select().from(trails).where(eq(trails.id, id)))[0]!;

describe("reporting a trail's condition", () => {
  it("lets a paid member report with photos and a point, moved onto the line; the status waits for staff", async () => {
    const [someone, trail] = await Promise.all([member(), insertTrail(t.db)]);
    const line = trail.geojson.coordinates;
    const created = await reported(
      someone,
      trail.id,
      {
        condition: "washout",
        observed_on: day(-1),
        note: "Creek crossing gone.",
        longitude: String(line[1]![0] + 0.0005),
        latitude: String(line[1]![1]),
      },
      2,
    );
    expect(created).toMatchObject({
      condition: "washout",
      status: "impassable",
      state: "pending",
      counts: false,
      note: "Creek crossing gone.",
    });
    expect(created.photos).toHaveLength(2);
    expect(created.point![0]).toBeLessThan(line[1]![0] + 0.0005);
    expect(created.reporter).toEqual({ name: someone.name, is_trusted: false, confirmed_count: 0 });
    expect((await trailRow(trail.id)).status).toBe("open");
  });

  it("refuses free readers and asks visitors to sign in", async () => {
    const [free, trail] = await Promise.all([reader("STANDARD"), insertTrail(t.db)]);
    const fields = { condition: "mud", observed_on: day() };
    const refused = await report(free, trail.id, fields);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ detail: CONDITION_MESSAGES.notPaid });
    expect((await report(undefined, trail.id, fields)).status).toBe(401);
  });

  it("explains a bad condition, date or point next to the field", async () => {
    const [someone, trail] = await Promise.all([member(), insertTrail(t.db)]);
    expect((await fieldsOf(await report(someone, trail.id, { condition: "lava", observed_on: day() }))).condition).toEqual([
      CONDITION_MESSAGES.condition,
    ]);
    expect((await fieldsOf(await report(someone, trail.id, { condition: "mud", observed_on: day(1) }))).observed_on).toEqual([
      "The date seen cannot be in the future.",
    ]);
    expect((await fieldsOf(await report(someone, trail.id, { condition: "mud", observed_on: day(-31) }))).observed_on).toEqual([
      "The date seen cannot be more than 30 days ago.",
    ]);
    expect(
      (await fieldsOf(await report(someone, trail.id, { condition: "mud", observed_on: day(), longitude: "-150" }))).latitude,
    ).toEqual([CONDITION_MESSAGES.pointWhole]);
    expect(
      (
        await fieldsOf(
          await report(someone, trail.id, { condition: "mud", observed_on: day(), longitude: "-149", latitude: "0.5" }),
        )
      ).latitude,
    ).toEqual([CONDITION_MESSAGES.pointFar]);
    expect((await fieldsOf(await report(someone, trail.id, { condition: "mud", observed_on: day() }, 5))).photos).toEqual([
      CONDITION_MESSAGES.photos,
    ]);
  });
});

describe("recent reports", () => {
  it("shows unexpired reports to paid readers, refuses free readers, and drops expired ones", async () => {
    const [someone, free, trail] = await Promise.all([member(), reader("STANDARD"), insertTrail(t.db)]);
    // Mud counts 7 days after the day seen: seen 8 days ago, it expired at midnight.
    await reported(someone, trail.id, { condition: "mud", observed_on: day(-8) });
    await reported(someone, trail.id, { condition: "snow", observed_on: day(-7) });
    await reported(someone, trail.id, { condition: "mud", observed_on: day(-6) });
    const recent = async () => {
      const response = await request("GET", `/v2/trails/${trail.id}/condition-reports/`, someone);
      expect(response.status).toBe(200);
      return recentConditionReportsSchema.parse(await response.json()).results.map((item) => item.condition);
    };
    expect(await recent()).toEqual(["mud", "snow"]);
    expect((await request("GET", `/v2/trails/${trail.id}/condition-reports/`, free)).status).toBe(403);
    expect((await request("GET", `/v2/trails/${trail.id}/condition-reports/`)).status).toBe(403);
  });

  it("shows a preview trail's reports to everyone", async () => {
    const [someone, trail] = await Promise.all([member(), insertTrail(t.db, { isPreview: true })]);
    await reported(someone, trail.id, { condition: "open", observed_on: day() });
    expect((await request("GET", `/v2/trails/${trail.id}/condition-reports/`)).status).toBe(200);
  });
});

describe("staff confirmation", () => {
  it("lets ADMIN confirm a report, audited; the trail takes its status dated by the day seen; the map shows it", async () => {
    const [someone, admin, scout, trail] = await Promise.all([member(), reader("ADMIN"), reader("SCOUT"), insertTrail(t.db)]);
    const line = trail.geojson.coordinates;
    const created = await reported(someone, trail.id, {
      condition: "washout",
      observed_on: day(-1),
      longitude: String(line[0]![0]),
      latitude: String(line[0]![1]),
    });
    const id = await pendingIdOf(admin, created.uuid);
    expect((await request("POST", `/v2/admin/condition-reports/${id}/confirm/`, scout)).status).toBe(403);
    expect((await request("GET", "/v2/admin/condition-reports/", scout)).status).toBe(403);
    const confirmed = await request("POST", `/v2/admin/condition-reports/${id}/confirm/`, admin);
    expect(confirmed.status).toBe(200);
    expect(conditionReportSchema.parse(await confirmed.json())).toMatchObject({ state: "confirmed", counts: true });
    const row = await trailRow(trail.id);
    expect(row.status).toBe("impassable");
    expect(row.statusReportedAt?.toISOString()).toBe(`${day(-1)}T00:00:00.000Z`);
    expect((await auditEntriesOf(t, CONDITION_REPORT_ENTITY, id)).map((entry) => [entry.action, entry.actor?.uuid])).toEqual([
      ["confirmed", admin.uuid],
    ]);
    expect((await request("POST", `/v2/admin/condition-reports/${id}/confirm/`, admin)).status).toBe(409);

    const map = conditionReportFeaturesSchema.parse(await (await request("GET", "/v2/map/condition-reports/", someone)).json());
    expect(map.features.find((feature) => feature.properties.uuid === created.uuid)?.properties.condition).toBe("washout");
    const visitorMap = conditionReportFeaturesSchema.parse(await (await request("GET", "/v2/map/condition-reports/")).json());
    expect(visitorMap.features.some((feature) => feature.properties.uuid === created.uuid)).toBe(false);
  });

  it("lets ADMIN reject a report with a reason, audited; the status stays", async () => {
    const [someone, admin, trail] = await Promise.all([member(), reader("ADMIN"), insertTrail(t.db)]);
    const created = await reported(someone, trail.id, { condition: "closed", observed_on: day() });
    const id = await pendingIdOf(admin, created.uuid);
    expect((await request("POST", `/v2/admin/condition-reports/${id}/reject/`, admin, { reason: "" })).status).toBe(400);
    const rejected = await request("POST", `/v2/admin/condition-reports/${id}/reject/`, admin, { reason: "Gate is open." });
    expect(conditionReportSchema.parse(await rejected.json())).toMatchObject({
      state: "rejected",
      decision: { reason: "Gate is open." },
    });
    expect((await trailRow(trail.id)).status).toBe("open");
    expect((await auditEntriesOf(t, CONDITION_REPORT_ENTITY, id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ["rejected", "Gate is open."],
    ]);
  });
});

describe("the map layer's area", () => {
  it("gives only the reports inside the bbox, and refuses a bad bbox", async () => {
    const [someone, admin, trail] = await Promise.all([member(), reader("ADMIN"), insertTrail(t.db)]);
    const [longitude, latitude] = trail.geojson.coordinates[1]!;
    const created = await reported(someone, trail.id, {
      condition: "snow",
      observed_on: day(),
      longitude: String(longitude),
      latitude: String(latitude),
    });
    await request("POST", `/v2/admin/condition-reports/${await pendingIdOf(admin, created.uuid)}/confirm/`, admin);
    const uuidsIn = async (bbox: string) => {
      const response = await request("GET", `/v2/map/condition-reports/?bbox=${bbox}`, someone);
      expect(response.status).toBe(200);
      return conditionReportFeaturesSchema.parse(await response.json()).features.map((feature) => feature.properties.uuid);
    };
    const around = [longitude - 0.01, latitude - 0.01, longitude + 0.01, latitude + 0.01].join(",");
    expect(await uuidsIn(around)).toContain(created.uuid);
    const beside = [longitude + 0.02, latitude - 0.01, longitude + 0.04, latitude + 0.01].join(",");
    expect(await uuidsIn(beside)).not.toContain(created.uuid);

    for (const bad of ["1,2,3", "10,0,5,1", "a,b,c,d", "-200,0,0,1", "0,-91,1,1", ""]) {
      const response = await request("GET", `/v2/map/condition-reports/?bbox=${bad}`, someone);
      expect(response.status, bad).toBe(400);
      expect(JSON.stringify(await response.json()), bad).toContain("west,south,east,north");
    }
  });
});

describe("trust and expiry", () => {
  it("lets a trusted reporter's report set the status at once, and the expiry job undo it when it expires", async () => {
    const [someone, admin, trail] = await Promise.all([member(), reader("ADMIN"), insertTrail(t.db)]);
    for (let n = 0; n < 3; n++) {
      const earlier = await reported(someone, trail.id, { condition: "open", observed_on: day(-20) });
      await request("POST", `/v2/admin/condition-reports/${await pendingIdOf(admin, earlier.uuid)}/confirm/`, admin);
    }
    const mud = await reported(someone, trail.id, { condition: "mud", observed_on: day() });
    expect(mud).toMatchObject({ state: "confirmed", counts: true, reporter: { is_trusted: true, confirmed_count: 4 } });
    expect((await trailRow(trail.id)).status).toBe("caution");

    t.clock.advance(8 * DAY_MS);
    try {
      await t.services.conditionReports.expireStatuses();
      const row = await trailRow(trail.id);
      expect(row.status).toBe("open");
      expect(row.statusReportedAt).toBeNull();
    } finally {
      t.clock.advance(-8 * DAY_MS);
    }
  });

  it("takes staff's own reports as trusted", async () => {
    const [admin, trail] = await Promise.all([reader("ADMIN"), insertTrail(t.db)]);
    const created = await reported(admin, trail.id, { condition: "snow", observed_on: day() });
    expect(created.reporter.is_trusted).toBe(true);
    expect((await trailRow(trail.id)).status).toBe("caution");
  });
});
