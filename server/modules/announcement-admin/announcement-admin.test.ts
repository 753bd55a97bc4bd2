import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../shared/contracts/audit-log.contract";
import { pageAnnouncementSchema, pageAnnouncementsSchema } from "../../../shared/contracts/announcement-admin.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";

let t: TestApp;
let superUser: Awaited<ReturnType<typeof insertReader>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  superUser = await insertReader(t.db, t.services, { role: "SUPER" });
  admin = (await insertReader(t.db, t.services, { role: "ADMIN" })).headers;
});
afterAll(() => t.close());

const request = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  apiRequest(t.app, method, `/v2${path}`, body, headers);

const notice = {
  title: "Pass closed",
  summary: "Snow on the high passes.",
  body: "Until June.",
  published_at: "2026-01-01T08:00",
};

async function auditOf(id: number) {
  const response = await request("GET", `/admin/audit-log/?entity_type=announcement&entity_id=${id}`, superUser.headers);
  return auditLogPageSchema.parse(await response.json()).results;
}

describe("announcements aimed at a page", () => {
  it("are kept by SUPER only: 401 signed out, 403 for an ADMIN", async () => {
    expect((await request("GET", "/admin/page-announcements/states/utah/", {})).status).toBe(401);
    expect((await request("GET", "/admin/page-announcements/states/utah/", admin)).status).toBe(403);
    expect((await request("POST", "/admin/page-announcements/states/utah/", admin, notice)).status).toBe(403);
    expect((await request("DELETE", "/admin/page-announcements/1/", admin)).status).toBe(403);
  });

  it("shows a state's notice on that state only, from its date, outside the site-wide list; all audited", async () => {
    const response = await request("POST", "/admin/page-announcements/states/utah/", superUser.headers, notice);
    expect(response.status).toBe(201);
    const created = pageAnnouncementSchema.parse(await response.json());
    const later = await request("POST", "/admin/page-announcements/states/utah/", superUser.headers, {
      ...notice,
      title: "Next year",
      published_at: "2099-01-01T00:00",
    });
    expect(later.status).toBe(201);

    expect((await t.services.announcementAdmin.shownOn("states", "utah")).map((shown) => shown.title)).toEqual(["Pass closed"]);
    expect(await t.services.announcementAdmin.shownOn("states", "colorado")).toEqual([]);
    const siteWide = (await (await request("GET", "/announcements/", {})).json()) as { results: { id: number }[] };
    expect(siteWide.results.map((item) => item.id)).not.toContain(created.id);
    expect((await request("GET", `/announcements/${created.id}/`, {})).status).toBe(404);

    const page = pageAnnouncementsSchema.parse(
      await (await request("GET", "/admin/page-announcements/states/utah/", superUser.headers)).json(),
    );
    expect(page.page).toMatchObject({ title: "Utah", url: "/US/utah" });
    expect(page.announcements.map((item) => item.title)).toEqual(["Next year", "Pass closed"]);

    const edited = await request("PUT", `/admin/page-announcements/${created.id}/`, superUser.headers, {
      ...notice,
      title: "Pass open",
    });
    expect(edited.status).toBe(200);
    expect((await request("DELETE", `/admin/page-announcements/${created.id}/`, superUser.headers)).status).toBe(204);
    const [deleted, updated, added] = await auditOf(created.id);
    expect(added).toMatchObject({ action: "created", actor: { uuid: superUser.uuid }, after: { page: "states/utah" } });
    expect(updated).toMatchObject({ action: "updated", before: { title: "Pass closed" }, after: { title: "Pass open" } });
    expect(deleted).toMatchObject({ action: "deleted", before: { title: "Pass open" } });
  });

  it("says what is wrong next to the field, and 404s a page that does not exist", async () => {
    const response = await request("POST", "/admin/page-announcements/states/utah/", superUser.headers, {
      ...notice,
      title: " ",
      published_at: "next week",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { title: ["Enter the title."], published_at: ["Enter the date and time to show it from."] },
    });
    expect((await request("GET", "/admin/page-announcements/states/atlantis/", superUser.headers)).status).toBe(404);
    expect((await request("GET", "/admin/page-announcements/trails/utah/", superUser.headers)).status).toBe(404);
  });
});
