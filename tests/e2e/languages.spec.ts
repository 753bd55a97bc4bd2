// The interface in French and Spanish (ADR 0064): a visitor reads a state page in French by its
// address, with the other languages announced in the head, switches to Spanish with the footer's
// setting, and reads guide titles as they were written. A visitor who chooses kilometres reads them
// on a trail page and on its map's scale.
import type { Page } from "@playwright/test";
import { formatDistance } from "../../shared/domain/units";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./membership-helpers";

const topTrailTitles = async (page: Page) =>
  page.getByRole("list", { name: /Utah/ }).first().getByRole("heading").allInnerTexts();

test.describe("languages and units", () => {
  test("a visitor reads a state page in French by its address, then in Spanish by the setting; guide titles stay as written", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/US/utah");
    const englishTitles = await topTrailTitles(page);
    expect(englishTitles.length).toBeGreaterThan(0);

    const response = await page.goto("/fr/US/utah");
    expect(response?.headers()["content-language"]).toBe("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    for (const [hreflang, path] of [
      ["en", "/US/utah"],
      ["fr", "/fr/US/utah"],
      ["es", "/es/US/utah"],
      ["x-default", "/US/utah"],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
    }
    await expect(page.getByRole("heading", { name: "Meilleurs sentiers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Carte des sentiers" }).first()).toBeVisible();
    expect(await topTrailTitles(page)).toEqual(englishTitles);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "state-page-french");

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Mejores rutas" })).toBeVisible();
    expect(await topTrailTitles(page)).toEqual(englishTitles);
    await screenshotBothWidths(page, "state-page-spanish");

    // The choice is kept: the English address now leads to the Spanish page.
    await page.goto("/US/utah");
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/US\/utah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a visitor who chooses kilometres reads them on a trail page and on its map's scale", async ({ page }) => {
    test.setTimeout(60_000);
    let trail: { path: string; length: number } | null = null;
    for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
      const json = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as {
        is_preview: boolean;
        length: number;
      };
      if (json.is_preview) {
        trail = { path, length: json.length };
        break;
      }
    }
    if (!trail) throw new Error("No preview trail is listed");

    await page.goto(trail.path);
    await page.getByRole("button", { name: "Kilometres" }).click();
    await expect(page).toHaveURL(new RegExp(`${trail.path}$`));
    await expect(page.getByText(`Distance ${formatDistance(trail.length, "metric", 2)}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Distance [\d.]+ mi$/)).toHaveCount(0);

    await page.getByRole("button", { name: "Explore the map" }).click();
    await expect(page.locator(".maplibregl-ctrl-scale")).toHaveText(/^\d+\s?(km|m)$/);
    await screenshotBothWidths(page, "trail-metric-visitor");
  });

  test("a fresh user picks Español on their profile; the next pages are in Spanish by their account, with no language cookie", async ({
    page,
  }) => {
    await signUpFreshReader(page, "espanol");
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]+\/edit#garage$/);
    const settings = page.getByRole("region", { name: "Profile", exact: true });
    const language = settings.getByRole("group", { name: "Language" });
    await expect(language.getByLabel("English")).toBeChecked();
    await expect(language.getByRole("radio")).toHaveCount(3);
    await expect(language.getByLabel("Français")).toBeVisible();
    await expectNoAxeViolations(page);
    await settings.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, "profile-language-field");

    await language.getByLabel("Español").check();
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/es\/users\/[0-9a-f-]+\/edit$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("region", { name: "Profile", exact: true }).getByLabel("Español")).toBeChecked();

    // The account chooses, not a cookie: an English address leads to the Spanish page.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("lang");
    await page.goto("/US/utah");
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await expect(page.getByRole("heading", { name: "Mejores rutas" })).toBeVisible();
  });

  test("a visitor who opens a member-only page in French logs in on the French page and comes back to it", async ({ page }) => {
    const email = await signUpFreshReader(page, "francais");
    await page.context().clearCookies();

    await page.goto("/fr/dashboard");
    await expect(page).toHaveURL(/\/fr\/login\?return_url=\/fr\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("rocky-road-2026");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    // Signed in, the login page sends the member straight back to the French page.
    await page.goto("/fr/login?return_url=/fr/dashboard");
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
  });
});
