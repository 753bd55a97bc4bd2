// Every staff write is in the audit log (ADR 0047, issue 33). The route table decides what a staff
// write is: a POST, PUT, PATCH or DELETE whose declared rule turns away every contributor below ADMIN.
// Each one has a case below that calls it, as the least staff role its rule admits, on data made for
// it, and must leave a new entry about the record it changed. A staff write with no case fails the
// first test, so a new staff endpoint cannot go unaudited; the few that change nothing are listed,
// each with why, in WRITES_NOTHING.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { and, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAnnouncementSchema } from "../../../shared/contracts/announcement-admin.contract";
import { eventAdminSchema } from "../../../shared/contracts/event-admin.contract";
import { signupQuestionsAdminSchema } from "../../../shared/contracts/signup-question-admin.contract";
import { vendorSchema } from "../../../shared/contracts/vendor.contract";
import type { RouteRule } from "../../../shared/domain/access";
import { insertBadgeSubmission } from "../../../tests/factories/badge-of-honor";
import { insertStatementOfWork } from "../../../tests/factories/contributor-portal";
import {
  insertPhoto,
  insertReader,
  insertReview,
  insertScoutRoute,
  insertTrail,
  stateIdFor,
} from "../../../tests/factories/guides";
import {
  insertConditionReport,
  insertContributorRequest,
  insertEditRequest,
  insertReportedPatrol,
} from "../../../tests/factories/staff-queues";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import { auditLog, coupons, payments, regions } from "../../db/schema";
import { declaredRule } from "../../http/route-access";

/** Writes only staff may call that change nothing worth an entry. */
const WRITES_NOTHING = new Set([
  // Renders an event's Markdown body as its page will show it; nothing is stored.
  "POST /api/v2/admin/events/preview/",
]);

let t: TestApp;
let storageDir: string;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let admin: Reader, superUser: Reader;

beforeAll(async () => {
  // Uploaded files (a dataset) land in a directory of this test's own.
  storageDir = await mkdtemp(path.join(tmpdir(), "staff-writes-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  [admin, superUser] = await Promise.all([
    insertReader(t.db, t.services, { role: "ADMIN" }),
    insertReader(t.db, t.services, { role: "SUPER" }),
  ]);
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** The highest role below staff: a rule that refuses it is a staff rule. */
const CONTRIBUTOR = { id: -1, access_type: "WRITER", is_subscribed: true } as const;

/** Every write endpoint of the app whose rule only staff pass, with that rule. */
function staffWrites(): Map<string, RouteRule> {
  const writes = new Map<string, RouteRule>();
  for (const route of t.app.routes) {
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    const rule = declaredRule(route.handler);
    if (rule?.admit(CONTRIBUTOR) === "forbidden") writes.set(`${route.method} ${route.path}`, rule);
  }
  return writes;
}

/** One staff write, once what it needs is made (which may write entries of its own). */
interface StaffWrite {
  /** The audit log's entity type of the record it changes. */
  entityType: string;
  /** The request's path under /api, the route's parameters filled in. */
  path: string;
  body?: Record<string, unknown>;
  /** An upload's multipart fields, instead of a JSON body. */
  form?: Record<string, string | File>;
}

const daysFromNow = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const accepted = { published: false, workflowState: "accepted" as const, acceptedAt: new Date("2026-01-02T00:00:00Z") };

/** A payment taken through the payment sandbox, as the refund endpoint needs one. */
async function paidPayment(): Promise<number> {
  const buyer = await insertReader(t.db, t.services);
  const checkout = await apiRequest(t.app, "POST", "/v2/billing/checkout/", { plan: "all-access-five-year" }, buyer.headers);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await apiRequest(t.app, "POST", `/v2/sandbox/sessions/${url.split("/").pop()}/pay/`, {
    card_number: "4242424242424242",
    exp_month: 12,
    exp_year: 2099,
    cvc: "123",
    name: "Casey Crawler",
  });
  expect(paid.status).toBe(200);
  const [payment] = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, buyer.id));
  return payment!.id;
}

const vendorFields = () => ({
  name: `Red Rock Recon ${randomUUID().slice(0, 6)}`,
  contact_name: "Juniper Hale",
  email: "billing@redrock.example",
  phone: "+1 435 555 0100",
  payment_reference: "PAYEE-0042",
  notes: "",
  active: true,
  user_email: "",
});

const eventFields = () => ({
  slug: `rally-${randomUUID().slice(0, 8)}`,
  title: "Desert Rally",
  summary: "Three days of trails.",
  body_markdown: "Drive all day.",
  starts_at: "2027-04-02T09:00",
  ends_at: "2027-04-04T17:00",
  location_name: "Moab, Utah",
  state_code: "UT",
  latitude: "",
  longitude: "",
  website_url: "",
  published: "on",
});

const notice = {
  title: "Pass closed",
  summary: "Snow on the high passes.",
  body: "Until June.",
  published_at: "2026-01-01T08:00",
};

async function signupQuestions() {
  const response = await apiRequest(t.app, "GET", "/v2/admin/signup-questions/", undefined, superUser.headers);
  return signupQuestionsAdminSchema.parse(await response.json()).questions;
}

/** A new option of the drive-style question, with its id. */
async function addedOption(): Promise<number> {
  const question = (await signupQuestions()).find((row) => row.key === "drive_style")!;
  const label = `Rock crawling ${randomUUID().slice(0, 6)}`;
  await apiRequest(t.app, "POST", `/v2/admin/signup-questions/${question.id}/options/`, { label }, superUser.headers);
  const options = (await signupQuestions()).find((row) => row.key === "drive_style")!.options;
  return options.find((option) => option.label === label)!.id;
}

async function hiddenReview() {
  const trail = await insertTrail(t.db);
  const review = await insertReview(t.db, { trailId: trail.id }, (await insertReader(t.db, t.services)).id);
  await apiRequest(t.app, "POST", `/v2/admin/trail-reviews/${review.id}/hide/`, { reason: "Spam" }, superUser.headers);
  return review;
}

async function reviewPhoto() {
  const trail = await insertTrail(t.db);
  const review = await insertReview(t.db, { trailId: trail.id }, (await insertReader(t.db, t.services)).id);
  return insertPhoto(t.db, { reviewId: review.id });
}

const scheduled = { publishAt: new Date("2099-01-01T00:00:00Z") };
const reason = "Checked with the county.";

async function reportedPatrol() {
  const [trail, scout] = await Promise.all([insertTrail(t.db), insertReader(t.db, t.services, { role: "SCOUT" })]);
  return insertReportedPatrol(t.db, scout.id, {
    trailId: trail.id,
    patrolledOn: isoDay(t.clock.now()),
    reportedAt: t.clock.now(),
  });
}

async function pendingConditionReport() {
  const [trail, member] = await Promise.all([insertTrail(t.db), insertReader(t.db, t.services, { subscribed: true })]);
  return insertConditionReport(t.db, member.id, { trailId: trail.id, observedOn: isoDay(t.clock.now()) });
}

async function openEditRequest() {
  const [trail, reader] = await Promise.all([insertTrail(t.db), insertReader(t.db, t.services)]);
  return insertEditRequest(t.db, reader.id, { trailId: trail.id });
}

async function badgeClaim() {
  const [trail, member] = await Promise.all([
    insertTrail(t.db, { isBoh: true }),
    insertReader(t.db, t.services, { subscribed: true }),
  ]);
  return insertBadgeSubmission(t.db, { userId: member.id, trailId: trail.id });
}

async function pageAnnouncement() {
  const response = await apiRequest(t.app, "POST", "/v2/admin/page-announcements/states/utah/", notice, superUser.headers);
  return pageAnnouncementSchema.parse(await response.json());
}

/** Each staff write by "METHOD /path" as the route table names it, with what it needs made first. */
const STAFF_WRITES: Record<string, () => StaffWrite | Promise<StaffWrite>> = {
  // Patrols, condition reports, requests and Badge of Honor claims (ADMIN or greater)
  "POST /api/v2/patrols/": async () => {
    const [trail, scout] = await Promise.all([insertTrail(t.db), insertReader(t.db, t.services, { role: "SCOUT" })]);
    return {
      entityType: "patrol",
      path: "/v2/patrols/",
      body: { trail_id: trail.id, assignee_email: scout.email, due_on: "2099-01-31" },
    };
  },
  "POST /api/v2/patrols/:id/accept/": async () => {
    const { id } = await reportedPatrol();
    return { entityType: "patrol", path: `/v2/patrols/${id}/accept/` };
  },
  "POST /api/v2/patrols/:id/reject/": async () => {
    const { id } = await reportedPatrol();
    return { entityType: "patrol", path: `/v2/patrols/${id}/reject/`, body: { reason } };
  },
  "POST /api/v2/admin/condition-reports/:id/confirm/": async () => {
    const { id } = await pendingConditionReport();
    return { entityType: "condition-report", path: `/v2/admin/condition-reports/${id}/confirm/` };
  },
  "POST /api/v2/admin/condition-reports/:id/reject/": async () => {
    const { id } = await pendingConditionReport();
    return { entityType: "condition-report", path: `/v2/admin/condition-reports/${id}/reject/`, body: { reason } };
  },
  "POST /api/v2/admin/edit-requests/:id/accept/": async () => {
    const { id } = await openEditRequest();
    return { entityType: "edit_request", path: `/v2/admin/edit-requests/${id}/accept/` };
  },
  "POST /api/v2/admin/edit-requests/:id/decline/": async () => {
    const { id } = await openEditRequest();
    return { entityType: "edit_request", path: `/v2/admin/edit-requests/${id}/decline/`, body: { reason } };
  },
  "POST /api/v2/admin/contributor-requests/:id/accept/": async () => {
    const { id } = await insertContributorRequest(t.db, (await insertReader(t.db, t.services)).id);
    return { entityType: "contributor_request", path: `/v2/admin/contributor-requests/${id}/accept/` };
  },
  "POST /api/v2/admin/contributor-requests/:id/decline/": async () => {
    const { id } = await insertContributorRequest(t.db, (await insertReader(t.db, t.services)).id);
    return {
      entityType: "contributor_request",
      path: `/v2/admin/contributor-requests/${id}/decline/`,
      body: { reason },
    };
  },
  "POST /api/v2/admin/badge-submissions/:uuid/verify/": async () => {
    const { uuid } = await badgeClaim();
    return { entityType: "badge_submission", path: `/v2/admin/badge-submissions/${uuid}/verify/` };
  },
  "POST /api/v2/admin/badge-submissions/:uuid/reject/": async () => {
    const { uuid } = await badgeClaim();
    return {
      entityType: "badge_submission",
      path: `/v2/admin/badge-submissions/${uuid}/reject/`,
      body: { reason: "The photo does not show the trail." },
    };
  },
  // Payments and coupons (ADMIN or greater)
  "POST /api/v2/admin/coupons/": () => ({
    entityType: "coupon",
    path: "/v2/admin/coupons/",
    body: { code: `AUDIT${randomUUID().slice(0, 6)}`, percent_off: 10 },
  }),
  "PATCH /api/v2/admin/coupons/:id/": async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: `AUDIT${randomUUID().slice(0, 6)}`, percentOff: 15 })
      .returning({ id: coupons.id });
    return { entityType: "coupon", path: `/v2/admin/coupons/${coupon!.id}/`, body: { max_redemptions: 5 } };
  },
  "POST /api/v2/admin/payments/:id/refund/": async () => {
    const id = await paidPayment();
    return { entityType: "payment", path: `/v2/admin/payments/${id}/refund/`, body: { amount_cents: 500 } };
  },
  // Statements of work (SUPER)
  "POST /api/v2/statements-of-work/": async () => {
    const scout = await insertReader(t.db, t.services, { role: "SCOUT" });
    return {
      entityType: "statement_of_work",
      path: "/v2/statements-of-work/",
      body: {
        title: "Scout the Moab rim routes",
        contributor_email: scout.email,
        scope: "Drive and record three routes on the rim.",
        area_description: "The rim north of Moab",
        state_code: "UT",
        deliverables: ["Three GPX tracks"],
        pay_cents: 125_050,
        deadline: "2099-06-30",
      },
    };
  },
  "PATCH /api/v2/statements-of-work/:id/": async () => {
    const scout = await insertReader(t.db, t.services, { role: "SCOUT" });
    const { id } = await insertStatementOfWork(t.db, scout.id, { title: "Rim routes", deadline: "2099-06-30", payCents: 1000 });
    return { entityType: "statement_of_work", path: `/v2/statements-of-work/${id}/`, body: { pay_cents: 2000 } };
  },
  // Map data (SUPER)
  "POST /api/v2/admin/datasets/": () => ({
    entityType: "dataset_import",
    path: "/v2/admin/datasets/",
    form: {
      kind: "public-lands",
      source: `audit-${randomUUID().slice(0, 8)}`,
      file: new File(['{"type":"FeatureCollection","features":[]}'], "lands.geojson", { type: "application/geo+json" }),
    },
  }),
  "PATCH /api/v2/admin/regions/:id/": async () => {
    const [region] = await t.db
      .insert(regions)
      .values({ stateId: await stateIdFor(t.db), slug: `audit-${randomUUID().slice(0, 8)}`, title: "Audit Region" })
      .returning({ id: regions.id });
    const square = [
      [-109.6, 38.5],
      [-109.4, 38.5],
      [-109.4, 38.7],
      [-109.6, 38.5],
    ];
    return {
      entityType: "region",
      path: `/v2/admin/regions/${region!.id}/`,
      body: { boundary: { type: "Polygon", coordinates: [square] } },
    };
  },
  // Guides (SUPER)
  "PATCH /api/v2/admin/trail-cms/:id/flags/": async () => {
    const trail = await insertTrail(t.db);
    return {
      entityType: "trail",
      path: `/v2/admin/trail-cms/${trail.id}/flags/`,
      body: { flag: "is_boh", value: true, reason },
    };
  },
  "POST /api/v2/admin/trail-cms/bulk-workflow/": async () => {
    const trail = await insertTrail(t.db, accepted);
    return { entityType: "trail", path: "/v2/admin/trail-cms/bulk-workflow/", body: { action: "publish", ids: [trail.id] } };
  },
  "POST /api/v2/admin/scout-route-cms/bulk-workflow/": async () => {
    const route = await insertScoutRoute(t.db, accepted);
    return {
      entityType: "scout_route",
      path: "/v2/admin/scout-route-cms/bulk-workflow/",
      body: { action: "publish", ids: [route.id] },
    };
  },
  "PUT /api/v2/admin/publishing-cms/trails/:id/schedule/": async () => {
    const trail = await insertTrail(t.db, accepted);
    return {
      entityType: "trail",
      path: `/v2/admin/publishing-cms/trails/${trail.id}/schedule/`,
      body: { publish_at: daysFromNow(3).toISOString() },
    };
  },
  "DELETE /api/v2/admin/publishing-cms/trails/:id/schedule/": async () => {
    const trail = await insertTrail(t.db, { ...accepted, ...scheduled });
    return { entityType: "trail", path: `/v2/admin/publishing-cms/trails/${trail.id}/schedule/` };
  },
  "PUT /api/v2/admin/publishing-cms/scout-routes/:id/schedule/": async () => {
    const route = await insertScoutRoute(t.db, accepted);
    return {
      entityType: "scout_route",
      path: `/v2/admin/publishing-cms/scout-routes/${route.id}/schedule/`,
      body: {
        publish_at: daysFromNow(3).toISOString(),
      },
    };
  },
  "DELETE /api/v2/admin/publishing-cms/scout-routes/:id/schedule/": async () => {
    const route = await insertScoutRoute(t.db, { ...accepted, ...scheduled });
    return { entityType: "scout_route", path: `/v2/admin/publishing-cms/scout-routes/${route.id}/schedule/` };
  },
  // Accounts (SUPER)
  "POST /api/v2/admin/users/:uuid/role/": async () => {
    const { uuid } = await insertReader(t.db, t.services);
    return { entityType: "user", path: `/v2/admin/users/${uuid}/role/`, body: { role: "SCOUT", reason } };
  },
  "POST /api/v2/admin/users/:uuid/complimentary-access/": async () => {
    const { uuid } = await insertReader(t.db, t.services);
    return {
      entityType: "user",
      path: `/v2/admin/users/${uuid}/complimentary-access/`,
      body: { ends_on: isoDay(daysFromNow(30)), reason },
    };
  },
  "POST /api/v2/admin/users/:uuid/complimentary-access/:id/revoke/": async () => {
    const { uuid } = await insertReader(t.db, t.services);
    const granted = await apiRequest(
      t.app,
      "POST",
      `/v2/admin/users/${uuid}/complimentary-access/`,
      { ends_on: isoDay(daysFromNow(30)), reason },
      superUser.headers,
    );
    const { grants } = (await granted.json()) as { grants: { id: number }[] };
    return {
      entityType: "user",
      path: `/v2/admin/users/${uuid}/complimentary-access/${grants[0]!.id}/revoke/`,
      body: { reason },
    };
  },
  "POST /api/v2/admin/users/:uuid/disable/": async () => {
    const { uuid } = await insertReader(t.db, t.services);
    return { entityType: "user", path: `/v2/admin/users/${uuid}/disable/`, body: { reason } };
  },
  "POST /api/v2/admin/users/:uuid/enable/": async () => {
    const { uuid } = await insertReader(t.db, t.services);
    await apiRequest(t.app, "POST", `/v2/admin/users/${uuid}/disable/`, { reason }, superUser.headers);
    return { entityType: "user", path: `/v2/admin/users/${uuid}/enable/`, body: { reason } };
  },
  // Content (SUPER)
  "POST /api/v2/admin/events/": () => ({ entityType: "event", path: "/v2/admin/events/", body: eventFields() }),
  "PATCH /api/v2/admin/events/:id/": async () => {
    const response = await apiRequest(t.app, "POST", "/v2/admin/events/", eventFields(), superUser.headers);
    const { id } = eventAdminSchema.parse(await response.json());
    return { entityType: "event", path: `/v2/admin/events/${id}/`, body: { title: "Desert Rally, moved" } };
  },
  "PATCH /api/v2/admin/signup-questions/:id/": async () => {
    const question = (await signupQuestions()).find((row) => row.key === "vehicle_make")!;
    return {
      entityType: "signup_question",
      path: `/v2/admin/signup-questions/${question.id}/`,
      body: { label: `What do you drive? ${randomUUID().slice(0, 4)}` },
    };
  },
  "POST /api/v2/admin/signup-questions/:id/move/": async () => {
    const last = (await signupQuestions()).at(-1)!;
    return { entityType: "signup_question", path: `/v2/admin/signup-questions/${last.id}/move/`, body: { direction: "up" } };
  },
  "POST /api/v2/admin/signup-questions/:id/options/": async () => {
    const question = (await signupQuestions()).find((row) => row.key === "drive_style")!;
    return {
      entityType: "signup_question_option",
      path: `/v2/admin/signup-questions/${question.id}/options/`,
      body: { label: `Dunes ${randomUUID().slice(0, 6)}` },
    };
  },
  "PATCH /api/v2/admin/signup-question-options/:id/": async () => {
    const id = await addedOption();
    return { entityType: "signup_question_option", path: `/v2/admin/signup-question-options/${id}/`, body: { active: false } };
  },
  "POST /api/v2/admin/signup-question-options/:id/move/": async () => {
    await addedOption();
    const id = await addedOption();
    return {
      entityType: "signup_question_option",
      path: `/v2/admin/signup-question-options/${id}/move/`,
      body: { direction: "up" },
    };
  },
  "POST /api/v2/admin/page-announcements/:page_type/:slug/": () => ({
    entityType: "announcement",
    path: "/v2/admin/page-announcements/states/utah/",
    body: notice,
  }),
  "PUT /api/v2/admin/page-announcements/:id/": async () => {
    const { id } = await pageAnnouncement();
    return { entityType: "announcement", path: `/v2/admin/page-announcements/${id}/`, body: { ...notice, title: "Pass open" } };
  },
  "DELETE /api/v2/admin/page-announcements/:id/": async () => {
    const { id } = await pageAnnouncement();
    return { entityType: "announcement", path: `/v2/admin/page-announcements/${id}/` };
  },
  // Contributors' vendors (SUPER)
  "POST /api/v2/admin/vendors/": () => ({ entityType: "vendor", path: "/v2/admin/vendors/", body: vendorFields() }),
  "PUT /api/v2/admin/vendors/:id/": async () => {
    const fields = vendorFields();
    const response = await apiRequest(t.app, "POST", "/v2/admin/vendors/", fields, superUser.headers);
    const { id } = vendorSchema.parse(await response.json());
    return { entityType: "vendor", path: `/v2/admin/vendors/${id}/`, body: { ...fields, phone: "+1 435 555 0199" } };
  },
  // Review moderation (SUPER)
  "POST /api/v2/admin/trail-reviews/:review_id/hide/": async () => {
    const trail = await insertTrail(t.db);
    const review = await insertReview(t.db, { trailId: trail.id }, (await insertReader(t.db, t.services)).id);
    return { entityType: "review", path: `/v2/admin/trail-reviews/${review.id}/hide/`, body: { reason } };
  },
  "POST /api/v2/admin/trail-reviews/:review_id/restore/": async () => {
    const review = await hiddenReview();
    return { entityType: "review", path: `/v2/admin/trail-reviews/${review.id}/restore/`, body: { reason } };
  },
  "POST /api/v2/admin/trail-reviews/photos/:photo_id/hide/": async () => {
    const photo = await reviewPhoto();
    return { entityType: "review", path: `/v2/admin/trail-reviews/photos/${photo.id}/hide/`, body: { reason } };
  },
  "POST /api/v2/admin/trail-reviews/photos/:photo_id/restore/": async () => {
    const photo = await reviewPhoto();
    await apiRequest(t.app, "POST", `/v2/admin/trail-reviews/photos/${photo.id}/hide/`, { reason }, superUser.headers);
    return { entityType: "review", path: `/v2/admin/trail-reviews/photos/${photo.id}/restore/`, body: { reason } };
  },
};

/** A route's path as a pattern its requests' paths match, each parameter one segment. */
const pathPattern = (routePath: string) => new RegExp(`^${routePath.replace(/:\w+/g, "[^/]+")}$`);

const lastAuditId = async () => (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;

describe("the staff writes", () => {
  it("each have a case here, or are listed as writing nothing", () => {
    const routes = [...staffWrites().keys()].sort();
    expect(routes.length).toBeGreaterThan(40);
    expect([...Object.keys(STAFF_WRITES), ...WRITES_NOTHING].sort()).toEqual(routes);
  });

  it.each(Object.keys(STAFF_WRITES))("%s leaves an audit entry by the staff member who made it", async (key) => {
    const rule = staffWrites().get(key);
    expect(rule, `${key} is not a staff write of the app`).toBeDefined();
    const staff = rule!.admit({ id: admin.id, access_type: "ADMIN", is_subscribed: false }) === "admitted" ? admin : superUser;
    const [method, routePath] = key.split(" ") as [string, string];
    const write = await STAFF_WRITES[key]!();
    expect(`/api${write.path}`).toMatch(pathPattern(routePath));

    const since = await lastAuditId();
    const response = write.form
      ? await apiUpload(t.app, method, write.path, write.form, staff.headers)
      : await apiRequest(t.app, method, write.path, write.body, staff.headers);
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const entries = await t.db
      .select({ actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.entityType, write.entityType)));
    // The reason an endpoint takes is kept with the change.
    const reason = write.body?.reason;
    expect(entries).toContainEqual(expect.objectContaining({ actorId: staff.id, ...(typeof reason === "string" && { reason }) }));
    expect(entries.every((entry) => entry.before !== null || entry.after !== null)).toBe(true);
  });
});
