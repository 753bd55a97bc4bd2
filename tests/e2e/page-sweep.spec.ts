// The page-type sweep: every page type, in each state a reader meets it in, visited once, scanned by
// axe and photographed at phone and desktop width (nothing may stick out sideways). The journeys
// assert behaviour and leave these checks to the sweep.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import {
  createStatementOfWork,
  createTrack,
  signStatementOfWork,
  type AccountKind,
  type DemoRole,
  type NewAccount,
} from "./factories";
import { expect, expectNoAxeViolations, PACK_PLAN_TIMEOUT_MS, screenshotBothWidths, test, waitForHydration } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { fillSandboxCard } from "./membership-helpers";

/** What a state's `path` may use to set itself up: the new account it is signed in as, and the staff API. */
interface Arranged {
  account: NewAccount | null;
  staffApi: APIRequestContext;
}

interface SweptState {
  name: string;
  /**
   * Signed in as this demo account, which the sweep only reads, or as a new account of this kind for a
   * state at the end of a flow that changes what the account owns; a visitor otherwise.
   */
  as?: DemoRole | { new: AccountKind };
  /** The page's address, or how a reader finds it (a link on another page, the sitemap). */
  path: string | ((page: Page, arranged: Arranged) => Promise<string>);
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

/** The sign-up's first step filled in, on to the second. */
const signUpFirstStep = async (page: Page) => {
  await page.getByLabel("Name").fill("Dana Dunes");
  await page.getByLabel("Email").fill(`sweep-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL("/sign-up/options");
};

/** From a checkout form to the sandbox's payment page. */
const toSandboxPayment = async (page: Page) => {
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
};

/** The sandbox's test card, paid. */
const payWithTestCard = async (page: Page) => {
  await toSandboxPayment(page);
  await fillSandboxCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Pay" }).click();
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
  { name: "map-trip-planner-visitor", path: "/map?active-tool=plan-trip" },
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
  { name: "sign-up-options", path: "/sign-up/account", reach: signUpFirstStep },
  {
    name: "sign-up-customize",
    path: "/sign-up/account",
    reach: async (page) => {
      await signUpFirstStep(page);
      await page.getByLabel("State").selectOption({ label: "Colorado" });
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL("/sign-up/customize");
    },
  },
  { name: "welcome", as: { new: "free" }, path: "/welcome" },
  { name: "reset-password", path: "/reset-password" },
  // A free member.
  { name: "all-access-checkout", as: "free", path: "/all-access/checkout" },
  { name: "dashboard-free", as: "free", path: "/dashboard" },
  { name: "sandbox-checkout", as: { new: "free" }, path: "/all-access/checkout", reach: toSandboxPayment },
  {
    name: "all-access-checkout-complete",
    as: { new: "free" },
    path: "/all-access/checkout",
    reach: async (page) => {
      await payWithTestCard(page);
      await expect(page.getByRole("heading", { name: "Welcome to All-Access" })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: "complementary-trial-started",
    as: { new: "free" },
    path: "/complementary-trial?offer=TRAILHEAD14",
    reach: async (page) => {
      await page.getByRole("button", { name: "Start my 14-day trial" }).click();
      await expect(page.getByRole("main").getByRole("status")).toContainText("Your trial has started.");
    },
  },
  {
    name: "profile-photo-crop",
    as: { new: "free" },
    path: ownProfile("/edit"),
    reach: async (page) => {
      const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#b5651d" } })
        .jpeg()
        .toBuffer();
      const section = page.getByRole("region", { name: "Profile photo" });
      await section.getByLabel("Choose a photo").setInputFiles({ name: "rig.jpg", mimeType: "image/jpeg", buffer: photo });
      await expect(section.getByRole("img", { name: "The chosen photo" })).toBeVisible();
    },
  },
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
  {
    // A route on the demo seed's roads, from Parowan, Utah, along Parowan Lake Trail: its roads, its
    // trail and the demo ground's heights under the whole route.
    name: "map-trip-planned",
    as: "member",
    path: "/map?active-tab=trip&center=-112.8,37.81&zoom=11",
    reach: async (page) => {
      await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: "High-clearance vehicle" });
      for (const coordinates of ["37.8422, -112.828", "37.785697, -112.780806"]) {
        await page.getByLabel("Add a point by coordinates").fill(coordinates);
        await page.getByRole("button", { name: "Add", exact: true }).click();
      }
      // The route follows the controls that made it.
      await page.getByTestId("trip-plan-total").scrollIntoViewIfNeeded();
    },
  },
  { name: "lists-index", as: "member", path: "/lists" },
  { name: "list-detail", as: "member", path: linkOn("/lists", /^\/lists\/[0-9a-f-]{36}$/) },
  { name: "offline", as: "member", path: "/offline" },
  // A track of My Content on its own page, before it is shared, and being saved for offline.
  {
    name: "own-track",
    as: { new: "member" },
    path: async (page) => `/user-content/${await createTrack(page.request, "Sweep loop")}`,
  },
  {
    name: "offline-track-save",
    as: { new: "member" },
    path: async (page) => `/user-content/${await createTrack(page.request, "Sweep loop")}`,
    reach: async (page) => {
      // From the "Save for offline" link of the owner's own track page.
      await page.getByRole("link", { name: "Save for offline" }).click();
      await expect(page).toHaveURL(/\/offline\/tracks\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("radio", { name: /^Standard, about/ })).toBeChecked({ timeout: PACK_PLAN_TIMEOUT_MS });
    },
  },
  { name: "profile", as: "member", path: ownProfile() },
  { name: "profile-edit", as: "member", path: ownProfile("/edit") },
  { name: "delete-account", as: "member", path: "/users/me/delete" },
  {
    name: "suggest-edit",
    as: "member",
    path: async (page) => `/suggest-edit?trail=${guideIdOf(await firstGuide("trails")(page))}`,
  },
  { name: "contributor-apply", as: "member", path: "/contributors/apply" },
  {
    name: "gift-sent",
    as: { new: "member" },
    path: "/gift-memberships",
    reach: async (page) => {
      await page.getByLabel("Recipient's name").fill("Riley Ridge");
      await page.getByLabel("Recipient's e-mail").fill(`gift-${Date.now()}@example.com`);
      await payWithTestCard(page);
      await expect(page.getByRole("heading", { name: "Thank you for your gift" })).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: "gps-partner-connected",
    as: { new: "member" },
    path: "/authorize-backcountry-maps",
    reach: async (page) => {
      await page.getByRole("button", { name: /^Connect / }).click();
      await expect(page.getByRole("heading", { level: 1, name: / is connected$/ })).toBeVisible();
    },
  },
  // A scout.
  { name: "contributor-portal", as: "scout", path: "/users/contributor-portal" },
  { name: "statement-of-work", as: "scout", path: linkOn("/users/contributor-portal", /^\/statement-of-work\/\d+$/) },
  { name: "patrol-form", as: "scout", path: linkOn("/users/contributor-portal", /^\/statement-of-work\/patrol-form\/\d+$/) },
  { name: "scout-route-new", as: "scout", path: "/scout-routes/new" },
  {
    name: "statement-of-work-signed",
    as: { new: "scout" },
    path: async (page, { account, staffApi }) => {
      const id = await createStatementOfWork(staffApi, account!.email);
      await signStatementOfWork(page.request, id, account!.name);
      return `/statement-of-work/${id}`;
    },
  },
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
    const as = typeof state.as === "object" ? `a new ${state.as.new}` : state.as;
    test(`${state.name}${as ? ` as ${as}` : ""}`, async ({ page, loginAs, signInAsNewAccount, staffApi }) => {
      let account: NewAccount | null = null;
      if (typeof state.as === "object") account = await signInAsNewAccount(state.as.new, `sweep-${state.name}`);
      else if (state.as) await loginAs(state.as);
      const path = typeof state.path === "string" ? state.path : await state.path(page, { account, staffApi });
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
