// The staff dashboard counts what waits in each queue and shows the latest staff changes; ADMIN or
// greater only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDashboardSchema, type StaffDashboard } from "../../../shared/contracts/staff-dashboard.contract";
import { insertReader, insertReview, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { contributorRequests, patrols } from "../../db/schema";
import { recordStaffChange } from "../audit/audit.service";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let admin: Reader;

async function dashboard(headers = admin.headers): Promise<StaffDashboard> {
  const response = await apiRequest(t.app, "GET", "/v2/admin/dashboard/", undefined, headers);
  expect(response.status).toBe(200);
  return staffDashboardSchema.parse(await response.json());
}

const sizeOf = (board: StaffDashboard, queue: StaffDashboard["queues"][number]["queue"]) =>
  board.queues.find((entry) => entry.queue === queue)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertReader(t.db, t.services, { role: "ADMIN", name: "Ada Admin" });
});

afterAll(() => t.close());

describe("GET /api/v2/admin/dashboard/", () => {
  it("counts each queue as it grows", async () => {
    const before = await dashboard();
    const applicant = await insertReader(t.db, t.services);
    const scout = await insertReader(t.db, t.services, { role: "SCOUT" });
    await insertScoutRoute(t.db, { published: false, workflowState: "submitted", userId: scout.id });
    await t.db
      .insert(contributorRequests)
      .values({ userId: applicant.id, requestedRole: "SCOUT", experience: "Ten years.", areas: "Moab" });
    const trail = await insertTrail(t.db);
    await insertReview(t.db, { trailId: trail.id }, applicant.id, { createdAt: t.clock.now() });
    const today = t.clock.now();
    const yesterday = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
    const nextMonth = new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(patrols).values([
      { trailId: trail.id, assigneeId: scout.id, dueOn: yesterday },
      { trailId: trail.id, assigneeId: scout.id, dueOn: nextMonth },
    ]);

    const after = await dashboard();
    expect(sizeOf(after, "submitted_guides").count).toBe(sizeOf(before, "submitted_guides").count + 1);
    expect(sizeOf(after, "contributor_requests").count).toBe(sizeOf(before, "contributor_requests").count + 1);
    expect(sizeOf(after, "new_reviews").count).toBe(sizeOf(before, "new_reviews").count + 1);
    expect(sizeOf(after, "patrols_due")).toEqual({
      queue: "patrols_due",
      count: sizeOf(before, "patrols_due").count + 1,
      overdue: sizeOf(before, "patrols_due").overdue + 1,
    });
  });

  it("shows the latest staff changes, newest first", async () => {
    await recordStaffChange(t.db, {
      actorId: admin.id,
      entityType: "badge_submission",
      entityId: "9",
      action: "rejected",
      before: { status: "submitted" },
      after: { status: "rejected" },
      reason: "blurry photo",
    });
    const board = await dashboard();
    expect(board.recent_changes[0]).toMatchObject({
      action: "rejected",
      after: { status: "rejected" },
      reason: "blurry photo",
      is_redacted: false,
      actor: { name: "Ada Admin" },
    });
  });

  it("shows an ADMIN that SUPER changed SUPER's records, not what changed; SUPER sees it all", async () => {
    const [superUser, scout, reader] = await Promise.all([
      insertReader(t.db, t.services, { role: "SUPER" }),
      insertReader(t.db, t.services, { role: "SCOUT" }),
      insertReader(t.db, t.services),
    ]);
    const asSuper = async (method: string, path: string, body: unknown) => {
      const response = await apiRequest(t.app, method, path, body, superUser.headers);
      expect(response.status).toBeLessThan(300);
      return (await response.json()) as { id: number };
    };
    const vendor = {
      name: "Slickrock Surveys",
      contact_name: "Juniper Hale",
      email: "billing@slickrock.example",
      phone: "+1 435 555 0173",
      payment_reference: "PAYEE-7731",
      notes: "Paid by wire, account 4417",
      active: true,
      user_email: "",
    };
    const { id: vendorId } = await asSuper("POST", "/v2/admin/vendors/", vendor);
    await asSuper("PUT", `/v2/admin/vendors/${vendorId}/`, {
      ...vendor,
      phone: "+1 435 555 0174",
      payment_reference: "PAYEE-7732",
      notes: "Paid by cheque",
    });
    await asSuper("POST", `/v2/admin/users/${reader.uuid}/role/`, { role: "WRITER", reason: "Writes our Moab guides" });
    const { id: statementId } = await asSuper("POST", "/v2/statements-of-work/", {
      title: "Rim routes",
      contributor_email: scout.email,
      scope: "Three routes.",
      area_description: "The rim",
      state_code: null,
      deliverables: ["Three GPX tracks"],
      pay_cents: 424_242,
      deadline: "2099-06-30",
    });
    await asSuper("PATCH", `/v2/statements-of-work/${statementId}/`, { pay_cents: 434_343 });
    const secrets = [
      "555 0173",
      "555 0174",
      "PAYEE-7731",
      "PAYEE-7732",
      "account 4417",
      "Paid by cheque",
      "WRITER",
      "Writes our Moab guides",
      "424242",
      "434343",
    ];

    const seenByAdmin = await dashboard();
    const adminText = JSON.stringify(seenByAdmin);
    for (const secret of secrets) expect(adminText).not.toContain(secret);
    expect(seenByAdmin.recent_changes.slice(0, 5).map((entry) => [entry.entity_type, entry.action, entry.is_redacted])).toEqual([
      ["statement_of_work", "changed", true],
      ["statement_of_work", "created", true],
      ["user", "role changed", true],
      ["vendor", "changed", true],
      ["vendor", "created", true],
    ]);

    const superText = JSON.stringify(await dashboard(superUser.headers));
    for (const secret of secrets) expect(superText).toContain(secret);
  });

  it("is for ADMIN or greater", async () => {
    const scout = await insertReader(t.db, t.services, { role: "SCOUT" });
    expect((await apiRequest(t.app, "GET", "/v2/admin/dashboard/", undefined, scout.headers)).status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/dashboard/")).status).toBe(401);
  });
});
