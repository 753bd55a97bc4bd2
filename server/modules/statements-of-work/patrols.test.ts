import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patrolListPageSchema, patrolSchema, type Patrol } from "../../../shared/contracts/patrol.contract";
import { insertPatrol } from "../../../tests/factories/contributor-portal";
import { insertReader, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { trails } from "../../db/schema";
import { NOT_A_CONTRIBUTOR } from "./contributors";
import { PATROL_ENTITY, PATROL_MESSAGES } from "./patrols.service";

let t: TestApp;
let storageDir: string;
let jpeg: Buffer;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "patrol-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#556633" } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const reader = (role: "STANDARD" | "SCOUT" | "ADMIN" | "SUPER") => insertReader(t.db, t.services, { role });
const request = (method: string, apiPath: string, who?: Reader, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, who?.headers ?? {});

async function assigned(staff: Reader, scout: Reader, trailId: number, extra: Record<string, unknown> = {}): Promise<Patrol> {
  const response = await request("POST", "/v2/patrols/", staff, {
    trail_id: trailId,
    assignee_email: scout.email,
    due_on: "2099-01-31",
    ...extra,
  });
  expect(response.status).toBe(201);
  return patrolSchema.parse(await response.json());
}

/** Files a report as the patrol form sends it: text fields, checked concerns and `photos` photos. */
function report(who: Reader | undefined, id: number, fields: Record<string, string | string[]>, photos = 1) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) form.append(name, item);
  }
  for (let n = 0; n < photos; n++) {
    form.append("photos", new File([new Uint8Array(jpeg)], `trail-${n}.jpg`, { type: "image/jpeg" }));
  }
  return t.app.request(`/api/v2/patrols/${id}/report/`, { method: "POST", headers: who?.headers ?? {}, body: form });
}

const findings = {
  patrolled_on: "2026-05-02",
  conditions: "Snow on the upper switchbacks; the gate is locked.",
  reported_status: "closed",
  concerns_seen: ["Mud", "Narrow Shelf Road"],
};

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

describe("assigning a patrol", () => {
  it("lets staff ask a contributor to patrol a trail; the assignee and staff read it, others get a 404", async () => {
    const [admin, scout, other] = await Promise.all([reader("ADMIN"), reader("SCOUT"), reader("SCOUT")]);
    const trail = await insertTrail(t.db);
    const patrol = await assigned(admin, scout, trail.id);
    expect(patrol).toMatchObject({
      state: "assigned",
      due_on: "2099-01-31",
      report: null,
      assignee: { uuid: scout.uuid },
      trail: { id: trail.id, status: "open", href: `/US/utah/trails/${trail.id}-${trail.slug}` },
    });
    for (const who of [scout, admin]) expect((await request("GET", `/v2/patrols/${patrol.id}/`, who)).status).toBe(200);
    expect((await request("GET", `/v2/patrols/${patrol.id}/`, other)).status).toBe(404);
    expect((await request("GET", `/v2/patrols/${patrol.id}/`)).status).toBe(401);
  });

  it("is for staff only, and names a contributor, a trail and their own statement of work", async () => {
    const [admin, boss, scout, plain, otherScout] = await Promise.all([
      reader("ADMIN"),
      reader("SUPER"),
      reader("SCOUT"),
      reader("STANDARD"),
      reader("SCOUT"),
    ]);
    const trail = await insertTrail(t.db);
    const body = { trail_id: trail.id, assignee_email: scout.email, due_on: "2099-01-31" };
    expect((await request("POST", "/v2/patrols/", scout, body)).status).toBe(403);
    expect((await request("POST", "/v2/patrols/", undefined, body)).status).toBe(401);
    expect(await fieldsOf(await request("POST", "/v2/patrols/", admin, { ...body, assignee_email: plain.email }))).toEqual({
      assignee_email: [NOT_A_CONTRIBUTOR],
    });
    expect(await fieldsOf(await request("POST", "/v2/patrols/", admin, { ...body, trail_id: 999_999 }))).toEqual({
      trail_id: [PATROL_MESSAGES.unknownTrail],
    });
    const statement = await request("POST", "/v2/statements-of-work/", boss, {
      title: "Patrol season",
      contributor_email: otherScout.email,
      scope: "Patrol the trails of the district.",
      area_description: "Ouray",
      deliverables: ["Reports"],
      pay_cents: 10_000,
      deadline: "2099-01-31",
    });
    const { id: statementId } = (await statement.json()) as { id: number };
    expect(await fieldsOf(await request("POST", "/v2/patrols/", admin, { ...body, statement_of_work_id: statementId }))).toEqual({
      statement_of_work_id: [PATROL_MESSAGES.notTheirStatement],
    });
    const underStatement = await assigned(admin, otherScout, trail.id, { statement_of_work_id: statementId });
    expect(underStatement.statement_of_work_id).toBe(statementId);
  });
});

describe("reporting and deciding", () => {
  it("takes the assignee's report with photos; accepting it sets the trail's status, dated when it was reported", async () => {
    const [admin, scout] = await Promise.all([reader("ADMIN"), reader("SCOUT")]);
    const trail = await insertTrail(t.db);
    const { id } = await assigned(admin, scout, trail.id);

    expect((await report(admin, id, findings)).status).toBe(403);
    const filed = await report(scout, id, findings, 2);
    expect(filed.status).toBe(200);
    const reported = patrolSchema.parse(await filed.json());
    expect(reported).toMatchObject({
      state: "reported",
      report: { reported_status: "closed", concerns_seen: ["Mud", "Narrow Shelf Road"] },
    });
    expect(reported.report?.photos).toHaveLength(2);
    expect((await report(scout, id, findings, 0)).status).toBe(409);

    // The trail keeps its status until staff accept the report.
    const [before] = await t.db.select({ status: trails.status }).from(trails).where(eq(trails.id, trail.id));
    expect(before?.status).toBe("open");
    expect((await request("POST", `/v2/patrols/${id}/accept/`, scout)).status).toBe(403);

    const accepted = await request("POST", `/v2/patrols/${id}/accept/`, admin);
    expect(accepted.status).toBe(200);
    const patrol = patrolSchema.parse(await accepted.json());
    expect(patrol.state).toBe("accepted");
    expect(patrol.trail).toMatchObject({ status: "closed", status_reported_at: reported.report!.reported_at });
    const [after] = await t.db
      .select({ status: trails.status, reportedAt: trails.statusReportedAt })
      .from(trails)
      .where(eq(trails.id, trail.id));
    expect(after?.status).toBe("closed");
    expect(after?.reportedAt?.toISOString()).toBe(reported.report!.reported_at);

    // The trail's guide (here as a staff member reads it in full) carries the new status.
    const page = await request("GET", `/v3/trails/${trail.id}/`, admin);
    expect(await page.json()).toMatchObject({ status: "closed", status_reported_at: reported.report!.reported_at });
    expect((await request("POST", `/v2/patrols/${id}/reject/`, admin, { reason: "Late" })).status).toBe(409);
  });

  it("says what is wrong with a report next to each field", async () => {
    const [admin, scout] = await Promise.all([reader("ADMIN"), reader("SCOUT")]);
    const { id } = await assigned(admin, scout, (await insertTrail(t.db)).id);
    const fields = await fieldsOf(
      await report(
        scout,
        id,
        { patrolled_on: "2999-01-01", conditions: "ok", reported_status: "flooded", concerns_seen: "Lava" },
        0,
      ),
    );
    expect(Object.keys(fields).sort()).toEqual(["concerns_seen.0", "conditions", "patrolled_on", "reported_status"]);
    expect(await fieldsOf(await report(scout, id, findings, 5))).toEqual({ photos: [PATROL_MESSAGES.photos] });
  });

  it("rejects a report with a reason and leaves the trail as it was", async () => {
    const [admin, scout] = await Promise.all([reader("ADMIN"), reader("SCOUT")]);
    const trail = await insertTrail(t.db);
    const { id } = await assigned(admin, scout, trail.id);
    expect((await request("POST", `/v2/patrols/${id}/accept/`, admin)).status).toBe(409);
    expect((await report(scout, id, { ...findings, concerns_seen: [] }, 0)).status).toBe(200);
    expect(await fieldsOf(await request("POST", `/v2/patrols/${id}/reject/`, admin, { reason: " " }))).toEqual({
      reason: ["Say why."],
    });
    const rejected = await request("POST", `/v2/patrols/${id}/reject/`, admin, { reason: "No photos of the gate." });
    expect(patrolSchema.parse(await rejected.json())).toMatchObject({
      state: "rejected",
      decision: { reason: "No photos of the gate." },
      trail: { status: "open" },
    });
    const entries = await auditEntriesOf(t, PATROL_ENTITY, id);
    expect(entries.map((entry) => [entry.action, entry.reason])).toEqual([
      ["rejected", "No photos of the gate."],
      ["assigned", null],
    ]);
    expect(entries[1]!.after).toMatchObject({ trail_id: trail.id, assignee_email: scout.email, due_on: "2099-01-31" });
  });
});

describe("the staff list of patrols (/admin/patrol-cms)", () => {
  it("lists patrols for SUPER with late ones marked, filters by state and lateness, searches, exports CSV", async () => {
    const [superUser, admin, scout] = await Promise.all([reader("SUPER"), reader("ADMIN"), reader("SCOUT")]);
    const [trail, other] = await Promise.all([insertTrail(t.db, { title: "Steel Bender Loop" }), insertTrail(t.db)]);
    const late = await insertPatrol(t.db, scout.id, { trailId: trail.id, dueOn: "2020-01-01" });
    const later = await insertPatrol(t.db, scout.id, { trailId: other.id, dueOn: "2099-01-01" });
    await insertPatrol(t.db, scout.id, { trailId: other.id, dueOn: "2020-01-01", state: "reported" });

    const list = async (query: string) =>
      patrolListPageSchema.parse(await (await request("GET", `/v2/admin/patrols/?${query}`, superUser)).json());
    const overdue = await list(`overdue=yes&q=${encodeURIComponent(scout.email)}`);
    expect(overdue.results.map((row) => [row.id, row.is_overdue])).toEqual([[late.id, true]]);
    expect((await list("q=steel bender")).results.map((row) => row.trail.title)).toEqual(["Steel Bender Loop"]);
    const assignedOnes = await list(`state=assigned&q=${encodeURIComponent(scout.email)}&sort=due_on&order=desc`);
    expect(assignedOnes.results.map((row) => row.id)).toEqual([later.id, late.id]);

    const csv = await request("GET", "/v2/admin/patrols/?format=csv&q=steel bender", superUser);
    expect(await csv.text()).toMatch(/Steel Bender Loop.*yes/);
    expect((await request("GET", "/v2/admin/patrols/", admin)).status).toBe(403);
    expect((await request("GET", "/v2/admin/patrols/")).status).toBe(401);
  });
});
