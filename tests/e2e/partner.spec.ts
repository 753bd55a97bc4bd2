import { expect, signUpFromOwnAddress, test } from "./fixtures";
import { signUpFreshReader } from "./factories";

// The demo's invented partners (server/config.ts defaults).
const TIRE_PARTNER = { slug: "summit-tires", name: "Summit Tires" };
const VEHICLE_PARTNER = { slug: "ridgeline-motors", name: "Ridgeline Motors" };

test.describe("co-branded partner flow", () => {
  test("a partner customer signs up, gets the partner's trial at once and is credited to the partner", async ({ page }) => {
    await page.goto(`/${TIRE_PARTNER.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${TIRE_PARTNER.name} customers ride with All-Access`);
    await expect(page.getByText("Your 30-day All-Access trial is on us")).toBeVisible();

    await page.getByRole("link", { name: "Create your free account" }).click();
    await expect(page).toHaveURL(`/${TIRE_PARTNER.slug}/sign-up`);
    await expect(page.getByText(`As a ${TIRE_PARTNER.name} customer you get a 30-day All-Access trial`)).toBeVisible();

    await page.getByLabel("Name").fill("Parker Tread");
    await page.getByLabel("Email").fill(`partner-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await signUpFromOwnAddress(page);
    await page.getByRole("button", { name: "Create account and start trial" }).click();

    await expect(page).toHaveURL(`/${TIRE_PARTNER.slug}/welcome`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Parker!");
    await expect(page.getByRole("heading", { name: /Your trial is active/ })).toBeVisible();
    await expect(page.getByText(/Your trial runs until \w+ \d+, \d{4}/)).toBeVisible();
    await expect(page.getByRole("banner").getByText("All-Access", { exact: true })).toBeVisible();

    const me = (await (await page.request.get("/api/v2/users/me/")).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ affiliate_origin: TIRE_PARTNER.slug, is_subscribed: true, subscription_tier: "trial" });
    expect(await page.evaluate(() => localStorage.getItem("affiliate_origin"))).toBeNull();

    await page.getByRole("link", { name: /Bring your tracks/ }).click();
    await expect(page).toHaveURL(`/${TIRE_PARTNER.slug}/import-steps`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Export your tracks",
      "Open My Content on the Trail Map",
      "Import the files",
      "Take them along",
    ]);
    await expect(page.getByRole("link", { name: "My Content on the Trail Map" })).toHaveAttribute(
      "href",
      "/map?active-tab=my-content",
    );
  });

  test("a signed-in member without the trial claims it on the welcome page", async ({ page }) => {
    // An account of its own: the demo's free account must stay free for the other specs.
    await signUpFreshReader(page, "partner-claim");
    await page.goto(`/${TIRE_PARTNER.slug}/sign-up`);
    await expect(page).toHaveURL(`/${TIRE_PARTNER.slug}/welcome`);
    await expect(page.getByRole("heading", { name: "Your 30-day All-Access trial is waiting" })).toBeVisible();
    await page.getByRole("button", { name: "Start my trial" }).click();
    await expect(page.getByRole("heading", { name: /Your trial is active/ })).toBeVisible();
    await expect(page.getByRole("banner").getByText("All-Access", { exact: true })).toBeVisible();
  });

  test("a slug other than the partner's is the 404 page", async ({ page }) => {
    for (const path of ["/some-other-brand", "/some-other-brand/sign-up", "/wave/some-other-brand"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
  });
});

test.describe("vehicle-brand wave page", () => {
  test("invites the brand's owners to join, with the trial and sign-up credited to the brand", async ({ page }) => {
    await page.goto(`/wave/${VEHICLE_PARTNER.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Join the ${VEHICLE_PARTNER.name} wave`);
    await expect(page.getByRole("link", { name: "Start Free Trial" }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("affiliate_origin"))).toBe(VEHICLE_PARTNER.slug);
  });
});
