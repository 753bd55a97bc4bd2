// "Fits my rig" on the map and in search (issue 15, ADR 0037): a trail that is too narrow says "not
// recommended" for a wide rig and disappears with the map's and the search page's filter; readers
// who have not paid see the filter unavailable, with the way to it.
import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";
import { guideIdOf, pixelsNearColour, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./factories";

interface TrailRead {
  id: number;
  title: string;
  points_of_concern?: string[];
  difficulty_props: { color: string };
  geojson: { coordinates: [number, number][] };
}

/** A fresh account with All-Access for 14 days, through the complementary trial link. */
async function becomeFreshMember(page: Page): Promise<void> {
  await signUpFreshReader(page, "rig-filter");
  await page.goto("/complementary-trial?offer=TRAILHEAD14");
  await page.getByRole("button", { name: "Start my 14-day trial" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your trial has started.");
}

/** Adds the primary rig through My Garage. */
async function addWideRig(page: Page): Promise<void> {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "My Garage" }).click();
  const garage = page.getByRole("region", { name: "My Garage" });
  await garage.getByRole("button", { name: "Add a rig" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a new rig" });
  await dialog.getByLabel("Make").selectOption("Ford");
  await dialog.getByLabel("Model").fill("F-150");
  await dialog.getByLabel("Year").fill("2022");
  await dialog.getByLabel("Width (in)").fill("80");
  await dialog.getByRole("button", { name: "Add rig" }).click();
  await expect(garage.getByRole("listitem").filter({ hasText: "2022 Ford F-150" })).toContainText("Primary rig");
}

/** A published trail listing Width, read as a member, with its path. */
async function narrowTrail(page: Page): Promise<{ path: string; trail: TrailRead }> {
  for (const path of await sitemapGuidePaths(page, "trails")) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailRead;
    if (trail.points_of_concern?.includes("Width")) return { path, trail };
  }
  throw new Error('No demo trail lists "Width"');
}

const map = (page: Page) => page.getByTestId("main-map");
const inView = (page: Page) => page.getByRole("list", { name: "Guides in view" });

test.describe("fits my rig", () => {
  test("a trail that is too narrow says not recommended and disappears with the map's and the search page's filter", async ({
    page,
  }) => {
    await becomeFreshMember(page);
    await addWideRig(page);
    const { path, trail } = await narrowTrail(page);

    await page.goto(path);
    await page.getByRole("tab", { name: "Points of Concern" }).click();
    await expect(page.getByRole("region", { name: "Fits my rig" })).toContainText("Not recommended");

    // The map, at the trail's start: drawn and listed, then gone with the filter.
    const [longitude, latitude] = trail.geojson.coordinates[0]!;
    await page.goto(`/map?center=${longitude},${latitude}&zoom=14`);
    await expectMapReady(map(page));
    await expect(inView(page).getByText(trail.title, { exact: true })).toBeVisible({ timeout: 15_000 });
    const colour = trail.difficulty_props.color;
    await expect.poll(() => pixelsNearColour(map(page), colour, 160), { timeout: 15_000 }).toBeGreaterThan(50);

    await page.getByRole("tab", { name: "Filters" }).click();
    await expect(page.getByText("Hides trails not recommended for your 2022 Ford F-150")).toBeVisible();
    await page.getByLabel("Fits my rig").check();
    await expect(page).toHaveURL(/[?&]fits-my-rig=1/);
    await expect.poll(() => pixelsNearColour(map(page), colour, 160), { timeout: 15_000 }).toBeLessThan(10);
    await page.getByRole("tab", { name: /^In view/ }).click();
    await expect(page.getByTestId("map-result-count")).toHaveText(/results? in view$/);
    await expect(page.getByText(trail.title, { exact: true })).toHaveCount(0);

    // Search: listed without the filter; the filter leaves it out, on a fresh page and from the form.
    await page.goto(`/search?q=${encodeURIComponent(trail.title)}`);
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("link", { name: trail.title, exact: true })).toBeVisible();
    await page.getByLabel("Fits my rig").check();
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]fits-my-rig=1/);
    await expect(page.getByTestId("rig-filter-status")).toContainText("Trails that fit your 2022 Ford F-150");
    await expect(page.getByRole("link", { name: trail.title, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("rig-filter-status")).toContainText("Trails that fit your 2022 Ford F-150");
    await expect(page.getByRole("link", { name: trail.title, exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Fits my rig")).toBeChecked();
  });

  test("a free reader sees the filter unavailable with the way to it, and gets every result", async ({ page }) => {
    await signUpFreshReader(page, "rig-filter-free");
    await page.goto("/map?fits-my-rig=1&active-tab=filters");
    await expectMapReady(map(page));
    await expect(page.getByLabel("Fits my rig")).toBeDisabled();
    await expect(page.getByText("Fits my rig is part of All-Access.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a free trial" })).toHaveAttribute("href", "/all-access");
    await expect(page.getByTestId("map-result-count")).toHaveText(/^[\d,]+ results? in view$/, { timeout: 15_000 });

    await page.goto("/search?q=trail&fits-my-rig=1");
    await expect(page.getByLabel("Fits my rig")).toBeDisabled();
    await expect(page.getByText("Fits my rig is part of All-Access.")).toBeVisible();
    await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByText("Tight for your rig")).toHaveCount(0);
  });
});
