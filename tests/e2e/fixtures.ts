// Playwright fixtures: each worker has its own server and database, a console error fails the test,
// pages can be signed in as a demo role (to read) or as a new account of their own (to change what it
// owns), and screenshots land in test-results/screenshots as artifacts.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { startWorkerServer, workerBaseURL, type E2eServer } from "./e2e-server";
import { createAccount, nextClientAddress, signInAsDemo, type AccountKind, type DemoRole, type NewAccount } from "./factories";

/**
 * The browser logs every 4xx as a failed load: a 404 page (its document, or its `.data` loader
 * request after a client-side navigation), and API answers such as a wrong password (401) that the
 * page shows as a message. Tests assert those; 5xx and failed assets still fail.
 */
function isExpectedClientError(text: string, resourceUrl: string, documentUrl: string): boolean {
  if (!text.startsWith("Failed to load resource: the server responded with a status of 4")) return false;
  const { pathname } = new URL(resourceUrl || documentUrl);
  return resourceUrl === documentUrl || pathname.startsWith("/api/") || pathname.endsWith(".data");
}

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** How long an offline pack's plan may take to arrive: the server lists every tile of both detail levels. */
export const PACK_PLAN_TIMEOUT_MS = 20_000;

export const test = base.extend<
  {
    consoleErrors: string[];
    loginAs: (role: DemoRole) => Promise<void>;
    signInAsNewAccount: (kind: AccountKind, label?: string) => Promise<NewAccount>;
  },
  { workerServer: E2eServer; staffApi: APIRequestContext }
>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // Where the demo super user gives new accounts their role and access.
  staffApi: [
    async ({ workerServer, playwright }, use) => {
      const staffApi = await playwright.request.newContext({ baseURL: workerServer.baseURL });
      await use(staffApi);
      await staffApi.dispose();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.baseURL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (!isExpectedClientError(message.text(), message.location().url, page.url())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  loginAs: async ({ page }, use) => {
    await use((role) => signInAsDemo(page.request, role));
  },
  signInAsNewAccount: async ({ page, staffApi }, use) => {
    await use((kind, label) => createAccount(page.request, staffApi, kind, label));
  },
});

export { expect, workerBaseURL };

/**
 * The sign-ups this page makes come from an address of its own, so the suite's many sign-ups stay under
 * the per-address limit that protects registration. (Routing turns the browser's HTTP cache off, so
 * only pages that sign up get it.)
 */
export async function signUpFromOwnAddress(page: Page): Promise<void> {
  const address = nextClientAddress();
  await page.route("**/api/v2/users/register/", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } }),
  );
}

/** Chromium draws a map in software here; on a busy machine its first frame takes seconds. */
const MAP_READY_TIMEOUT_MS = 20_000;

/** Waits until the map has drawn (its `data-map-state` is "ready"). */
export async function expectMapReady(map: Locator): Promise<void> {
  await expect(map).toHaveAttribute("data-map-state", "ready", { timeout: MAP_READY_TIMEOUT_MS });
}

/**
 * Waits until the page has hydrated: the header's menu buttons, which nothing hears before then, are
 * offered (enabled) once it has.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  await expect(banner.locator("button[aria-haspopup]").first()).toBeAttached();
  await expect(banner.locator("button:disabled")).toHaveCount(0);
}

/**
 * Opens the header's search overlay. Before hydration its button submits to the search page, as it
 * does for a reader without scripts; the overlay is what a hydrated page opens.
 */
export async function openSearchBar(page: Page): Promise<Locator> {
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Saves a full-page screenshot at phone and desktop widths, named after the page; nothing may stick out sideways. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits ${label}` })
      .toBe(size.width);
    // From the top, so the sticky header is drawn where a reader sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    // JPEG: half the time a PNG of a long page takes to encode, and as good to look at.
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.jpg`, type: "jpeg", quality: 80, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every rule runs; only the violations' details are collected, a third faster than all results. In
  // the page itself (legacy mode): the default finishes each scan in a new blank page, which costs as
  // much again, for the cross-origin frames our pages do not have.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
