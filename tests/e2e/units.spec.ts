// The reader's units (ADR 0040): a driver who picks metric on their profile reads kilometres on a
// trail page and on a state page's cards, pages rendered once for every reader of a tier; a visitor
// reads miles.
import type { Page } from "@playwright/test";
import { formatDistance } from "../../shared/domain/units";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./membership-helpers";

interface PreviewTrail {
  path: string;
  length: number;
}

/** A preview trail: shown in full to visitors and free members alike, its facts included. */
async function previewTrail(page: Page): Promise<PreviewTrail> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as {
      is_preview: boolean;
      length: number;
    };
    if (trail.is_preview) return { path, length: trail.length };
  }
  throw new Error("No listed trail is a preview");
}

const firstUtahCard = (page: Page) => page.getByRole("list", { name: "Top trails in Utah" }).getByRole("listitem").first();

test.describe("units", () => {
  test("a driver who picks metric reads kilometres on trail pages and cards; a visitor reads miles", async ({ page }) => {
    const trail = await previewTrail(page);

    await page.goto(trail.path);
    await expect(page.getByText(`Distance ${formatDistance(trail.length, "imperial", 2)}`, { exact: true })).toBeVisible();
    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toBeVisible();

    await signUpFreshReader(page, "units");
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    const settings = page.getByRole("region", { name: "Profile", exact: true });
    await settings.getByLabel("Metric (kilometres, metres)").check();
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();

    await page.goto(trail.path);
    const metricDistance = page.getByText(`Distance ${formatDistance(trail.length, "metric", 2)}`, { exact: true });
    await expect(metricDistance).toBeVisible();
    await expect(page.getByText(/^Distance [\d.]+ mi$/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "units-trail-metric");

    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ km$/)).toBeVisible();
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toHaveCount(0);
    await screenshotBothWidths(page, "units-cards-metric");

    // Back to imperial: the next page reads miles again.
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    await settings.getByLabel("Imperial (miles, feet)").check();
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toBeVisible();
  });
});
