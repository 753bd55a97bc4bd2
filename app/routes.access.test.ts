// The page -> rule table: every page of app/routes.ts declares the access rule its loader needs
// (app/lib/page-access.server.ts), the table below is the whole list, and a page that needs a
// signed-in reader or a role turns others away before its loader reads anything. A page action (a
// form's POST to the page) would need a table of its own: there is none, and a new one fails here.
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { UserClaims } from "../shared/contracts/user.contract";
import { ROUTE_RULES, ruleDeclaredBy, type RouteRule } from "../shared/domain/access";
import routes from "./routes";

const R = ROUTE_RULES;
/** A page without a loader sends no data: anyone may open it. */
const NO_LOADER = "anyone (no loader)";

const EXPECTED_RULES: Record<string, RouteRule | typeof NO_LOADER> = {
  "/ (root)": R.anyone,
  "/ (layout routes/layouts/default-layout.tsx)": NO_LOADER,
  "/": R.anyone,
  "/login": R.anyone,
  "/sign-up (layout routes/sign-up.tsx)": R.anyone,
  "/sign-up": R.anyone,
  "/sign-up/account": NO_LOADER,
  "/sign-up/options": R.anyone,
  "/sign-up/customize": NO_LOADER,
  "/welcome": NO_LOADER,
  "/reset-password": NO_LOADER,
  "/dashboard": R.signedIn,
  "/about-us": R.anyone,
  "/announcements/:id": R.anyone,
  "/blog": R.anyone,
  "/blog/authors/:slug": R.anyone,
  "/blog/:slug": R.anyone,
  "/events": R.anyone,
  "/events/:slug": R.anyone,
  "/help": R.anyone,
  "/help/:slug": R.anyone,
  "/cookie-policy": R.anyone,
  "/privacy-policy": R.anyone,
  "/terms-of-service": R.anyone,
  "/affiliate-terms": R.anyone,
  "/careers": R.anyone,
  "/contact-us": R.anyone,
  "/write-for-us": R.anyone,
  "/features/lists": R.anyone,
  "/features/navigation": R.anyone,
  "/features/public-lands": R.anyone,
  "/features/apple-carplay": R.anyone,
  "/features/android-auto": R.anyone,
  "/search": R.anyone,
  "/technical-ratings": R.anyone,
  "/badge-of-honor": R.anyone,
  "/apps": R.anyone,
  "/pricing": R.anyone,
  "/all-access": R.anyone,
  "/all-access/checkout": R.anyone,
  "/all-access/checkout/complete": R.anyone,
  "/all-access/five-year": R.anyone,
  "/gift-memberships": R.anyone,
  "/redeem-gift-card": R.anyone,
  "/complementary-trial": R.anyone,
  "/states/:code": R.anyone,
  "/regions/:slug": R.anyone,
  "/orv-parks/:slug": R.anyone,
  "/best-trails": R.anyone,
  "/beginner-trails": R.anyone,
  "/best-trails/:slug/:city": R.anyone,
  "/beginner-trails/:slug/:city": R.anyone,
  "/:country/:slug/regions/:region": R.anyone,
  "/:country/:slug/orv-parks/:orvpark": R.anyone,
  "/:country/:slug/:city/best-trails": R.anyone,
  "/:country/:slug/:city/beginner-trails": R.anyone,
  "/:country/:slug": R.anyone,
  "/scout-routes/:id": R.guideReader,
  "/:country/:slug/scout-routes/:id": R.guideReader,
  "/lists": R.anyone,
  "/offline": NO_LOADER,
  "/offline/:kind/:id": NO_LOADER,
  "/lists/invitations/:token": R.tokenHolder,
  "/trails/:id": R.guideReader,
  "/:country/:slug/trails/:id": R.guideReader,
  "/trails/:id/conditions": R.guideReader,
  "/:country/:slug/trails/:id/conditions": R.guideReader,
  "/user-content/:uuid": R.sharedByOwner,
  "/users/me/delete": R.signedIn,
  "/users/me/confirm-email": R.tokenHolder,
  "/users/contributor-portal": R.scout,
  "/users/:uuid": R.sharedByOwner,
  "/users/:uuid/edit": R.signedIn,
  "/gma": R.anyone,
  "/:partner": R.partnerSegment,
  "/:partner/sign-up": R.anyone,
  "/:partner/welcome": R.anyone,
  "/:partner/import-steps": R.anyone,
  "/wave/:brand": R.anyone,
  "/*": R.anyone,
  "/ (layout map-layout)": NO_LOADER,
  "/map": NO_LOADER,
  "/ (layout routes/layouts/header-only-layout.tsx)": NO_LOADER,
  "/lists/:uuid": R.listReader,
  "/ (layout sandbox-layout)": NO_LOADER,
  "/sandbox/checkout/:sessionId": NO_LOADER,
  "/ (layout admin-layout)": R.admin,
  "/admin": R.admin,
  "/admin/audit-log": R.super,
  "/admin/financial-overview": R.super,
  "/admin/coupons": R.admin,
  "/admin/badge-submissions": R.admin,
  "/ (layout editor-layout)": NO_LOADER,
  "/scout-routes/new": R.scout,
  "/scout-routes/:id/edit": R.guideEditor,
  "/:country/:slug/scout-routes/:id/edit": R.guideEditor,
  "/trails/:id/edit": R.writer,
  "/:country/:slug/trails/:id/edit": R.writer,
  "/suggest-edit": R.signedIn,
  "/contributors/apply": R.signedIn,
  "/statement-of-work/new": R.super,
  "/statement-of-work/patrol-form/:id": R.patrolReader,
  "/statement-of-work/:id": R.statementOfWorkReader,
  "/statement-of-work/:id/edit": R.super,
  "/statement-of-work/:id/sign": R.statementOfWorkSigner,
  // Staff tools: metrics
  "/admin/user-metrics": R.super,
  "/admin/gpx-downloads": R.super,
  // Map data (road data, region map, basemap comparison)
  "/admin/road-data": R.super,
  "/admin/region-map": R.super,
  "/admin/basemap-comparison": R.super,
  // Staff tools: guides
  "/admin/trail-cms": R.super,
  "/admin/scout-route-cms": R.super,
  "/admin/publishing-cms": R.super,
  // The reviewers' queue (ADR 0042: ADMIN or greater reviews), where the dashboard's count leads
  "/admin/review-queue": R.admin,
  // Staff tools: users
  "/admin/user-cms": R.super,
  "/admin/user-cms/:uuid": R.super,
  "/admin/:partnerTool": R.super,
  // Staff tools, content group: events, announcements by page, sign-up questions.
  "/admin/event-cms": R.super,
  "/admin/event-cms/new": R.super,
  "/events/:slug/edit": R.super,
  "/admin/questions": R.super,
  "/announcements/:pagetype/:slug": R.super,
  // Staff tools: contributors.
  "/admin/sow-cms": R.super,
  "/admin/patrol-cms": R.super,
  "/admin/condition-reports": R.admin,
  "/admin/vendor-cms": R.super,
  "/admin/vendor-cms/new": R.super,
  "/admin/vendor-cms/:id": R.super,
  "/admin/edit-requests": R.super,
  "/admin/contributor-requests": R.super,
  // Staff tools: trail reviews and preview-trail comparison
  "/admin/trail-reviews": R.super,
  "/admin/preview-trail-comparison": R.super,
  // Social sign-in (ADR 0056)
  "/auth/:provider/callback": R.anyone,
  "/social-sign-in/link": NO_LOADER,
  // GPS partner authorization for the apps (ADR 0057); the web one is /:partner above
  "/ (layout routes/layouts/minimal-layout.tsx)": NO_LOADER,
  "/app/:partnerAuthorize": R.signedIn,
  // Printable guides (ADR 0063): the guide's own paywall, then a visitor signs in and a free reader gets the paywall
  "/ (layout routes/layouts/print-layout.tsx)": NO_LOADER,
  "/trails/:id/print": R.guideReader,
  "/:country/:slug/trails/:id/print": R.guideReader,
  "/scout-routes/:id/print": R.guideReader,
  "/:country/:slug/scout-routes/:id/print": R.guideReader,
};

const modules = import.meta.glob<Record<string, unknown>>(["./routes/**/*.tsx", "./root.tsx"]);

interface Page {
  /** The URL path, and for a layout the file too: a layout's loader runs for every page inside it. */
  key: string;
  path: string;
  file: string;
}

/** Every route of the table (pages and layouts), its full path joined from its parents'. */
function pagesOf(entries: RouteConfigEntry[], parentPath = ""): Page[] {
  return entries.flatMap((entry) => {
    const joined = entry.path === undefined ? parentPath : `${parentPath}/${entry.path}`.replace("//", "/");
    const path = joined || "/";
    const key = entry.children ? `${path} (layout ${entry.id ?? entry.file})` : path;
    return [{ key, path, file: entry.file }, ...(entry.children ? pagesOf(entry.children, joined) : [])];
  });
}

const pages: Page[] = [{ key: "/ (root)", path: "/", file: "root.tsx" }, ...pagesOf(routes)];

/**
 * Pages that take a form's POST themselves (a React Router `action`), with the rule each declares.
 * None does: every write goes through the API, whose endpoints are in server/http/route-rules.test.ts.
 * A page action added later must declare its rule and be written here.
 */
const EXPECTED_ACTION_RULES: Record<string, RouteRule> = {};

async function exportOf(page: Page, name: "loader" | "action"): Promise<unknown> {
  const load = modules[`./${page.file}`];
  if (!load) throw new Error(`No module for ${page.file}`);
  return (await load())[name];
}

const loaderOf = (page: Page) => exportOf(page, "loader");

/** Services that fail the test if a loader touches them: the rule must turn the reader away first. */
const untouchableServices = new Proxy(
  {},
  {
    get: (_target, name) => {
      throw new Error(`The loader read services.${String(name)}`);
    },
  },
);

async function outcomeFor(page: Page, user: Partial<UserClaims> | null): Promise<string> {
  const loader = (await loaderOf(page)) as (args: unknown) => unknown;
  const request = new Request(`http://localhost${page.path.replace(/:(\w+)/g, "1")}`);
  const context = { user, services: untouchableServices } as unknown as AppLoadContext;
  try {
    await loader({ request, params: {}, context });
    return "admitted";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return status ? `status ${status}` : `error ${(thrown as Error).message}`;
  }
}

describe("the page -> rule table", { timeout: 60_000 }, () => {
  it("has a declared rule for every page, the one written here", async () => {
    const actual: Record<string, string> = {};
    for (const page of pages) {
      const loader = await loaderOf(page);
      actual[page.key] = loader === undefined ? NO_LOADER : (ruleDeclaredBy(loader)?.name ?? "(no rule)");
    }
    const expected = Object.fromEntries(
      Object.entries(EXPECTED_RULES).map(([path, rule]) => [path, typeof rule === "string" ? rule : rule.name]),
    );
    expect(actual).toEqual(expected);
  });

  it("has no page action but those written here, each with its declared rule", async () => {
    const actual: Record<string, string> = {};
    for (const page of pages) {
      const action = await exportOf(page, "action");
      if (action !== undefined) actual[page.key] = ruleDeclaredBy(action)?.name ?? "(no rule)";
    }
    expect(actual).toEqual(Object.fromEntries(Object.entries(EXPECTED_ACTION_RULES).map(([path, rule]) => [path, rule.name])));
  });

  it("sends a signed-out visitor to log in and come back, wherever the rule needs a user", async () => {
    const guarded = pages.filter((page) => (EXPECTED_RULES[page.key] as RouteRule).signedIn === true);
    expect(guarded.length).toBeGreaterThan(3);
    for (const page of guarded) {
      const outcome = await outcomeFor(page, null);
      const loginPath = `/login?return_url=${page.path.replace(/:(\w+)/g, "1")}`;
      expect({ page: page.key, outcome }).toEqual({ page: page.key, outcome: `redirect ${loginPath}` });
    }
  });

  it("answers a plain reader with the 404 page on every staff page", async () => {
    const plainReader = { id: 1, access_type: "STANDARD", is_subscribed: true } as const;
    const staff = pages.filter((page) => {
      const rule = EXPECTED_RULES[page.key];
      return typeof rule !== "string" && rule?.admit(plainReader) === "forbidden";
    });
    expect(staff.length).toBeGreaterThan(2);
    for (const page of staff) {
      const outcome = await outcomeFor(page, plainReader);
      expect({ page: page.key, outcome }).toEqual({ page: page.key, outcome: "status 404" });
    }
  });
});
