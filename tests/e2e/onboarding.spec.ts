// The new-member tour (issue 15, ADR 0036): it invites a new member on the welcome page, walks them
// through the map, search, lists, a trail page and the garage, and can be skipped and resumed, on
// this device or another.
import type { Page } from "@playwright/test";
import { browserDistinctId, capturedEvents } from "./capture-server";
import { expect, test } from "./fixtures";
import { signUpFreshReader } from "./factories";

const PASSWORD = "rocky-road-2026";

const stepCard = (page: Page) => page.getByRole("dialog", { name: /./ }).filter({ hasText: /Step \d of 5/ });

async function expectStep(page: Page, step: number, title: string) {
  const card = stepCard(page);
  await expect(card).toContainText(`Step ${step} of 5`);
  await expect(card.getByRole("heading", { name: title })).toBeFocused();
  await expect(page.getByTestId("tour-spotlight")).toBeVisible();
}

/** The tour's state as the server keeps it. */
async function tourState(page: Page) {
  const response = await page.request.get("/api/v2/users/me/onboarding/");
  expect(response.status()).toBe(200);
  return (await response.json()) as { state: string; step: number };
}

/** The events this browser sent with one name. */
async function eventsOf(page: Page, name: string) {
  const distinctId = await browserDistinctId(page);
  return (await capturedEvents()).filter((event) => event.event === name && event.distinct_id === distinctId);
}

test.describe("the new-member tour", () => {
  test("a French member takes the tour in French, each stop found by its French label", async ({ page }) => {
    await signUpFreshReader(page, "tour-french");
    await page.goto("/fr/welcome");
    const invitation = page.getByRole("region", { name: "Nouveau ici? Faites la visite d'une minute" });
    await invitation.getByRole("button", { name: "Commencer la visite" }).click();

    await expect(page).toHaveURL(/\/fr\/map/);
    const card = page.getByRole("dialog", { name: "La carte des sentiers" });
    await expect(card).toContainText("Étape 1 sur 5");
    await expect(page.getByTestId("tour-spotlight")).toBeVisible();
    await card.getByRole("button", { name: "Suivant" }).click();

    // The header's search button is named in French: the tour still finds it.
    const search = page.getByRole("dialog", { name: "Recherchez depuis n'importe quelle page" });
    await expect(search).toContainText("Étape 2 sur 5");
    await expect(page.getByTestId("tour-spotlight")).toBeVisible();
    await search.getByRole("button", { name: "Suivant" }).click();

    await expect(page).toHaveURL(/\/fr\/lists$/);
    await expect(page.getByRole("dialog", { name: "Des listes pour vos sorties" })).toContainText("Étape 3 sur 5");
    await page.getByRole("button", { name: "Passer la visite" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Visite ignorée." })).toBeVisible();
  });

  test("the onboarding tour from start to finish", async ({ page }) => {
    await signUpFreshReader(page, "tour-finish");
    await page.goto("/welcome");
    const invitation = page.getByRole("region", { name: "New here? Take the one-minute tour" });
    await expect(invitation).toBeVisible();
    await invitation.getByRole("button", { name: "Start the tour" }).click();

    await expect(page).toHaveURL(/\/map/);
    await expectStep(page, 1, "The Trail Map");
    await expect
      .poll(async () => (await eventsOf(page, "onboarding tutorial begin")).map((event) => event.properties.location))
      .toEqual(["welcome"]);
    await stepCard(page).getByRole("button", { name: "Next" }).click();

    await expectStep(page, 2, "Search from any page");
    await stepCard(page).getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/lists$/);
    await expectStep(page, 3, "Lists for your trips");
    await stepCard(page).getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/trails\/\d+-/);
    await expectStep(page, 4, "A trail guide");
    await stepCard(page).getByRole("button", { name: "Next" }).click();

    await expect(page).toHaveURL(/\/users\/[0-9a-f-]+\/edit$/);
    await expectStep(page, 5, "Your garage");
    await expect(page.getByRole("heading", { name: "My Garage" })).toBeInViewport();
    await stepCard(page).getByRole("button", { name: "Finish" }).click();

    await expect(page.getByText("You're all set. Take the tour again any time from your dashboard.")).toBeVisible();
    await expect(stepCard(page)).toHaveCount(0);
    await expect.poll(async () => (await eventsOf(page, "onboarding tutorial finished")).length).toBe(1);
    expect(await tourState(page)).toMatchObject({ state: "finished" });

    // Shown once per account: finished, it no longer invites; the dashboard offers it again.
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: /^Welcome, Casey!$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start the tour" })).toHaveCount(0);
    await page.goto("/dashboard");
    await expect(page.getByRole("button", { name: "Take the tour again" })).toBeVisible();
  });

  test("a skipped tour resumes where it stopped, on another device too", async ({ page, browser }) => {
    const email = await signUpFreshReader(page, "tour-resume");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Start the tour" }).click();
    await expectStep(page, 1, "The Trail Map");
    await stepCard(page).getByRole("button", { name: "Next" }).click();
    await expectStep(page, 2, "Search from any page");

    // A member who wanders off gets a small card to come back.
    await page.goto("/blog");
    const paused = page.getByRole("region", { name: "Tour paused at step 2 of 5" });
    await expect(paused).toBeVisible();
    await expect(page.getByTestId("tour-spotlight")).toHaveCount(0);
    await paused.getByRole("button", { name: "Continue the tour" }).click();
    await expect(page).toHaveURL(/\/map/);
    await expectStep(page, 2, "Search from any page");

    // Escape skips it for now.
    await page.keyboard.press("Escape");
    await expect(page.getByText("Tour skipped. Resume it any time from your dashboard.")).toBeVisible();
    await expect(stepCard(page)).toHaveCount(0);
    expect(await tourState(page)).toEqual(expect.objectContaining({ state: "skipped", step: 1 }));
    await page.goto("/lists");
    await expect(page.getByRole("heading", { name: "My Lists" })).toBeVisible();
    await expect(stepCard(page)).toHaveCount(0);

    // The server keeps the place: another browser signed in to the same account resumes it there.
    const otherDevice = await browser.newContext();
    const otherPage = await otherDevice.newPage();
    const login = await otherPage.request.post("/api/v2/token/", {
      data: { email, password: PASSWORD },
      headers: { "x-forwarded-for": "192.0.2.77" },
    });
    expect(login.status()).toBe(200);
    await otherPage.goto("/dashboard");
    await expect(otherPage.getByText("You stopped the tour at step 2 of 5.")).toBeVisible();
    await expect(otherPage.getByRole("button", { name: "Start the tour" })).toHaveCount(0);
    await otherPage.getByRole("button", { name: "Resume the tour" }).click();
    await expect(otherPage).toHaveURL(/\/map/);
    await expectStep(otherPage, 2, "Search from any page");
    await stepCard(otherPage).getByRole("button", { name: "Back" }).click();
    await expectStep(otherPage, 1, "The Trail Map");
    await expect.poll(async () => (await tourState(otherPage)).step).toBe(0);
    await otherDevice.close();
  });

  test("'Not now' dismisses the invitation for good, without a tour", async ({ page }) => {
    await signUpFreshReader(page, "tour-dismiss");
    await page.goto("/dashboard");
    await page
      .getByRole("region", { name: "New here? Take the one-minute tour" })
      .getByRole("button", { name: "Not now" })
      .click();
    await expect(page.getByRole("button", { name: "Take the tour", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start the tour" })).toHaveCount(0);
    await page.goto("/welcome");
    await expect(page.getByRole("heading", { name: /^Welcome, Casey!$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start the tour" })).toHaveCount(0);
    expect(await eventsOf(page, "onboarding tutorial begin")).toEqual([]);
  });
});
