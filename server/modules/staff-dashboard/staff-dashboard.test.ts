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
    await recordStaffChange(t.db, { actorId: admin.id, entityType: "review", entityId: 9, action: "hidden", reason: "spam" });
    const board = await dashboard();
    expect(board.recent_changes[0]).toMatchObject({ action: "hidden", reason: "spam", actor: { name: "Ada Admin" } });
  });

  it("is for ADMIN or greater", async () => {
    const scout = await insertReader(t.db, t.services, { role: "SCOUT" });
    expect((await apiRequest(t.app, "GET", "/v2/admin/dashboard/", undefined, scout.headers)).status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/dashboard/")).status).toBe(401);
  });
});
