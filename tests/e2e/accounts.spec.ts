import type { Page } from "@playwright/test";
import { capturedEvents } from "./capture-server";
import { expect, signUpFromOwnAddress, test } from "./fixtures";

/** The user menu's entries as read aloud, without the "opens in a new tab" hint. */
async function menuEntries(page: Page): Promise<string[]> {
  await expect(page.getByRole("menu")).toBeVisible(); // the menu's code loads with the first click
  const texts = await page.getByRole("menuitem").allTextContents();
  return texts.map((text) => text.replace(" (opens in a new tab)", ""));
}

test.describe("accounts", () => {
  test("a visitor signs up through the three steps and lands on /welcome signed in", async ({ page }) => {
    const email = `driver-${Date.now()}@example.com`;
    await page.goto("/sign-up");
    await expect(page).toHaveURL("/sign-up/account");
    await page.getByLabel("Name").fill("Dana Dunes");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("rocky-road-2026");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL("/sign-up/options");
    await page.getByLabel("State").selectOption({ label: "Colorado" });
    await page.getByLabel("Vehicle").selectOption("Toyota");
    const years = page.getByLabel("Year started").locator("option:not([value=''])");
    await expect(years).toHaveCount(101);
    await expect(years.first()).toHaveText(String(new Date().getFullYear()));
    await page.getByLabel("Year started").selectOption("2015");
    await page.getByText("Overlanding", { exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL("/sign-up/customize");
    await signUpFromOwnAddress(page);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page).toHaveURL("/welcome");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Dashboard/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dana");
  });

  test("logging out clears the session and goes back to /", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("free");
    await page.goto("/dashboard");
    await page.getByRole("banner").getByRole("button", { name: "User menu" }).click();
    expect(await menuEntries(page)).toEqual(["Lists", "Profile", "My Garage", "Support", "Log Out"]);
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.endsWith("_token"))).toEqual([]);
  });

  test("logging in honours return_url", async ({ page }) => {
    await page.goto("/login?return_url=/dashboard");
    await page.getByLabel("Email").fill("member@demo.trailguide.test");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toContainText("No active account found with the given credentials");
    await page.getByLabel("Password", { exact: true }).fill("trailguide-demo");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect
      .poll(async () =>
        (await capturedEvents()).some((event) => event.event === "log in" && event.properties.button_location === "login_page"),
      )
      .toBe(true);
    const header = page.getByRole("banner");
    await expect(header.getByText("All-Access", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Pricing" })).toHaveCount(0);
  });

  test("a signed-in visitor's return_url never leads off the site, in any language", async ({ page, loginAs }) => {
    await loginAs("free");
    for (const login of ["/login", "/fr/login", "/es/login"]) {
      for (const returnUrl of ["/..//evil.test/phish", "/a/../..//evil.test/", "//evil.test/", "/\\evil.test/"]) {
        const response = await page.request.get(`${login}?return_url=${encodeURIComponent(returnUrl)}`, { maxRedirects: 0 });
        expect({ login, returnUrl, status: response.status() }).toEqual({ login, returnUrl, status: 302 });
        const location = response.headers()["location"] ?? "";
        expect({ login, returnUrl, location }).toEqual({
          login,
          returnUrl,
          location: login === "/login" ? "/" : login.slice(0, 3),
        });
      }
    }
    const safe = await page.request.get("/login?return_url=%2Fdashboard", { maxRedirects: 0 });
    expect(safe.headers()["location"]).toBe("/dashboard");
  });

  test("staff see the user menu entries of their role, in order", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "User menu" }).click();
    expect(await menuEntries(page)).toEqual([
      "Admin",
      "Contributor Portal",
      "My Content",
      "Saved for offline",
      "Lists",
      "Profile",
      "My Garage",
      "Support",
      "Log Out",
    ]);
  });

  test("marking an announcement as read lowers the unread badge", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("writer");
    await page.goto("/dashboard");
    const dashboardLink = page.getByRole("banner").getByRole("link", { name: /^Dashboard/ });
    await expect(dashboardLink).toHaveAccessibleName("Dashboard 9+ unread announcements");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(dashboardLink).toHaveAccessibleName("Dashboard");
  });
});
