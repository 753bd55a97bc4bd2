// Profiles, My Garage and "fits my rig" (issue 15): a driver edits the profile that others see, a new
// member adds a rig from the user menu, and a trail that is too narrow for it says so.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

/** A fresh account with All-Access for 14 days, through the complementary trial link. */
async function becomeFreshMember(page: Page): Promise<void> {
  await signUpFreshReader(page, "garage");
  await startComplementaryTrial(page);
}

/** A published trail whose points of concern include `concern`, read as a member. */
async function trailWithConcern(page: Page, concern: string): Promise<string> {
  for (const path of await sitemapGuidePaths(page, "trails")) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as {
      points_of_concern?: string[];
    };
    if (trail.points_of_concern?.includes(concern)) return path;
  }
  throw new Error(`No demo trail lists "${concern}"`);
}

test.describe("my garage", () => {
  test("a member adds a rig from the user menu, and a trail too narrow for it is not recommended", async ({ page }) => {
    await becomeFreshMember(page);
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]+\/edit#garage$/);
    const garage = page.getByRole("region", { name: "My Garage" });
    await expect(garage.getByRole("heading", { name: "My Garage" })).toBeFocused();
    await expect(garage).toContainText("Your garage is empty.");

    await garage.getByRole("button", { name: "Add a rig" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a new rig" });
    await dialog.getByLabel("Make").selectOption("Ford");
    await dialog.getByLabel("Width (in)").fill("800");
    await dialog.getByRole("button", { name: "Add rig" }).click();
    await expect(dialog.getByText("Enter the model.")).toBeVisible();
    await expect(dialog.getByText("The width must be between 30 and 120 inches.")).toBeVisible();

    await dialog.getByLabel("Model").fill("F-150");
    await dialog.getByLabel("Year").fill("2022");
    await dialog.getByLabel("Width (in)").fill("80");
    await dialog.getByLabel("Height (in)").fill("77.8");
    await dialog.getByLabel("Wheelbase (in)").fill("145");
    await dialog.getByRole("button", { name: "Add rig" }).click();
    await expect(dialog).toBeHidden();
    const rig = garage.getByRole("listitem").filter({ hasText: "2022 Ford F-150" });
    await expect(rig).toContainText("Primary rig");
    await expect(rig).toContainText("Width80 in");

    await page.reload();
    await expect(garage.getByRole("listitem").filter({ hasText: "2022 Ford F-150" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Your rig" })).toContainText("2022 Ford F-150");
    await expect(page.getByRole("region", { name: "Your lists" })).toContainText("Plan a trip");

    await page.goto(await trailWithConcern(page, "Width"));
    await page.getByRole("tab", { name: "Points of Concern" }).click();
    const fit = page.getByRole("region", { name: "Fits my rig" });
    await expect(fit).toContainText("Not recommended");
    await expect(fit).toContainText("for your 2022 Ford F-150");
    await expect(fit).toContainText("Narrow gaps: your rig's width of 80 in is at or over 80 in.");
  });

  test("a driver edits the profile from the user menu; a private profile shows others the name only", async ({
    page,
    browser,
  }) => {
    const email = await signUpFreshReader(page, "profile");
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    const settings = page.getByRole("region", { name: "Profile", exact: true });
    await settings.getByLabel("Name").fill("");
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(settings.getByText("Enter your name.")).toBeVisible();

    await settings.getByLabel("Name").fill("Rae Ridge");
    await settings.getByLabel("Home state").selectOption("Utah");
    await settings.getByLabel("Drive style").selectOption("Rock Crawling");
    await settings.getByLabel("Metric (kilometres, metres)").check();
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("RR");

    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current password").fill("not-my-password");
    await password.getByLabel("New password").fill("switchback-shelf-road-77");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("That password is not right.")).toBeVisible();
    await password.getByLabel("Current password").fill("rocky-road-2026");
    await password.getByLabel("New password").fill("switchback-shelf-road-77");
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
    const login = await page.request.post("/api/v2/token/", {
      data: { email, password: "switchback-shelf-road-77" },
      headers: { "x-forwarded-for": "203.0.113.251" },
    });
    expect(login.status()).toBe(200);

    await page.getByRole("link", { name: "See your profile" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rae Ridge" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Utah · Rock Crawling");
    const profileUrl = page.url();

    await page.getByRole("link", { name: "Edit profile" }).click();
    await page.getByRole("region", { name: "Profile", exact: true }).getByLabel("Public profile").uncheck();
    await page.getByRole("region", { name: "Profile", exact: true }).getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(profileUrl);
    await expect(visitor.getByRole("heading", { level: 1, name: "Rae Ridge" })).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText("Rae Ridge keeps their badges, garage, lists and reviews private.");
    await expect(visitor.getByRole("main")).not.toContainText("Utah");
    await visitor.close();
  });

  test("a driver deletes the account with the password and cannot log in with it again", async ({ page }) => {
    const email = await signUpFreshReader(page, "leaving");
    await page.goto("/users/me/delete");
    await expect(page.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();

    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("That password is not right.")).toBeVisible();

    await page.getByLabel("Delete my reviews").check();
    await page.getByLabel("Password").fill("rocky-road-2026");
    await page.getByRole("button", { name: "Delete my account" }).click();
    // Home, with a notice: not the login page set to come back here.
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("status").filter({ hasText: "Your account is deleted." })).toContainText(email);
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);

    const login = await page.request.post("/api/v2/token/", {
      data: { email, password: "rocky-road-2026" },
      headers: { "x-forwarded-for": "203.0.113.250" },
    });
    expect(login.status()).toBe(401);
  });

  test("a visitor asking for a garage logs in first; /gma keeps its query on the way to gift memberships", async ({ page }) => {
    await page.goto("/users/00000000-0000-4000-8000-000000000000/edit#garage");
    await expect(page).toHaveURL("/login?return_url=/users/00000000-0000-4000-8000-000000000000/edit#garage");

    const response = await page.request.get("/gma?utm_source=mail&coupon=SPRING", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/gift-memberships?utm_source=mail&coupon=SPRING");
  });
});
