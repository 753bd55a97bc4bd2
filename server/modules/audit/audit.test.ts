// The audit log: an entry commits or rolls back with its change, SUPER searches and exports it,
// and nobody below SUPER reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../shared/contracts/audit-log.contract";
import { insertReader } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { users } from "../../db/schema";
import { changedFields, recordStaffChange } from "./audit.service";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader, admin: Reader;
const marker = `audit-${Date.now()}`;

async function listLog(query: string, headers = superUser.headers) {
  const response = await apiRequest(t.app, "GET", `/v2/admin/audit-log/?${query}`, undefined, headers);
  const isPage = response.status === 200 && response.headers.get("content-type")?.includes("json");
  return { response, page: isPage ? auditLogPageSchema.parse(await response.json()) : null };
}

beforeAll(async () => {
  t = await createTestApp();
  superUser = await insertReader(t.db, t.services, { role: "SUPER", name: "Sue Perkins" });
  admin = await insertReader(t.db, t.services, { role: "ADMIN" });
  await recordStaffChange(t.db, {
    actorId: superUser.id,
    entityType: "user",
    entityId: 4242,
    action: "role changed",
    before: { role: "STANDARD" },
    after: { role: "SCOUT" },
    reason: `${marker} trusted local guide`,
  });
  await recordStaffChange(t.db, {
    actorId: superUser.id,
    entityType: "review",
    entityId: 77,
    action: "hidden",
    before: { hidden: false },
    after: { hidden: true },
    reason: `=HYPERLINK("x") ${marker}`,
  });
});

afterAll(() => t.close());

describe("recording a staff change", () => {
  it("keeps only the fields that changed, before and after", () => {
    expect(changedFields({ role: "STANDARD", name: "Ann" }, { role: "SCOUT", name: "Ann" })).toEqual({
      before: { role: "STANDARD" },
      after: { role: "SCOUT" },
    });
  });

  it("rolls back with the change it belongs to", async () => {
    const rolledBack = `${marker}-rolled-back`;
    await expect(
      t.db.transaction(async (tx) => {
        await recordStaffChange(tx, {
          actorId: superUser.id,
          entityType: "user",
          entityId: 1,
          action: "disabled",
          reason: rolledBack,
        });
        await tx.insert(users).values({ email: superUser.email, name: "duplicate e-mail fails" });
      }),
    ).rejects.toThrow();
    const { page } = await listLog(`q=${encodeURIComponent(rolledBack)}`);
    expect(page!.count).toBe(0);
  });
});

describe("GET /api/v2/admin/audit-log/", () => {
  it("finds entries by reason, staff name and record, newest first", async () => {
    const { page } = await listLog(`q=${marker}`);
    expect(page!.results.map((entry) => entry.action)).toEqual(["hidden", "role changed"]);
    expect(page!.results[1]).toMatchObject({
      entity_type: "user",
      entity_id: "4242",
      before: { role: "STANDARD" },
      after: { role: "SCOUT" },
      actor: { uuid: superUser.uuid, name: "Sue Perkins" },
    });
    const byName = await listLog(`q=Sue%20Perk&entity_type=user&entity_id=4242`);
    expect(byName.page!.results).toHaveLength(1);
    expect(byName.page!.entity_types).toEqual(expect.arrayContaining(["review", "user"]));
  });

  it("sorts, pages and takes a search word literally", async () => {
    const ascending = await listLog(`q=${marker}&sort=action&order=asc&page_size=25`);
    expect(ascending.page!.results.map((entry) => entry.action)).toEqual(["hidden", "role changed"]);
    const secondPage = await listLog(`q=${marker}&sort=created_at&order=desc&page=2&page_size=25`);
    expect(secondPage.page).toMatchObject({ count: 2, page: 2, results: [] });
    const wildcard = await listLog(`q=${encodeURIComponent("%")}&entity_type=review&entity_id=77`);
    expect(wildcard.page!.count).toBe(0);
  });

  it("exports the same entries as CSV, with formula-like cells defused", async () => {
    const { response } = await listLog(`q=${marker}&format=csv`);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("audit-log.csv");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("When,Staff,Record type,Record,Action,Before,After,Reason");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`'=HYPERLINK`);
  });

  it("refuses a bad day with the field named", async () => {
    const { response } = await listLog("from=26-11-2026");
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("from");
  });

  it("is SUPER only", async () => {
    expect((await listLog("", admin.headers)).response.status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/audit-log/")).status).toBe(401);
  });
});
