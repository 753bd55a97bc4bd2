import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contributorPortalSchema, type ContributorPortal } from "../../../shared/contracts/contributor-portal.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import type { Role } from "../../../shared/domain/roles";
import {
  insertAssignmentRequest,
  insertGuideDraft,
  insertPatrol,
  insertStatementOfWork,
} from "../../../tests/factories/contributor-portal";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { postJson } from "../accounts/accounts.test-helpers";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayOffset = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString().slice(0, 10);
const hoursAgo = (hours: number) => new Date(t.clock.now().getTime() - hours * 3_600_000);

const contributor = (role: Role = "SCOUT") => insertReader(t.db, t.services, { role });

/** A demo account signed in, as the README lists it. */
async function demoAccount(key: "scout" | "writer"): Promise<Pick<Reader, "headers">> {
  const login = await postJson(t, "/api/v2/token/", { email: `${key}@demo.trailguide.test`, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const { access } = (await login.json()) as { access: string };
  return { headers: { authorization: `Bearer ${access}` } };
}

/** Every guide of every page of the caller's "All" tab. */
async function everyGuideOf(reader: Pick<Reader, "headers">) {
  const guides: ContributorPortal["guides"]["results"] = [];
  for (let page = 1; ; page++) {
    const { guides: tab } = await portalOf(reader, `?page=${page}`);
    guides.push(...tab.results);
    if (page * tab.page_size >= tab.count) return guides;
  }
}

/**
 * Each Edit and View link leads where the pages are: the editor at /{kind}/{id}/edit, whose API opens
 * for the caller, and the guide page at /{country}/{state}/{kind}/{id}-{slug}, the address the page
 * itself builds from the guide the API answers for that id (a page without the id is a 404).
 */
async function expectEveryLinkResolves(reader: Pick<Reader, "headers">, guides: ContributorPortal["guides"]["results"]) {
  const get = (path: string) => apiRequest(t.app, "GET", path, undefined, reader.headers);
  const checks = guides.flatMap((guide) => {
    const segment = guide.kind === "trail" ? "trails" : "scout-routes";
    const { edit_url: editUrl, view_url: viewUrl } = guide;
    return [
      editUrl === null
        ? null
        : (async () => {
            expect(editUrl).toBe(`/${segment}/${guide.id}/edit`);
            const editor = await get(`/v2/${segment}/edit/${guide.id}/`);
            expect({ link: editUrl, status: editor.status }).toEqual({ link: editUrl, status: 200 });
          })(),
      viewUrl === null
        ? null
        : (async () => {
            expect(viewUrl).toMatch(new RegExp(`^/[A-Z]+/[a-z0-9-]+/${segment}/${guide.id}-[a-z0-9-]+$`));
            const page = await get(`/v3/${segment}/${guide.id}/`);
            expect({ link: viewUrl, status: page.status }).toEqual({ link: viewUrl, status: 200 });
            const record = (await page.json()) as { slug: string; state: { country_code: string; slug: string } };
            expect(viewUrl).toBe(guideHref(segment, record));
          })(),
    ].filter((check) => check !== null);
  });
  await Promise.all(checks);
  return checks.length;
}

async function portalOf(reader: Pick<Reader, "headers">, query = ""): Promise<ContributorPortal> {
  const response = await apiRequest(t.app, "GET", `/v2/contributor-portal/${query}`, undefined, reader.headers);
  expect(response.status).toBe(200);
  return contributorPortalSchema.parse(await response.json());
}

/** A scout's guides in every workflow state, changed an hour apart (the draft most recently). */
async function scoutWithGuides(scout: Reader) {
  const draft = await insertScoutRoute(t.db, { userId: scout.id, published: false, updatedAt: hoursAgo(1) });
  const submitted = await insertScoutRoute(t.db, {
    userId: scout.id,
    published: false,
    workflowState: "submitted",
    submittedAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
  });
  const accepted = await insertScoutRoute(t.db, {
    userId: scout.id,
    published: false,
    acceptedAt: hoursAgo(3),
    updatedAt: hoursAgo(3),
  });
  const published = await insertScoutRoute(t.db, { userId: scout.id, acceptedAt: hoursAgo(5), updatedAt: hoursAgo(4) });
  await insertGuideDraft(t.db, scout.id, { scoutRouteId: submitted.id });
  return { draft, submitted, accepted, published };
}

describe("GET /api/v2/contributor-portal/", () => {
  it("lists only the caller's guides, newest change first, with state, draft marker and the links they may use", async () => {
    const scout = await contributor();
    const other = await contributor();
    const { draft, submitted, accepted, published } = await scoutWithGuides(scout);
    const strangers = await insertScoutRoute(t.db, { userId: other.id, published: false });
    await insertGuideDraft(t.db, other.id, { scoutRouteId: draft.id });

    const { guides } = await portalOf(scout);
    expect(guides.results.map((guide) => [guide.id, guide.workflow_state, guide.has_draft])).toEqual([
      [draft.id, "draft", false],
      [submitted.id, "submitted", true],
      [accepted.id, "accepted", false],
      [published.id, "published", false],
    ]);
    expect(guides.results.map((guide) => guide.id)).not.toContain(strangers.id);
    expect(guides.counts).toEqual({ all: 4, drafts: 1, submitted: 2, published: 1 });

    const [draftRow, submittedRow, acceptedRow, publishedRow] = guides.results;
    expect(draftRow).toMatchObject({
      kind: "scout-route",
      title: draft.title,
      edit_url: `/scout-routes/${draft.id}/edit`,
      view_url: null,
    });
    expect(submittedRow!.edit_url).toBe(`/scout-routes/${submitted.id}/edit`);
    // Once accepted, a scout route is the editors' to change (canEditScoutRoute).
    expect(acceptedRow!.edit_url).toBeNull();
    expect(publishedRow).toMatchObject({ edit_url: null, view_url: `/US/utah/scout-routes/${published.id}-${published.slug}` });
  });

  it("filters by tab (accepted guides wait under Submitted) and pages through the list", async () => {
    const scout = await contributor();
    const { draft, submitted, accepted, published } = await scoutWithGuides(scout);

    expect((await portalOf(scout, "?show=drafts")).guides.results.map((guide) => guide.id)).toEqual([draft.id]);
    expect((await portalOf(scout, "?show=submitted")).guides.results.map((guide) => guide.id)).toEqual([
      submitted.id,
      accepted.id,
    ]);
    const publishedTab = (await portalOf(scout, "?show=published")).guides;
    expect(publishedTab).toMatchObject({ show: "published", count: 1 });
    expect(publishedTab.results.map((guide) => guide.id)).toEqual([published.id]);

    const many = await contributor();
    for (let hour = 1; hour <= 11; hour++) {
      await insertScoutRoute(t.db, { userId: many.id, published: false, updatedAt: hoursAgo(hour) });
    }
    const secondPage = (await portalOf(many, "?page=2")).guides;
    expect(secondPage).toMatchObject({ page: 2, page_size: 10, count: 11 });
    expect(secondPage.results).toHaveLength(1);
  });

  it("lists a writer's own trails with an edit link, and a trail's View link once published", async () => {
    const writer = await contributor("WRITER");
    const trail = await insertTrail(t.db, { userId: writer.id });
    await insertGuideDraft(t.db, writer.id, { trailId: trail.id });

    const [row] = (await portalOf(writer)).guides.results;
    expect(row).toMatchObject({
      kind: "trail",
      id: trail.id,
      workflow_state: "published",
      has_draft: true,
      edit_url: `/trails/${trail.id}/edit`,
      view_url: `/US/utah/trails/${trail.id}-${trail.slug}`,
    });
  });

  it("gives Edit and View links that lead to the editor and the guide's page, with its id", async () => {
    const scout = await contributor();
    await scoutWithGuides(scout);
    const writer = await contributor("WRITER");
    await insertTrail(t.db, { userId: writer.id });
    await insertTrail(t.db, { userId: writer.id, published: false });
    await insertScoutRoute(t.db, { userId: writer.id, published: false });

    // A scout: Edit on the draft and the submitted route, View on the published one.
    expect(await expectEveryLinkResolves(scout, await everyGuideOf(scout))).toBe(3);
    expect(await expectEveryLinkResolves(writer, await everyGuideOf(writer))).toBe(4);
    // The demo scout's and writer's first page, as the portal opens.
    for (const key of ["scout", "writer"] as const) {
      const demo = await demoAccount(key);
      const { guides } = await portalOf(demo);
      expect(guides.results.length).toBeGreaterThan(0);
      expect(await expectEveryLinkResolves(demo, guides.results)).toBeGreaterThan(0);
    }
  }, 90_000);

  it("lists the caller's statements of work (waiting for a signature first), open patrols by due date and requests", async () => {
    const scout = await contributor();
    const other = await contributor();
    const trail = await insertTrail(t.db);
    const signed = await insertStatementOfWork(t.db, scout.id, {
      title: "Moab spring routes",
      deadline: dayOffset(10),
      payCents: 45_000,
      signedAt: hoursAgo(24),
    });
    const unsigned = await insertStatementOfWork(t.db, scout.id, {
      title: "La Sal patrols",
      deadline: dayOffset(30),
      payCents: 120_050,
    });
    await insertStatementOfWork(t.db, other.id, { title: "Not yours", deadline: dayOffset(5), payCents: 100 });
    const later = await insertPatrol(t.db, scout.id, { trailId: trail.id, dueOn: dayOffset(7) });
    const overdue = await insertPatrol(t.db, scout.id, { trailId: trail.id, dueOn: dayOffset(-2) });
    const reported = await insertPatrol(t.db, scout.id, { trailId: trail.id, dueOn: dayOffset(-1), state: "reported" });
    await insertPatrol(t.db, scout.id, { trailId: trail.id, dueOn: dayOffset(1), state: "accepted" });
    await insertPatrol(t.db, other.id, { trailId: trail.id, dueOn: dayOffset(1) });
    const older = await insertAssignmentRequest(t.db, scout.id, { area: "San Rafael Swell", createdAt: hoursAgo(48) });
    const newer = await insertAssignmentRequest(t.db, scout.id, { area: "Moab", stateCode: "UT", state: "accepted" });
    await insertAssignmentRequest(t.db, other.id, { area: "Somewhere else" });

    const portal = await portalOf(scout);
    expect(portal.statements_of_work.count).toBe(2);
    expect(portal.statements_of_work.results).toEqual([
      {
        id: unsigned.id,
        title: "La Sal patrols",
        deadline: dayOffset(30),
        pay_cents: 120_050,
        signed_at: null,
        view_url: `/statement-of-work/${unsigned.id}`,
        sign_url: `/statement-of-work/${unsigned.id}/sign`,
      },
      expect.objectContaining({ id: signed.id, sign_url: null, signed_at: hoursAgo(24).toISOString() }),
    ]);

    expect(portal.patrols.count).toBe(3);
    expect(portal.patrols.results.map((patrol) => [patrol.id, patrol.state, patrol.is_overdue])).toEqual([
      [overdue.id, "assigned", true],
      // A sent report waits on staff, not on the scout.
      [reported.id, "reported", false],
      [later.id, "assigned", false],
    ]);
    expect(portal.patrols.results[0]).toMatchObject({
      trail_title: trail.title,
      form_url: `/statement-of-work/patrol-form/${overdue.id}`,
    });

    expect(portal.assignment_requests.count).toBe(2);
    expect(
      portal.assignment_requests.results.map((request) => [request.id, request.area, request.state_code, request.state]),
    ).toEqual([
      [newer.id, "Moab", "UT", "accepted"],
      [older.id, "San Rafael Swell", null, "open"],
    ]);
  });

  it("tells a new contributor they have nothing yet", async () => {
    const portal = await portalOf(await contributor());
    expect(portal.guides).toMatchObject({ count: 0, results: [], counts: { all: 0, drafts: 0, submitted: 0, published: 0 } });
    expect([portal.statements_of_work.count, portal.patrols.count, portal.assignment_requests.count]).toEqual([0, 0, 0]);
  });

  it("asks a signed-out caller to sign in and refuses a reader below SCOUT", async () => {
    expect((await apiRequest(t.app, "GET", "/v2/contributor-portal/")).status).toBe(401);
    for (const role of ["STANDARD", "PROMOTIONAL"] as const) {
      const reader = await insertReader(t.db, t.services, { role, subscribed: true });
      expect((await apiRequest(t.app, "GET", "/v2/contributor-portal/", undefined, reader.headers)).status).toBe(403);
    }
  });
});
