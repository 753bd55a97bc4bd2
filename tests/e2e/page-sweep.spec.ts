// The page-type sweep: every page type, in each state a reader meets it in, visited once, scanned by
// axe and photographed at phone and desktop width (nothing may stick out sideways). The journeys
// assert behaviour and leave these checks to the sweep.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, screenshotBothWidths, test, waitForHydration } from "./fixtures";
import type { DemoRole } from "./factories";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";

interface SweptState {
  name: string;
  /** Signed in as this demo account; a visitor otherwise. */
  as?: DemoRole;
  /** The page's address, or how a reader finds it (a link on another page, the sitemap). */
  path: string | ((page: Page) => Promise<string>);
  /** The answer's status when it is not a success, such as a 404 page. */
  status?: number;
  /** What the reader does on the page to reach the state, once it has hydrated. */
  reach?: (page: Page) => Promise<void>;
}

/** The first link on `indexPath` whose address matches `href`, followed as a reader would. */
const linkOn =
  (indexPath: string, href: RegExp) =>
  async (page: Page): Promise<string> => {
    await page.goto(indexPath);
    for (const candidate of await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
      if (href.test(candidate)) return candidate;
    }
    throw new Error(`${indexPath} links to nothing like ${href}`);
  };

/** The first address in the sitemap matching `pattern`. */
const fromSitemap =
  (pattern: RegExp) =>
  async (page: Page): Promise<string> => {
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const path = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url]) => new URL(url!).pathname)
      .find((candidate) => pattern.test(candidate));
    if (!path) throw new Error(`The sitemap lists nothing like ${pattern}`);
    return path;
  };

const firstGuide =
  (kind: "trails" | "scout-routes", suffix = "") =>
  async (page: Page) =>
    `${(await sitemapGuidePaths(page, kind))[0]!}${suffix}`;

/** The signed-in reader's own profile. */
const ownProfile =
  (suffix = "") =>
  async (page: Page) => {
    const me = (await (await page.request.get("/api/v2/users/me/")).json()) as { uuid: string };
    return `/users/${me.uuid}${suffix}`;
  };

const openDialogNamed = (button: RegExp) => async (page: Page) => {
  await page.getByRole("button", { name: button }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
};

const SWEPT: SweptState[] = [
  // Content a visitor lands on from a search engine.
  { name: "home", path: "/" },
  { name: "home-french", path: "/fr" },
  { name: "home-spanish", path: "/es" },
  { name: "state", path: "/US/utah" },
  { name: "state-french", path: "/fr/US/utah" },
  { name: "region", path: fromSitemap(/\/regions\/[a-z0-9-]+$/) },
  { name: "orv-park", path: fromSitemap(/\/orv-parks\/[a-z0-9-]+$/) },
  { name: "orv-park-spanish", path: async (page) => `/es${await fromSitemap(/\/orv-parks\/[a-z0-9-]+$/)(page)}` },
  { name: "best-trails-index", path: "/best-trails" },
  { name: "beginner-trails-index", path: "/beginner-trails" },
  { name: "city-best-trails", path: fromSitemap(/\/best-trails$/) },
  { name: "trail-paywall", path: firstGuide("trails") },
  { name: "trail-paywall-spanish", path: async (page) => `/es${await firstGuide("trails")(page)}` },
  { name: "trail-conditions", path: firstGuide("trails", "/conditions") },
  { name: "scout-route-paywall", path: firstGuide("scout-routes") },
  { name: "search", path: "/search?q=moab" },
  { name: "search-spanish", path: "/es/search?q=moab" },
  {
    name: "search-suggestions",
    path: "/",
    reach: async (page) => {
      await openDialogNamed(/^Search$/)(page);
      await page.getByRole("dialog").getByRole("combobox").fill("moab");
      await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
    },
  },
  { name: "not-found", path: "/trails/99999999-nowhere", status: 404 },
  { name: "not-found-french", path: "/fr/trails/99999999-nowhere", status: 404 },
  {
    name: "map-layers",
    path: "/map",
    reach: async (page) => {
      await page.getByRole("button", { name: "Layers" }).click();
      await expect(page.getByRole("checkbox").first()).toBeVisible();
    },
  },
  // Membership and its sales pages.
  { name: "pricing", path: "/pricing" },
  { name: "pricing-french", path: "/fr/pricing" },
  { name: "all-access", path: "/all-access" },
  { name: "all-access-five-year", path: "/all-access/five-year" },
  { name: "gift-memberships", path: "/gift-memberships" },
  { name: "redeem-gift-card", path: "/redeem-gift-card" },
  { name: "complementary-trial-unknown", path: "/complementary-trial?offer=nowhere" },
  { name: "partner-landing", path: "/summit-tires" },
  { name: "partner-sign-up", path: "/summit-tires/sign-up" },
  { name: "wave", path: "/wave/ridgeline-motors" },
  // The rest of the site's pages.
  { name: "blog", path: "/blog" },
  { name: "blog-post", path: fromSitemap(/^\/blog\/[a-z0-9-]+$/) },
  { name: "blog-author", path: linkOn("/blog", /^\/blog\/authors\//) },
  { name: "events", path: "/events" },
  { name: "event", path: linkOn("/events", /^\/events\/[a-z0-9-]+$/) },
  { name: "help-centre", path: "/help" },
  { name: "help-article", path: linkOn("/help", /^\/help\/[a-z0-9-]+$/) },
  { name: "about-us", path: "/about-us" },
  { name: "careers", path: "/careers" },
  { name: "contact-us", path: "/contact-us" },
  { name: "write-for-us", path: "/write-for-us" },
  { name: "terms-of-service", path: "/terms-of-service" },
  { name: "privacy-policy", path: "/privacy-policy" },
  { name: "feature-apple-carplay", path: "/features/apple-carplay" },
  { name: "feature-public-lands", path: "/features/public-lands" },
  { name: "technical-ratings", path: "/technical-ratings" },
  { name: "badge-of-honor", path: "/badge-of-honor" },
  { name: "apps", path: "/apps" },
  // Accounts.
  { name: "login", path: "/login" },
  { name: "login-french", path: "/fr/login" },
  {
    name: "login-wrong-password",
    path: "/login",
    reach: async (page) => {
      await page.getByLabel("Email").fill("member@demo.trailguide.test");
      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
    },
  },
  { name: "sign-up-account", path: "/sign-up/account" },
  { name: "reset-password", path: "/reset-password" },
  // A free member.
  { name: "all-access-checkout", as: "free", path: "/all-access/checkout" },
  { name: "dashboard-free", as: "free", path: "/dashboard" },
  // A paying member.
  { name: "dashboard", as: "member", path: "/dashboard" },
  {
    name: "user-menu",
    as: "member",
    path: "/dashboard",
    reach: async (page) => {
      await page.getByRole("banner").getByRole("button", { name: "User menu" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  { name: "trail-member", as: "member", path: firstGuide("trails") },
  {
    name: "trail-add-to-list",
    as: "member",
    path: firstGuide("trails"),
    reach: async (page) => {
      await page
        .getByRole("button", { name: /^Add to list/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Add to list" })).toBeVisible();
    },
  },
  { name: "trail-member-french", as: "member", path: async (page) => `/fr${await firstGuide("trails")(page)}` },
  { name: "trail-print", as: "member", path: firstGuide("trails", "/print") },
  { name: "scout-route-member", as: "member", path: firstGuide("scout-routes") },
  { name: "pricing-member", as: "member", path: "/pricing" },
  { name: "map-member", as: "member", path: "/map?active-tab=my-content" },
  { name: "lists-index", as: "member", path: "/lists" },
  { name: "list-detail", as: "member", path: linkOn("/lists", /^\/lists\/[0-9a-f-]{36}$/) },
  { name: "offline", as: "member", path: "/offline" },
  { name: "profile", as: "member", path: ownProfile() },
  { name: "profile-edit", as: "member", path: ownProfile("/edit") },
  { name: "delete-account", as: "member", path: "/users/me/delete" },
  {
    name: "suggest-edit",
    as: "member",
    path: async (page) => `/suggest-edit?trail=${guideIdOf(await firstGuide("trails")(page))}`,
  },
  { name: "contributor-apply", as: "member", path: "/contributors/apply" },
  // A scout.
  { name: "contributor-portal", as: "scout", path: "/users/contributor-portal" },
  { name: "statement-of-work", as: "scout", path: linkOn("/users/contributor-portal", /^\/statement-of-work\/\d+$/) },
  { name: "patrol-form", as: "scout", path: linkOn("/users/contributor-portal", /^\/statement-of-work\/patrol-form\/\d+$/) },
  { name: "scout-route-new", as: "scout", path: "/scout-routes/new" },
  { name: "trail-scout", as: "scout", path: firstGuide("trails") },
  // Staff.
  { name: "trail-editor", as: "super", path: firstGuide("trails", "/edit") },
  { name: "trail-super", as: "super", path: firstGuide("trails") },
  { name: "admin-dashboard", as: "super", path: "/admin" },
  { name: "admin-audit-log", as: "super", path: "/admin/audit-log" },
  { name: "admin-user-metrics", as: "super", path: "/admin/user-metrics" },
  { name: "admin-gpx-downloads", as: "super", path: "/admin/gpx-downloads" },
  { name: "admin-financial-overview", as: "super", path: "/admin/financial-overview" },
  { name: "admin-coupons", as: "super", path: "/admin/coupons" },
  { name: "admin-badge-submissions", as: "super", path: "/admin/badge-submissions" },
  { name: "admin-condition-reports", as: "super", path: "/admin/condition-reports" },
  { name: "admin-road-data", as: "super", path: "/admin/road-data" },
  { name: "admin-region-map", as: "super", path: "/admin/region-map" },
  { name: "admin-trail-cms", as: "super", path: "/admin/trail-cms" },
  { name: "admin-scout-route-cms", as: "super", path: "/admin/scout-route-cms" },
  { name: "admin-publishing-cms", as: "super", path: "/admin/publishing-cms" },
  { name: "admin-review-queue", as: "super", path: "/admin/review-queue" },
  { name: "admin-user-cms", as: "super", path: "/admin/user-cms" },
  { name: "admin-user-record", as: "super", path: linkOn("/admin/user-cms", /^\/admin\/user-cms\/[0-9a-f-]{36}$/) },
  { name: "admin-partner-users", as: "super", path: "/admin/summit-tires-user-cms" },
  { name: "admin-event-cms", as: "super", path: "/admin/event-cms" },
  { name: "admin-event-new", as: "super", path: "/admin/event-cms/new" },
  { name: "admin-questions", as: "super", path: "/admin/questions" },
  { name: "admin-sow-cms", as: "super", path: "/admin/sow-cms" },
  { name: "statement-of-work-new", as: "super", path: "/statement-of-work/new" },
  { name: "admin-patrol-cms", as: "super", path: "/admin/patrol-cms" },
  { name: "admin-vendor-cms", as: "super", path: "/admin/vendor-cms" },
  {
    name: "admin-vendor-new-errors",
    as: "super",
    path: "/admin/vendor-cms/new",
    reach: async (page) => {
      await page.getByRole("button", { name: "Add vendor" }).click();
      await expect(page.getByText("Enter the vendor's name.")).toBeVisible();
    },
  },
  { name: "admin-edit-requests", as: "super", path: "/admin/edit-requests" },
  { name: "admin-contributor-requests", as: "super", path: "/admin/contributor-requests" },
  { name: "admin-trail-reviews", as: "super", path: "/admin/trail-reviews" },
];

test.describe("page-type sweep", () => {
  test.describe.configure({ mode: "parallel" });

  for (const state of SWEPT) {
    test(`${state.name}${state.as ? ` as ${state.as}` : ""}`, async ({ page, loginAs }) => {
      if (state.as) await loginAs(state.as);
      const path = typeof state.path === "string" ? state.path : await state.path(page);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(state.status ?? 200);
      if (state.reach) {
        await waitForHydration(page);
        await state.reach(page);
      }
      await expectNoAxeViolations(page);
      await screenshotBothWidths(page, state.name);
    });
  }
});
