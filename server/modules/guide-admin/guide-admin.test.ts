import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bulkWorkflowResultSchema,
  publishingQueuePageSchema,
  reviewQueueQuerySchema,
  scoutRouteCmsPageSchema,
  trailCmsPageSchema,
} from "../../../shared/contracts/guide-admin.contract";
import { staffDashboardSchema } from "../../../shared/contracts/staff-dashboard.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { FIXTURE_BBOX, guideFindability } from "../../../tests/support/guide-findability";
import { auditLog, emailOutbox, scoutRoutes, trails } from "../../db/schema";
import { createJobRunner } from "../../jobs/job-runner";
import { scheduledJobs } from "../../jobs/scheduled-jobs";
import { mapGuidesPageSchema } from "../../../shared/contracts/map.contract";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader;
let admin: Reader;
let author: Reader;

const PUBLIC_URL = "https://trails.example.com";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  [superUser, admin, author] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER", name: "Sue Super" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
    insertReader(t.db, t.services, { role: "SCOUT", name: "Sam Scout" }),
  ]);
});

afterAll(() => t.close());

const asSuper = (method: string, path: string, body?: unknown) =>
  apiRequest(t.app, method, `/v2/admin/${path}`, body, superUser.headers);

async function okJson(response: Response): Promise<unknown> {
  expect(response.status).toBe(200);
  return response.json();
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

const auditOf = (entityType: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

const accepted = { published: false, workflowState: "accepted" as const, acceptedAt: new Date("2026-01-02T00:00:00Z") };

/** What a reader of the site finds: autocomplete, the map and the sitemap. */
const findable = (title: string, path: string) => guideFindability({ app: t.app, publicUrl: PUBLIC_URL }, title, path);

describe("the trail and scout-route lists", () => {
  it("search, filter by state, workflow state and flag, sort, page and export CSV", async () => {
    const [moab, draft, preview] = await Promise.all([
      insertTrail(t.db, { title: "Zircon Ledge Alpha", userId: author.id }),
      insertTrail(t.db, { title: "Zircon Ledge Beta", published: false }),
      insertTrail(t.db, { title: "Zircon Ledge Gamma", isPreview: true }),
    ]);
    const page = trailCmsPageSchema.parse(await okJson(await asSuper("GET", "trail-cms/?q=zircon%20ledge&sort=title&order=asc")));
    expect(page.count).toBe(3);
    expect(page.results.map((row) => row.title)).toEqual(["Zircon Ledge Alpha", "Zircon Ledge Beta", "Zircon Ledge Gamma"]);
    expect(page.results[0]).toMatchObject({
      id: moab.id,
      state: { code: "UT" },
      workflow_state: "published",
      author: { name: "Sam Scout" },
      original_publish_date: null,
      is_preview: false,
      edit_path: `/trails/${moab.id}/edit`,
      page_path: `/US/utah/trails/${moab.id}-${moab.slug}`,
    });
    expect(page.states.map((state) => state.code)).toContain("UT");

    const drafts = trailCmsPageSchema.parse(await okJson(await asSuper("GET", "trail-cms/?q=zircon&workflow_state=draft")));
    expect(drafts.results.map((row) => row.id)).toEqual([draft.id]);
    const previews = trailCmsPageSchema.parse(await okJson(await asSuper("GET", "trail-cms/?q=zircon&flag=is_preview")));
    expect(previews.results.map((row) => row.id)).toEqual([preview.id]);
    const elsewhere = trailCmsPageSchema.parse(await okJson(await asSuper("GET", "trail-cms/?q=zircon&state=CO")));
    expect(elsewhere.count).toBe(0);
    const secondPage = trailCmsPageSchema.parse(
      await okJson(await asSuper("GET", "trail-cms/?q=zircon&sort=title&order=desc&page=2&page_size=25")),
    );
    expect(secondPage).toMatchObject({ count: 3, page: 2, results: [] });

    const csv = await asSuper("GET", "trail-cms/?q=zircon&sort=title&order=asc&format=csv");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Title,State,Workflow state");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toContain("Zircon Ledge Gamma,UT,published");

    await insertScoutRoute(t.db, { title: "Zircon Wash Route", ...accepted });
    const routes = scoutRouteCmsPageSchema.parse(
      await okJson(await asSuper("GET", "scout-route-cms/?q=zircon&workflow_state=accepted")),
    );
    expect(routes.results.map((row) => row.title)).toEqual(["Zircon Wash Route"]);
  });

  it("are SUPER only: an admin gets 403, a visitor 401", async () => {
    expect((await apiRequest(t.app, "GET", "/v2/admin/trail-cms/", undefined, admin.headers)).status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/scout-route-cms/")).status).toBe(401);
    const bulk = { action: "publish", ids: [1] };
    expect((await apiRequest(t.app, "POST", "/v2/admin/scout-route-cms/bulk-workflow/", bulk, admin.headers)).status).toBe(403);
    expect((await apiRequest(t.app, "GET", "/v2/admin/publishing-cms/", undefined, admin.headers)).status).toBe(403);
  });
});

describe("the review queue (/api/v2/admin/review-queue/, ADMIN or greater)", () => {
  const queueAs = async (reader: Reader, query = "") =>
    publishingQueuePageSchema.parse(
      await okJson(await apiRequest(t.app, "GET", `/v2/admin/review-queue/${query}`, undefined, reader.headers)),
    );

  it("shows ADMIN the guide a scout just submitted, with its editor, and as many as the dashboard counts", async () => {
    const scout = await insertReader(t.db, t.services, { role: "SCOUT", name: "Jo Scout" });
    const route = await insertScoutRoute(t.db, { title: "Jasper Flats Loop", userId: scout.id, published: false });
    await insertScoutRoute(t.db, { title: "Jasper Flats Spur", ...accepted });
    const submitted = await apiRequest(
      t.app,
      "POST",
      `/v2/scout-routes/${route.id}/workflow/`,
      { action: "submit" },
      scout.headers,
    );
    expect(submitted.status).toBe(200);

    const queue = await queueAs(admin, "?q=jasper");
    expect(queue.results).toHaveLength(1);
    expect(queue.results[0]).toMatchObject({
      kind: "scout-route",
      id: route.id,
      title: "Jasper Flats Loop",
      workflow_state: "submitted",
      author: { name: "Jo Scout" },
      edit_path: `/scout-routes/${route.id}/edit`,
      page_path: `/US/utah/scout-routes/${route.id}-${route.slug}`,
    });
    expect(queue.results[0]!.waiting_since).not.toBeNull();
    // Accepted guides wait to be published, on the filter.
    expect((await queueAs(admin, "?q=jasper&workflow_state=accepted")).results.map((row) => row.title)).toEqual([
      "Jasper Flats Spur",
    ]);

    // The whole default list is what the dashboard counts as waiting for review.
    const dashboard = staffDashboardSchema.parse(
      await okJson(await apiRequest(t.app, "GET", "/v2/admin/dashboard/", undefined, admin.headers)),
    );
    const waiting = dashboard.queues.find((queue) => queue.queue === "submitted_guides")!.count;
    expect((await queueAs(admin, "?page_size=100")).count).toBe(waiting);
    expect((await queueAs(superUser, "?page_size=100")).count).toBe(waiting);

    // The ADMIN accepts it through the workflow: it leaves the list of those waiting for review.
    const accept = await apiRequest(t.app, "POST", `/v2/scout-routes/${route.id}/workflow/`, { action: "accept" }, admin.headers);
    expect(accept.status).toBe(200);
    expect((await queueAs(admin, "?q=jasper")).results).toEqual([]);
    expect((await queueAs(admin, "?q=jasper&workflow_state=accepted")).count).toBe(2);

    const csv = await apiRequest(
      t.app,
      "GET",
      "/v2/admin/review-queue/?q=jasper&workflow_state=accepted&format=csv",
      undefined,
      admin.headers,
    );
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(3);
  });

  it("waits for review by default, and is refused below ADMIN", async () => {
    expect(reviewQueueQuerySchema.parse({}).workflow_state).toBe("submitted");
    expect((await apiRequest(t.app, "GET", "/v2/admin/review-queue/")).status).toBe(401);
    const writer = await insertReader(t.db, t.services, { role: "WRITER" });
    for (const reader of [author, writer]) {
      expect((await apiRequest(t.app, "GET", "/v2/admin/review-queue/", undefined, reader.headers)).status).toBe(403);
    }
    expect(
      (await apiRequest(t.app, "GET", "/v2/admin/review-queue/?workflow_state=draft", undefined, admin.headers)).status,
    ).toBe(400);
  });
});

describe("bulk publishing", () => {
  it("publishes every guide the workflow allows, reports the one it refuses, and audits each", async () => {
    const ready = await insertScoutRoute(t.db, { title: "Basalt Bench Route", userId: author.id, ...accepted });
    const draft = await insertScoutRoute(t.db, { title: "Basalt Draft Route", published: false });
    const response = await asSuper("POST", "scout-route-cms/bulk-workflow/", { action: "publish", ids: [ready.id, draft.id] });
    const { results } = bulkWorkflowResultSchema.parse(await okJson(response));
    expect(results).toEqual([
      { id: ready.id, ok: true, workflow_state: "published", detail: null },
      { id: draft.id, ok: false, workflow_state: null, detail: 'This guide is draft: "Publish" is not open to it now.' },
    ]);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, ready.id));
    expect(row).toMatchObject({ published: true, workflowState: "published" });
    expect(await auditOf("scout_route", ready.id)).toEqual([
      expect.objectContaining({
        actorId: superUser.id,
        action: "published",
        before: { workflow_state: "accepted", publish_at: null },
        after: { workflow_state: "published", publish_at: null },
      }),
    ]);
    expect(await auditOf("scout_route", draft.id)).toEqual([]);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, author.email));
    expect(mail).toMatchObject({ subject: "Basalt Bench Route is published" });
  });

  it("refuses an empty selection next to the field", async () => {
    expect(await fieldsOf(await asSuper("POST", "trail-cms/bulk-workflow/", { action: "publish", ids: [] }))).toEqual({
      ids: ["Select at least one guide."],
    });
  });
});

describe("a trail's flags", () => {
  it("turn on with a reason, in the audit log and on the map", async () => {
    const trail = await insertTrail(t.db, { title: "Garnet Shelf Road" });
    const response = await asSuper("PATCH", `trail-cms/${trail.id}/flags/`, {
      flag: "is_boh",
      value: true,
      reason: "Earned its badge.",
    });
    expect(await okJson(response)).toEqual({ id: trail.id, is_preview: false, is_boh: true });
    const [row] = await t.db.select({ isBoh: trails.isBoh }).from(trails).where(eq(trails.id, trail.id));
    expect(row!.isBoh).toBe(true);
    expect(await auditOf("trail", trail.id)).toEqual([
      expect.objectContaining({
        actorId: superUser.id,
        action: "flag changed",
        before: { is_boh: false },
        after: { is_boh: true },
        reason: "Earned its badge.",
      }),
    ]);
    const map = mapGuidesPageSchema.parse(await (await t.app.request(`/api/v2/map/guides/?bbox=${FIXTURE_BBOX}`)).json());
    expect(map.results.find((guide) => guide.title === "Garnet Shelf Road")).toMatchObject({ boh: true });
  });

  it("need a reason", async () => {
    const trail = await insertTrail(t.db);
    expect(await fieldsOf(await asSuper("PATCH", `trail-cms/${trail.id}/flags/`, { flag: "is_preview", value: true }))).toEqual({
      reason: ["Say why."],
    });
    expect(await auditOf("trail", trail.id)).toEqual([]);
  });
});

describe("scheduled publishing", () => {
  it("refuses a time already past, next to the field", async () => {
    const route = await insertScoutRoute(t.db, accepted);
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect(
      await fieldsOf(await asSuper("PUT", `publishing-cms/scout-routes/${route.id}/schedule/`, { publish_at: past })),
    ).toEqual({
      publish_at: ["Pick a time in the future."],
    });
    expect(
      await fieldsOf(await asSuper("PUT", `publishing-cms/scout-routes/${route.id}/schedule/`, { publish_at: "soon" })),
    ).toEqual({
      publish_at: ["Pick a date and a time."],
    });
  });

  it("refuses a guide that is not accepted", async () => {
    const draft = await insertTrail(t.db, { published: false });
    const future = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await asSuper("PUT", `publishing-cms/trails/${draft.id}/schedule/`, { publish_at: future })).status).toBe(409);
  });

  it("lists the queue oldest first, then the job publishes the guide when its time comes, for the staff member who scheduled it", async () => {
    const title = "Obsidian Spur Route";
    const route = await insertScoutRoute(t.db, { title, slug: "obsidian-spur-route", userId: author.id, ...accepted });
    const waiting = await insertTrail(t.db, {
      title: "Obsidian Waiting Trail",
      published: false,
      workflowState: "submitted",
      submittedAt: new Date("2025-12-01T00:00:00Z"),
    });
    const queue = publishingQueuePageSchema.parse(await okJson(await asSuper("GET", "publishing-cms/?q=obsidian")));
    expect(queue.results.map((row) => [row.kind, row.id, row.workflow_state])).toEqual([
      ["trail", waiting.id, "submitted"],
      ["scout-route", route.id, "accepted"],
    ]);

    const path = `/US/utah/scout-routes/${route.id}-obsidian-spur-route`;
    const publishAt = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    const scheduled = await asSuper("PUT", `publishing-cms/scout-routes/${route.id}/schedule/`, { publish_at: publishAt });
    expect(await okJson(scheduled)).toEqual({ kind: "scout-route", id: route.id, publish_at: publishAt });

    const runner = createJobRunner({
      db: t.db,
      clock: t.clock,
      logger: pino({ level: "silent" }),
      jobs: scheduledJobs(t.services, t.database).filter((job) => job.name === "scheduled-publishing"),
    });
    expect(await runner.runDueJobs()).toEqual(["scheduled-publishing"]);
    expect(await findable(title, path)).toEqual({ search: false, map: false, sitemap: false });

    t.clock.advance(10 * 60_000 + 1_000);
    expect(await runner.runDueJobs()).toEqual(["scheduled-publishing"]);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row).toMatchObject({ published: true, workflowState: "published", publishAt: null });
    expect(await findable(title, path)).toEqual({ search: true, map: true, sitemap: true });
    expect((await auditOf("scout_route", route.id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ["scheduled", superUser.id],
      ["published on schedule", superUser.id],
    ]);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, author.email));
    expect(mails.map((mail) => mail.subject)).toContain(`${title} is published`);
  });

  it("is cancelled by hand, and cleared when staff send the guide back", async () => {
    const route = await insertScoutRoute(t.db, accepted);
    const publishAt = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    await okJson(await asSuper("PUT", `publishing-cms/scout-routes/${route.id}/schedule/`, { publish_at: publishAt }));
    expect(await okJson(await asSuper("DELETE", `publishing-cms/scout-routes/${route.id}/schedule/`))).toMatchObject({
      publish_at: null,
    });
    await okJson(await asSuper("PUT", `publishing-cms/scout-routes/${route.id}/schedule/`, { publish_at: publishAt }));
    const sentBack = await apiRequest(
      t.app,
      "POST",
      `/v2/scout-routes/${route.id}/workflow/`,
      { action: "request_changes", note: "Add the creek crossing." },
      superUser.headers,
    );
    expect(sentBack.status).toBe(200);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row).toMatchObject({ workflowState: "draft", publishAt: null });
    expect((await auditOf("scout_route", route.id)).map((entry) => entry.action)).toEqual([
      "scheduled",
      "schedule cancelled",
      "scheduled",
      "changes requested",
    ]);
  });
});
