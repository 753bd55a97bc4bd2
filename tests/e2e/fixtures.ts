// Playwright fixtures: each worker has its own server and database, a console error fails the test,
// pages can be signed in as a demo role, and screenshots land in test-results/screenshots as artifacts.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import { startWorkerServer, type E2eServer } from "./e2e-server";

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

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]["key"];

export const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

let runningServer: E2eServer | null = null;

/** This worker's server, for a helper that opens a context of its own outside a test's fixtures. */
export function workerBaseURL(): string {
  if (!runningServer) throw new Error("This worker's server has not started");
  return runningServer.baseURL;
}

let clientCount = 0;
/** A documentation-range address (RFC 5737), a new one per sign-in. */
const nextClientAddress = () => `198.51.100.${(clientCount++ % 254) + 1}`;

export const test = base.extend<
  { consoleErrors: string[]; loginAs: (role: DemoRole) => Promise<void> },
  { workerServer: E2eServer }
>({
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      runningServer = server;
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 180_000 },
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
    await use(async (role) => {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === role);
      if (!account) throw new Error(`No demo account ${role}`);
      // Each test signs in as a client of its own, so the suite's many sign-ins to one demo account
      // stay under the per-address login limit that protects it.
      const response = await page.request.post("/api/v2/token/", {
        data: { email: account.email, password: DEMO_PASSWORD },
        headers: { "x-forwarded-for": nextClientAddress() },
      });
      expect(response.status()).toBe(200);
    });
  },
});

export { expect };

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
  // Every rule runs; only the violations' details are collected, a third faster than all results.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
