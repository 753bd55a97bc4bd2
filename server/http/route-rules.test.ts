// The route -> rule table: every endpoint of the app declares the access rule it needs
// (server/http/route-access.ts), the table below is the whole list, and each rule is enforced before
// the request is read. A new endpoint without a rule, or with a rule nobody wrote down here, fails.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_RULES, type RouteRule } from "../../shared/domain/access";
import { insertReader } from "../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { declaredRule } from "./route-access";

const R = ROUTE_RULES;

const EXPECTED_RULES: Record<string, RouteRule> = {
  "GET /health": R.anyone,
  "GET /metrics": R.metricsScraper,
  "GET /robots.txt": R.anyone,
  "GET /sitemap.xml": R.anyone,
  "GET /sitemaps/:file": R.anyone,
  "GET /basemaps/status": R.anyone,
  "GET /basemaps/offline/style.json": R.anyone,
  "GET /basemaps/offline/tiles/:z/:x/:y{[0-9]+\\.mvt}": R.anyone,
  "GET /basemaps/fonts/:stack/:range{[0-9]+-[0-9]+\\.pbf}": R.anyone,
  "POST /api/v2/users/register/": R.anyone,
  "POST /api/v2/token/": R.anyone,
  "POST /api/v2/token/refresh/": R.anyone,
  "POST /api/v2/token/logout/": R.anyone,
  "POST /api/v2/preferences/": R.anyone,
  "POST /api/v2/users/me/password/": R.signedIn,
  "GET /api/v2/users/me/": R.signedIn,
  "POST /api/v2/users/password-reset/": R.anyone,
  "POST /api/v2/users/password-reset/confirm/": R.tokenHolder,
  "GET /api/v2/general/banners/": R.anyone,
  "GET /api/v2/states/": R.anyone,
  "GET /api/v2/announcements/": R.anyone,
  "GET /api/v2/announcements/unread-count/": R.signedIn,
  "GET /api/v2/announcements/:id/": R.anyone,
  "POST /api/v2/announcements/read-all/": R.signedIn,
  "POST /api/v2/announcements/:id/read/": R.signedIn,
  "GET /api/v2/states/:code/": R.anyone,
  "GET /api/v2/regions/": R.anyone,
  "GET /api/v2/regions/:id/": R.anyone,
  "GET /api/v2/cities/": R.anyone,
  "GET /api/v2/orv-parks/": R.anyone,
  "GET /api/v2/orv-parks/:id/": R.anyone,
  "GET /api/v2/trails/": R.anyone,
  "GET /api/v2/scout-routes/": R.anyone,
  "GET /api/v3/scout-routes/:id/": R.guideReader,
  "GET /api/v2/trails/:id/closest-preview/": R.anyone,
  "GET /api/v2/trails/:id/nearby/": R.guideReader,
  "POST /api/v2/users/screen-view/": R.anyone,
  "GET /api/v3/scout-routes/:id/vote/": R.voter,
  "POST /api/v3/scout-routes/:id/vote/": R.voter,
  "DELETE /api/v3/scout-routes/:id/vote/": R.voter,
  "GET /api/v2/trails/count/": R.anyone,
  "GET /api/v3/trails/:id/": R.guideReader,
  "GET /api/v2/scout-routes/:id/history/": R.scout,
  "GET /api/v2/trails/:id/history/": R.scout,
  "GET /api/v2/vendors/editor-notes/": R.guideAuthorOrEditor,
  "PATCH /api/v2/scout-routes/edit/:id/": R.guideEditor,
  "PATCH /api/v2/trails/edit/:id/": R.guideEditor,
  "GET /api/v2/scout-routes/edit/:id/": R.guideEditor,
  "PUT /api/v2/scout-routes/edit/:id/draft/": R.guideEditor,
  "DELETE /api/v2/scout-routes/edit/:id/draft/": R.guideEditor,
  "POST /api/v2/scout-routes/edit/:id/photos/": R.guideEditor,
  "PATCH /api/v2/scout-routes/edit/:id/photos/:photo_id/": R.guideEditor,
  "DELETE /api/v2/scout-routes/edit/:id/photos/:photo_id/": R.guideEditor,
  "POST /api/v2/scout-routes/:id/workflow/": R.guideEditor,
  "GET /api/v2/trails/edit/:id/": R.guideEditor,
  "PUT /api/v2/trails/edit/:id/draft/": R.guideEditor,
  "DELETE /api/v2/trails/edit/:id/draft/": R.guideEditor,
  "POST /api/v2/trails/edit/:id/photos/": R.guideEditor,
  "PATCH /api/v2/trails/edit/:id/photos/:photo_id/": R.guideEditor,
  "DELETE /api/v2/trails/edit/:id/photos/:photo_id/": R.guideEditor,
  "POST /api/v2/trails/:id/workflow/": R.guideEditor,
  "POST /api/v2/scout-routes/": R.scout,
  "POST /api/v2/vendors/editor-notes/": R.guideAuthorOrEditor,
  "GET /api/v2/statements-of-work/:id/": R.statementOfWorkReader,
  "POST /api/v2/statements-of-work/": R.super,
  "PATCH /api/v2/statements-of-work/:id/": R.super,
  "POST /api/v2/statements-of-work/:id/sign/": R.statementOfWorkSigner,
  "GET /api/v2/patrols/:id/": R.patrolReader,
  "POST /api/v2/patrols/": R.admin,
  "POST /api/v2/patrols/:id/report/": R.patrolReporter,
  "POST /api/v2/patrols/:id/accept/": R.admin,
  "POST /api/v2/patrols/:id/reject/": R.admin,
  "GET /api/v2/trails/:id/condition-reports/": R.guideReader,
  "POST /api/v2/trails/:id/condition-reports/": R.conditionReporter,
  "GET /api/v2/admin/condition-reports/": R.admin,
  "POST /api/v2/admin/condition-reports/:id/confirm/": R.admin,
  "POST /api/v2/admin/condition-reports/:id/reject/": R.admin,
  "GET /api/v2/map/condition-reports/": R.guideReader,
  "POST /api/v2/edit-requests/": R.signedIn,
  "POST /api/v2/assignment-requests/": R.scout,
  "GET /api/v2/assignment-requests/mine/": R.scout,
  "POST /api/v2/contributor-requests/": R.signedIn,
  "GET /api/v2/admin/edit-requests/": R.admin,
  "GET /api/v2/admin/assignment-requests/": R.admin,
  "GET /api/v2/admin/contributor-requests/": R.admin,
  "POST /api/v2/admin/edit-requests/:id/accept/": R.admin,
  "POST /api/v2/admin/edit-requests/:id/decline/": R.admin,
  "POST /api/v2/admin/contributor-requests/:id/accept/": R.admin,
  "POST /api/v2/admin/contributor-requests/:id/decline/": R.admin,
  "GET /api/v2/admin/audit-log/": R.super,
  "GET /api/v2/admin/dashboard/": R.admin,
  "GET /api/v2/staff/guide-lines/": R.scout,
  "GET /api/v2/trails/:id/gpx/": R.guideReader,
  "GET /api/v2/scout-routes/:id/gpx/": R.guideReader,
  "GET /api/v2/reviews/scout-routes/:id/": R.guideReader,
  "POST /api/v2/reviews/scout-routes/:id/": R.signedIn,
  "GET /api/v2/reviews/scout-routes/:id/difficulty-changes/": R.anyone,
  "GET /api/v2/reviews/trails/:id/": R.guideReader,
  "POST /api/v2/reviews/trails/:id/": R.signedIn,
  "GET /api/v2/reviews/trails/:id/difficulty-changes/": R.anyone,
  "PATCH /api/v2/reviews/:review_id/": R.reviewEditor,
  "DELETE /api/v2/reviews/:review_id/": R.reviewDeleter,
  "POST /api/v2/reviews/:review_id/photos/": R.reviewEditor,
  "GET /api/v2/blog/posts/": R.anyone,
  "GET /api/v2/blog/posts/:slug/": R.anyone,
  "GET /api/v2/blog/authors/:slug/": R.anyone,
  "GET /api/v2/events/": R.anyone,
  "GET /api/v2/events/:slug/": R.anyone,
  "GET /api/v2/help/articles/": R.anyone,
  "GET /api/v2/help/articles/:slug/": R.anyone,
  "GET /api/v2/lists/shared/": R.signedIn,
  "GET /api/v2/lists/:uuid/members/": R.listMember,
  "POST /api/v2/lists/:uuid/invitations/": R.listMember,
  "DELETE /api/v2/lists/:uuid/invitations/:invitation_id/": R.listMember,
  "PATCH /api/v2/lists/:uuid/members/:user_uuid/": R.listMember,
  "DELETE /api/v2/lists/:uuid/members/:user_uuid/": R.listMember,
  "GET /api/v2/list-invitations/:token/": R.tokenHolder,
  "POST /api/v2/list-invitations/:token/accept/": R.invitee,
  "POST /api/v2/list-invitations/:token/decline/": R.invitee,
  "GET /api/v2/lists/": R.signedIn,
  "POST /api/v2/lists/": R.signedIn,
  "GET /api/v2/lists/containing/": R.signedIn,
  "GET /api/v2/lists/:uuid/": R.listReader,
  "PATCH /api/v2/lists/:uuid/": R.listMember,
  "DELETE /api/v2/lists/:uuid/": R.listMember,
  "POST /api/v2/lists/:uuid/items/": R.listMember,
  "PUT /api/v2/lists/:uuid/items/order/": R.listMember,
  "GET /api/v2/users/me/recently-viewed/": R.signedIn,
  "GET /api/v2/contributor-portal/": R.scout,
  "DELETE /api/v2/lists/:uuid/items/:item_id/": R.listMember,
  "GET /api/v2/users/me/vehicles/": R.signedIn,
  "GET /api/v2/users/me/rig-fit/": R.rigFilter,
  "POST /api/v2/users/me/vehicles/": R.signedIn,
  "PATCH /api/v2/users/me/vehicles/:id/": R.owner,
  "DELETE /api/v2/users/me/vehicles/:id/": R.owner,
  "PUT /api/v2/users/me/vehicles/:id/photo/": R.owner,
  "DELETE /api/v2/users/me/vehicles/:id/photo/": R.owner,
  "PATCH /api/v2/users/me/": R.signedIn,
  "PUT /api/v2/users/me/photo/": R.signedIn,
  "DELETE /api/v2/users/me/photo/": R.signedIn,
  "GET /api/v2/users/:uuid/profile/": R.sharedByOwner,
  "GET /api/v2/users/me/onboarding/": R.signedIn,
  "PATCH /api/v2/users/me/onboarding/": R.signedIn,
  "GET /api/v2/badge-of-honor/": R.anyone,
  "GET /api/v2/badge-of-honor/submissions/": R.signedIn,
  "POST /api/v2/badge-of-honor/submissions/": R.badgeClaimant,
  "GET /api/v2/admin/badge-submissions/": R.admin,
  "POST /api/v2/admin/badge-submissions/:uuid/verify/": R.admin,
  "POST /api/v2/admin/badge-submissions/:uuid/reject/": R.admin,
  "POST /api/v2/users/me/email/": R.signedIn,
  "POST /api/v2/users/me/email/confirm/": R.tokenHolder,
  "POST /api/v2/users/me/delete/": R.signedIn,
  "GET /api/v2/map/guides/": R.guideReader,
  "GET /api/v2/map/imports/": R.anyone,
  "GET /api/v2/map/public-lands/crossed/": R.guideReader,
  "GET /api/v2/map/roads/used/": R.guideReader,
  "GET /api/v2/user-content/": R.myContent,
  "POST /api/v2/user-content/tracks/": R.myContent,
  "GET /api/v2/user-content/tracks/:uuid/": R.myContent,
  "PATCH /api/v2/user-content/tracks/:uuid/": R.myContent,
  "DELETE /api/v2/user-content/tracks/:uuid/": R.myContent,
  "POST /api/v2/user-content/waypoints/": R.myContent,
  "GET /api/v2/user-content/waypoints/:uuid/": R.myContent,
  "PATCH /api/v2/user-content/waypoints/:uuid/": R.myContent,
  "DELETE /api/v2/user-content/waypoints/:uuid/": R.myContent,
  "POST /api/v2/user-content/import/": R.myContent,
  "GET /api/v2/user-content/:kind/:uuid/export/": R.sharedByOwner,
  "GET /api/v2/user-content/shared/:uuid/": R.sharedByOwner,
  "GET /api/v2/user-content/shared/:uuid/tiles/:z/:x/:y": R.sharedByOwner,
  "GET /api/v2/users/me/privacy-zones/": R.signedIn,
  "POST /api/v2/users/me/privacy-zones/": R.signedIn,
  "DELETE /api/v2/users/me/privacy-zones/:uuid/": R.owner,
  "GET /api/v2/search/all/": R.anyone,
  "POST /api/v2/search/track/": R.anyone,
  "GET /api/v2/search/": R.anyone,
  "POST /api/v2/users/me/redeem-gift-card/": R.signedIn,
  "GET /api/v2/complementary-trials/:code/": R.anyone,
  "POST /api/v2/users/me/complementary-trial/": R.signedIn,
  "GET /api/v2/admin/coupons/": R.admin,
  "POST /api/v2/admin/coupons/": R.admin,
  "PATCH /api/v2/admin/coupons/:id/": R.admin,
  "GET /api/v2/admin/financial-overview/": R.super,
  "GET /api/v2/admin/financial-overview/export.csv": R.super,
  "GET /api/v2/plans/": R.anyone,
  "GET /api/v2/billing/quote/": R.anyone,
  "POST /api/v2/billing/checkout/": R.signedIn,
  "GET /api/v2/billing/checkout/:id/": R.owner,
  "POST /api/v2/billing/webhooks/": R.paymentProvider,
  "GET /api/v2/users/me/membership/": R.signedIn,
  "POST /api/v2/users/me/membership/cancel/": R.signedIn,
  "POST /api/v2/admin/payments/:id/refund/": R.admin,
  "GET /api/v2/sandbox/sessions/:id/": R.tokenHolder,
  "POST /api/v2/sandbox/sessions/:id/pay/": R.tokenHolder,
  "POST /api/v2/sandbox/sessions/:id/confirm/": R.tokenHolder,
  "GET /api/docs": R.anyone,
  "GET /media/*": R.anyone,
  "GET /tiles/:file{[a-z-]+\\.json}": R.anyone,
  "GET /tiles/:layer/:version{v[0-9]{1,15}}/:z/:x/:file": R.anyone,
  "GET /tiles/guides/:z/:x/:file": R.guideReader,
  "GET /tiles/:layer/:z/:x/:file": R.guideReader,
  // Staff tools: metrics (user metrics, GPX downloads)
  "GET /api/v2/admin/user-metrics/": R.super,
  "GET /api/v2/admin/gpx-downloads/": R.super,
  // Map data (road data, region map)
  "POST /api/v2/admin/datasets/": R.super,
  "GET /api/v2/admin/datasets/imports/": R.super,
  "GET /api/v2/admin/datasets/imports/:id/": R.super,
  "GET /api/v2/admin/regions/": R.super,
  "PATCH /api/v2/admin/regions/:id/": R.super,
  // Staff tools: guides (trail CMS, scout-route CMS, publishing CMS)
  "GET /api/v2/admin/trail-cms/": R.super,
  "GET /api/v2/admin/scout-route-cms/": R.super,
  "PATCH /api/v2/admin/trail-cms/:id/flags/": R.super,
  "GET /api/v2/admin/publishing-cms/": R.super,
  // The reviewers' own queue (ADR 0042: ADMIN or greater reviews; the spec's /admin/publishing-cms stays SUPER)
  "GET /api/v2/admin/review-queue/": R.admin,
  "POST /api/v2/admin/trail-cms/bulk-workflow/": R.super,
  "PUT /api/v2/admin/publishing-cms/trails/:id/schedule/": R.super,
  "DELETE /api/v2/admin/publishing-cms/trails/:id/schedule/": R.super,
  "POST /api/v2/admin/scout-route-cms/bulk-workflow/": R.super,
  "PUT /api/v2/admin/publishing-cms/scout-routes/:id/schedule/": R.super,
  "DELETE /api/v2/admin/publishing-cms/scout-routes/:id/schedule/": R.super,
  // Staff tools: users (/admin/user-cms, /admin/{partner}-user-cms)
  "GET /api/v2/admin/users/": R.super,
  "GET /api/v2/admin/users/:uuid/": R.super,
  "POST /api/v2/admin/users/:uuid/role/": R.super,
  "POST /api/v2/admin/users/:uuid/complimentary-access/": R.super,
  "POST /api/v2/admin/users/:uuid/complimentary-access/:id/revoke/": R.super,
  "POST /api/v2/admin/users/:uuid/disable/": R.super,
  "POST /api/v2/admin/users/:uuid/enable/": R.super,
  "GET /api/v2/admin/partner-users/": R.super,
  // Staff tools, content group: events, announcements by page, sign-up questions.
  "GET /api/v2/admin/events/": R.super,
  "POST /api/v2/admin/events/": R.super,
  "POST /api/v2/admin/events/preview/": R.super,
  "GET /api/v2/admin/events/:id/": R.super,
  "PATCH /api/v2/admin/events/:id/": R.super,
  "GET /api/v2/signup-questions/": R.anyone,
  "GET /api/v2/admin/signup-questions/": R.super,
  "PATCH /api/v2/admin/signup-questions/:id/": R.super,
  "POST /api/v2/admin/signup-questions/:id/move/": R.super,
  "POST /api/v2/admin/signup-questions/:id/options/": R.super,
  "PATCH /api/v2/admin/signup-question-options/:id/": R.super,
  "POST /api/v2/admin/signup-question-options/:id/move/": R.super,
  "GET /api/v2/admin/page-announcements/:page_type/:slug/": R.super,
  "POST /api/v2/admin/page-announcements/:page_type/:slug/": R.super,
  "PUT /api/v2/admin/page-announcements/:id/": R.super,
  "DELETE /api/v2/admin/page-announcements/:id/": R.super,
  // Staff tools: contributors (statements of work, patrols, vendors, the pickers of their forms).
  "GET /api/v2/admin/statements-of-work/": R.super,
  "GET /api/v2/admin/patrols/": R.super,
  "GET /api/v2/admin/vendors/": R.super,
  "GET /api/v2/admin/vendors/:id/": R.super,
  "POST /api/v2/admin/vendors/": R.super,
  "PUT /api/v2/admin/vendors/:id/": R.super,
  "GET /api/v2/admin/choices/people/": R.super,
  "GET /api/v2/admin/choices/trails/": R.super,
  // Staff tools: trail reviews and preview-trail comparison
  "GET /api/v2/admin/trail-reviews/": R.super,
  "POST /api/v2/admin/trail-reviews/:review_id/hide/": R.super,
  "POST /api/v2/admin/trail-reviews/:review_id/restore/": R.super,
  "POST /api/v2/admin/trail-reviews/photos/:photo_id/hide/": R.super,
  "POST /api/v2/admin/trail-reviews/photos/:photo_id/restore/": R.super,
  "GET /api/v2/admin/preview-trail-comparison/states/": R.super,
  "GET /api/v2/admin/preview-trail-comparison/scout-routes/": R.super,
  // Social sign-in (ADR 0056)
  "POST /api/v2/users/google-login/": R.anyone,
  "POST /api/v2/users/apple-login/": R.anyone,
  "POST /api/v2/users/social-link/": R.tokenHolder,
  "GET /auth/:provider/start": R.anyone,
  "POST /auth/:provider/callback": R.anyone,
  // GPS partner link and upload (ADR 0057)
  "GET /api/v2/users/me/gps-partner/": R.signedIn,
  "DELETE /api/v2/users/me/gps-partner/": R.signedIn,
  "POST /api/v2/users/me/gps-partner/authorizations/": R.signedIn,
  "POST /api/v2/users/me/gps-partner/authorizations/complete/": R.signedIn,
  "POST /api/v2/users/me/gps-partner/uploads/": R.gpsPartnerSender,
  "GET /api/v2/offline-packs/:kind/:id/": R.offlinePackReader,
  "POST /api/v2/offline-packs/check/": R.offlinePackChecker,
  "POST /api/v2/route-plans/": R.routePlanner,
  // A scheduled job on demand (ADR 0070)
  "POST /api/v2/operations/jobs/:name/run/": R.operator,
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every method and path the app answers, with the rule its handlers declare (or undefined). An
 * endpoint for every method (`all(path, ...)`) is listed as `ALL path`.
 */
function declaredRules(): Map<string, RouteRule | undefined> {
  const routes = t.app.routes;
  const exact = routes.filter((route) => route.method !== "ALL" || !route.path.endsWith("*"));
  const methodPaths = new Set(exact.filter((route) => route.method !== "ALL").map((route) => route.path));
  // A middleware mounted with `use(path, ...)` on one exact path declares for every method there.
  const forEveryMethod = new Map(
    exact.filter((route) => route.method === "ALL").map((route) => [route.path, declaredRule(route.handler)]),
  );
  const table = new Map<string, RouteRule | undefined>();
  for (const route of exact) {
    // An exact path answered for every method and for no method of its own is an endpoint itself.
    if (route.method === "ALL" && methodPaths.has(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    table.set(key, table.get(key) ?? declaredRule(route.handler) ?? forEveryMethod.get(route.path));
  }
  return table;
}

/** A path with its parameters filled in: any value will do, the rule is checked before they are read. */
const concretePath = (path: string) =>
  path
    .replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) =>
      /uuid/.test(name) ? randomUUID() : name === "file" ? "1.mvt" : "1",
    )
    .replace("*", "x");

/** The method and path a table key names; an endpoint for every method is asked with GET. */
function endpointOf(key: string): [method: string, path: string] {
  const [method, path] = key.split(" ") as [string, string];
  return [method === "ALL" ? "GET" : method, path];
}

describe("the route -> rule table", () => {
  it("has a declared rule for every endpoint, the one written here", () => {
    const actual = Object.fromEntries([...declaredRules()].map(([key, rule]) => [key, rule?.name ?? "(no rule)"]));
    const expected = Object.fromEntries(Object.entries(EXPECTED_RULES).map(([key, rule]) => [key, rule.name]));
    expect(actual).toEqual(expected);
  });

  it("asks a visitor to sign in before reading anything, wherever the rule needs a user", async () => {
    const guarded = [...declaredRules()].filter(([, rule]) => rule?.signedIn);
    expect(guarded.length).toBeGreaterThan(50);
    for (const [key] of guarded) {
      const [method, path] = endpointOf(key);
      const response = await t.app.request(concretePath(path), { method });
      expect({ key, status: response.status }).toEqual({ key, status: 401 });
    }
  });

  it("refuses a plain reader every staff endpoint before reading anything", async () => {
    const reader = await insertReader(t.db, t.services);
    const plainReader = { id: reader.id, access_type: "STANDARD", is_subscribed: true } as const;
    const staff = [...declaredRules()].filter(([, rule]) => rule?.admit(plainReader) === "forbidden");
    expect(staff.length).toBeGreaterThan(10);
    for (const [key] of staff) {
      const [method, path] = endpointOf(key);
      const response = await t.app.request(concretePath(path), { method, headers: reader.headers });
      expect({ key, status: response.status }).toEqual({ key, status: 403 });
    }
  });
});
