// The interface in French and Spanish (ADR 0064): a visitor reads a state page in French by its
// address, with the other languages announced in the head, switches to Spanish with the footer's
// setting, and reads guide titles as they were written. A visitor who chooses kilometres reads them
// on a trail page and on its map's scale.
import type { Page } from "@playwright/test";
import { formatDistance } from "../../shared/domain/units";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";

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
});
