// Product analytics and marketing (spec §1, §7, ADR 0058), read from the local capture server: the
// exact payload of each event, the tag manager's and ad pixel's conversions, identification by the
// rule of spec §1, and a feature flag read with its feature-flag-called event.
import { chromium, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../shared/domain/auth-cookies";
import {
  adPixelCalls,
  browserDistinctId,
  capturedEvents,
  emailMarketingIdentifies,
  ownProperties,
  setFeatureFlags,
  tagManagerPushes,
  type CapturedEvent,
} from "./capture-server";
import { expect, signUpFromOwnAddress, test, waitForHydration, workerBaseURL } from "./fixtures";
import { E2E_APP_STORE_URL } from "./app-stores";
import { guideIdOf, openMap, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./factories";

const PASSWORD = "rocky-road-2026";

/** Every event this browser sent so far, oldest first. */
async function eventsOfBrowser(page: Page): Promise<CapturedEvent[]> {
  const distinctId = await browserDistinctId(page);
  return (await capturedEvents()).filter((event) => event.distinct_id === distinctId);
}

/** The own properties of this browser's events with `name`, once at least one has arrived. */
async function propertiesOf(page: Page, name: string): Promise<Record<string, unknown>[]> {
  await expect
    .poll(async () => (await eventsOfBrowser(page)).some((event) => event.event === name), { message: name })
    .toBe(true);
  return (await eventsOfBrowser(page)).filter((event) => event.event === name).map(ownProperties);
}

test.describe("analytics and marketing", () => {
  test("a visitor's page views, navbar and footer clicks and sign-up arrive exactly as sent", async ({ page }) => {
    const pixelCallsBefore = (await adPixelCalls()).length;
    const pushesBefore = (await tagManagerPushes()).length;
    await page.goto("/");
    // The page's view is queued once it has hydrated; a link followed before then leaves without it.
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL("/sign-up/account");

    expect(await propertiesOf(page, "View Home")).toEqual([{ path: "/" }]);
    expect(await propertiesOf(page, "click sign up")).toEqual([{ url: "/sign-up", button_location: "navbar" }]);
    expect(await propertiesOf(page, "View Sign Up")).toContainEqual({ path: "/sign-up/account" });
    const pageviews = await propertiesOf(page, "$pageview");
    expect(pageviews).toContainEqual({ page_type: "Home" });
    expect(pageviews).toContainEqual({ page_type: "Sign Up" });
    const [first] = await eventsOfBrowser(page);
    expect(first!.api_key).toBe("e2e-analytics-key");
    expect(first!.properties.$current_url).toMatch(new RegExp(`^${workerBaseURL()}/`));

    await page.getByLabel("Name").fill("Dana Dunes");
    await page.getByLabel("Email").fill(`analytics-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/options");
    await page.getByLabel("State").selectOption({ label: "Colorado" });
    await page.getByLabel("Vehicle").selectOption("Toyota");
    await page.getByLabel("Year started").selectOption("2015");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/sign-up/customize");
    await signUpFromOwnAddress(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/welcome");

    expect(await propertiesOf(page, "sign up")).toEqual([
      { social: false, button_location: "sign_up_page", affiliate_origin: null },
    ]);
    await expect
      .poll(async () => (await tagManagerPushes()).slice(pushesBefore).map(({ containerId, push }) => ({ containerId, push })))
      .toContainEqual({ containerId: "GTM-E2E", push: { event: "sign_up" } });
    await expect
      .poll(async () => (await adPixelCalls()).slice(pixelCallsBefore))
      .toEqual(
        expect.arrayContaining([
          ["init", "e2e-pixel"],
          ["trackCustom", "Sign Up"],
          ["track", "CompleteRegistration"],
        ]),
      );

    // The footer's calls to action and its app-store badges.
    await page.route("https://apps.apple.com/**", (route) => route.fulfill({ body: "App Store" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "All-Access Membership" }).click();
    await expect(page).toHaveURL("/all-access");
    expect(await propertiesOf(page, "click start trial")).toEqual([{ url: "/all-access", button_location: "footer" }]);
    expect(await propertiesOf(page, "View All Access")).toEqual([{ path: "/all-access" }]);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /App Store/ })
      .click();
    expect(await propertiesOf(page, "click app icon")).toEqual([
      {
        url: E2E_APP_STORE_URL,
        button_location: "footer",
        store: "app store",
      },
    ]);
  });

  test("a click made with no signal is sent once the signal is back, with no failed send reported", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.keyboard.press("Shift");
    expect(await propertiesOf(page, "View Home")).toEqual([{ path: "/" }]);

    await context.setOffline(true);
    // Opened in a tab of its own, so this page stays as it is while the click is counted.
    const opened = context.waitForEvent("page");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Sign Up" })
      .click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    expect((await eventsOfBrowser(page)).some((event) => event.event === "click sign up")).toBe(false);

    // Back online, the queued click leaves. (A failed send would be a console error, which fails the test.)
    await context.setOffline(false);
    expect(await propertiesOf(page, "click sign up")).toEqual([{ url: "/sign-up", button_location: "navbar" }]);
  });

  test("a guide page sends its view and its guide view with the guide's id", async ({ page }) => {
    const [scoutRoutePath] = await sitemapGuidePaths(page, "scout-routes");
    await page.goto(scoutRoutePath!);
    // The client loads with the reader's first interaction once the page has hydrated.
    await waitForHydration(page);
    await page.keyboard.press("Shift");
    await expect.poll(() => browserDistinctId(page)).toBeDefined();
    const id = guideIdOf(scoutRoutePath!);
    expect(await propertiesOf(page, "View Scout Route")).toEqual([{ path: scoutRoutePath }]);
    expect(await propertiesOf(page, "scout route view")).toEqual([{ scout_route_id: id }]);
    expect(await propertiesOf(page, "$pageview")).toEqual([{ page_type: "Scout Route" }]);
  });

  test("opening a scout route's map sends where the reader opened it from", async ({ page, loginAs }) => {
    await loginAs("member");
    const [scoutRoutePath] = await sitemapGuidePaths(page, "scout-routes");
    await page.goto(scoutRoutePath!);
    await openMap(page, "scout-route-map");
    expect(await propertiesOf(page, "map click")).toEqual([
      { scout_route_id: guideIdOf(scoutRoutePath!), source: "explore_map_button" },
    ]);
  });

  test("a log-in reaches analytics and the tag manager, and not the ad pixel", async ({ page }) => {
    const email = await signUpFreshReader(page, "analytics-login");
    await page.context().clearCookies();
    const pixelCallsBefore = (await adPixelCalls()).length;
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const pushesBefore = (await tagManagerPushes()).length;
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).not.toHaveURL(/\/login/);

    expect(await propertiesOf(page, "log in")).toEqual([{ social: false, button_location: "login_page" }]);
    await expect
      .poll(async () => (await tagManagerPushes()).slice(pushesBefore).map(({ push }) => push))
      .toContainEqual({ event: "login" });
    const pixelCalls = (await adPixelCalls()).slice(pixelCallsBefore);
    expect(pixelCalls.filter(([method]) => method !== "init")).toEqual([]);
  });

  test("the checkout's trial wording follows its feature flag, and a missing flag is logged", async ({ page }) => {
    await signUpFreshReader(page, "analytics-flag");
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    try {
      await setFeatureFlags({ "checkout-trial-wording": "test" });
      await page.goto("/all-access/checkout");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try every trail guide free for 7 days");
      await expect
        .poll(async () =>
          (await eventsOfBrowser(page))
            .filter((event) => event.event === "$feature_flag_called")
            .map(({ properties }) => [properties.$feature_flag, properties.$feature_flag_response]),
        )
        .toEqual([["checkout-trial-wording", "test"]]);

      await setFeatureFlags({ "checkout-trial-wording": "control" });
      await page.reload();
      await expect
        .poll(async () =>
          (await eventsOfBrowser(page))
            .filter((event) => event.event === "$feature_flag_called")
            .map(({ properties }) => properties.$feature_flag_response),
        )
        .toEqual(["test", "control"]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start your 7-day free trial");

      await setFeatureFlags({});
      await page.reload();
      await expect.poll(() => warnings).toContain("PostHog feature flag not found");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start your 7-day free trial");
    } finally {
      await setFeatureFlags({});
    }
  });

  test("a STANDARD reader is identified to analytics and e-mail marketing, a SUPER user is not", async () => {
    // Identification never happens on a loopback host (spec §1): the site is opened under a name.
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--host-resolver-rules=MAP trailguide.test 127.0.0.1", "--no-sandbox", "--disable-gpu"],
    });
    // This worker's server, under a name that is not a loopback address.
    const siteUnderName = `http://trailguide.test:${new URL(workerBaseURL()).port}`;
    try {
      /**
       * Signs in from the page itself, since only the browser resolves the site's name. The server
       * marks its cookies Secure on any host but this machine's, so the test stores the tokens.
       */
      const signInFromPage = async (page: Page, path: string, data: object, forwardedFor: string) => {
        const tokens = await page.evaluate(
          async ({ path, data, forwardedFor }) => {
            const response = await fetch(path, {
              method: "POST",
              headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
              body: JSON.stringify(data),
            });
            return (await response.json()) as { access: string; refresh: string };
          },
          { path, data, forwardedFor },
        );
        const url = siteUnderName;
        await page.context().addCookies([
          { name: ACCESS_COOKIE, value: tokens.access, url },
          { name: REFRESH_COOKIE, value: tokens.refresh, url },
        ]);
      };
      const openSignedIn = async (signIn: (page: Page) => Promise<string>) => {
        const context = await browser.newContext({ baseURL: siteUnderName });
        const page = await context.newPage();
        await page.goto("/about-us");
        const email = await signIn(page);
        const me = await page.evaluate(async () => (await (await fetch("/api/v2/users/me/")).json()) as { uuid: string });
        await page.goto("/dashboard");
        // The analytics client loads with the reader's first interaction once the page has hydrated.
        await waitForHydration(page);
        await page.keyboard.press("Shift");
        await expect.poll(() => browserDistinctId(page)).toBeDefined();
        await expect.poll(async () => (await eventsOfBrowser(page)).some((event) => event.event === "View Dashboard")).toBe(true);
        return { page, email, me };
      };

      const reader = await openSignedIn(async (page) => {
        const email = `identified-${Date.now()}@example.com`;
        const data = { email, password: PASSWORD, name: "Casey Trails" };
        await signInFromPage(page, "/api/v2/users/register/", data, "203.0.113.251");
        return email;
      });
      await expect
        .poll(async () =>
          (await capturedEvents()).find((event) => event.event === "$identify" && event.distinct_id === reader.me.uuid),
        )
        .toMatchObject({
          properties: {
            $anon_distinct_id: await browserDistinctId(reader.page),
            $set: { email: reader.email, name: "Casey Trails" },
          },
        });
      await expect
        .poll(async () => (await emailMarketingIdentifies()).find((call) => call.body.userId === reader.me.uuid))
        .toEqual({
          authorization: `Basic ${Buffer.from("e2e-write-key:").toString("base64")}`,
          body: { userId: reader.me.uuid, traits: { email: reader.email, firstName: "Casey", lastName: "Trails" } },
        });

      const superUser = await openSignedIn(async (page) => {
        const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === "super")!;
        const data = { email: account.email, password: DEMO_PASSWORD };
        await signInFromPage(page, "/api/v2/token/", data, "198.51.100.250");
        return account.email;
      });
      const events = await capturedEvents();
      expect(events.filter((event) => event.distinct_id === superUser.me.uuid)).toEqual([]);
      expect(events.filter((event) => event.event === "$identify" && event.distinct_id === superUser.me.uuid)).toEqual([]);
      expect((await emailMarketingIdentifies()).filter((call) => call.body.traits.email === superUser.email)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
