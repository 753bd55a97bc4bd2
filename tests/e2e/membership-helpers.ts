// What the membership and gift specs share: a fresh free account, and paying on the sandbox page.
import { expect, type Page } from "@playwright/test";

let accountCount = 0;

/** Signs the page in as a new free reader (an account of its own, so purchases do not leak between tests). */
export async function signUpFreshReader(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${accountCount++}@example.com`;
  const response = await page.request.post("/api/v2/users/register/", {
    data: { email, password: "rocky-road-2026", name: "Casey Trails" },
    headers: { "x-forwarded-for": `203.0.113.${(accountCount % 250) + 1}` },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The signed-in reader takes the 14-day All-Access trial of the complementary trial link. */
export async function startComplementaryTrial(page: Page): Promise<void> {
  await page.goto("/complementary-trial?offer=TRAILHEAD14");
  await page.getByRole("button", { name: "Start my 14-day trial" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your trial has started.");
}

/** Fills the sandbox's card form. */
export async function fillSandboxCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByLabel("Name on card").fill("Casey Trails");
}
