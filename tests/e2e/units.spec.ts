// The reader's units (ADR 0040): a driver who picks metric on their profile reads kilometres on a
// trail page and on a state page's cards, pages rendered once for every reader of a tier; a visitor
// reads miles.
import type { Page } from "@playwright/test";
import { measures } from "../../shared/domain/units";
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

interface TrailJson {
  is_preview: boolean;
  access: "preview" | "full";
  length: number;
  geojson?: { coordinates: number[][] };
}

/** The first listed trail that matches, read as the current reader; at most 40 are read. */
async function findTrail(page: Page, matches: (trail: TrailJson) => boolean): Promise<{ path: string; length: number }> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailJson;
    if (matches(trail)) return { path, length: trail.length };
  }
  throw new Error("No listed trail matches");
}

/** Opens the profile from the user menu and saves the units labelled `choice`. */
async function saveUnitsOnProfile(page: Page, choice: string): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "My Garage" }).click();
  const settings = page.getByRole("region", { name: "Profile", exact: true });
  await settings.getByLabel(choice).check();
  await settings.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
}

const firstUtahCard = (page: Page) => page.getByRole("list", { name: "Top trails in Utah" }).getByRole("listitem").first();

test.describe("units", () => {
  test("a driver who picks metric reads kilometres on trail pages and cards; a visitor reads miles", async ({ page }) => {
    test.setTimeout(90_000);
    // A preview trail: shown in full, its facts included, to visitors and free members alike.
    const trail = await findTrail(page, (candidate) => candidate.is_preview);

    await page.goto(trail.path);
    // Quick Info's "Distance" fact.
    const distance = page.locator("dl > div", { has: page.locator("dt", { hasText: /^Distance$/ }) }).locator("dd");
    await expect(distance).toHaveText(measures("imperial").distance(trail.length, 2));
    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toBeVisible();

    await signUpFreshReader(page, "units");
    await saveUnitsOnProfile(page, "Metric (kilometres, metres)");

    await page.goto(trail.path);
    await expect(distance).toHaveText(measures("metric").distance(trail.length, 2));
    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ km$/)).toBeVisible();
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toHaveCount(0);

    // A member reads a full trail's elevations in metres.
    await startComplementaryTrial(page);
    const hasElevation = (candidate: TrailJson) => candidate.geojson?.coordinates.some((point) => point.length === 3) ?? false;
    const climb = await findTrail(page, (candidate) => candidate.access === "full" && hasElevation(candidate));
    await page.goto(climb.path);
    await page.getByTestId("elevation-placeholder").scrollIntoViewIfNeeded();
    const elevation = page.getByRole("region", { name: "Elevation" });
    await expect(elevation.locator("dd").first()).toHaveText(/^[\d,]+ m$/);
    await expect(
      elevation.getByRole("img", { name: /^Elevation profile: from [\d,]+ m to [\d,]+ m over [\d.]+ km$/ }),
    ).toBeVisible();

    // Back to imperial: the next page reads miles again.
    await saveUnitsOnProfile(page, "Imperial (miles, feet)");
    await page.goto("/US/utah");
    await expect(firstUtahCard(page).getByText(/^[\d.,]+ mi$/)).toBeVisible();
  });

  test("a metric driver enters and reads their rig in centimetres; it is kept in inches", async ({ page }) => {
    await signUpFreshReader(page, "metric-rig");
    await saveUnitsOnProfile(page, "Metric (kilometres, metres)");

    const garage = page.getByRole("region", { name: "My Garage" });
    await garage.getByRole("button", { name: "Add a rig" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a new rig" });
    await dialog.getByLabel("Make").selectOption("Toyota");
    await dialog.getByLabel("Model").fill("4Runner");
    await dialog.getByLabel("Width (cm)").fill("400");
    await dialog.getByRole("button", { name: "Add rig" }).click();
    await expect(dialog.getByText("The width must be between 76 and 305 cm.")).toBeVisible();
    await dialog.getByLabel("Width (cm)").fill("188");
    await dialog.getByLabel("Lift (cm)").fill("5");
    await dialog.getByRole("button", { name: "Add rig" }).click();
    await expect(dialog).toBeHidden();
    const rig = garage.getByRole("listitem").filter({ hasText: "Toyota 4Runner" });
    await expect(rig).toContainText("Width188 cm");
    await expect(rig).toContainText("Lift5 cm");
    await expect(rig).not.toContainText(/\d in\b/);
    const { vehicles } = (await (await page.request.get("/api/v2/users/me/vehicles/")).json()) as {
      vehicles: { width_in: number; lift_in: number }[];
    };
    expect(vehicles[0]).toMatchObject({ width_in: 74, lift_in: 2 });
    await rig.scrollIntoViewIfNeeded();
  });
});
