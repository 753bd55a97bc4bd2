// What the membership and gift specs share: a trial, paying on the sandbox page, and the prices pages
// show, from the plan catalogue's one definition.
import { expect, type Page } from "@playwright/test";
import { PLAN_PRICE_CENTS } from "../../server/modules/billing/plan-prices";
import { formatUsd, formatWeeklyPrice } from "../../shared/domain/pricing";

/** The prices as pages spell them: "$39.99" a year, "$0.77" a week, "$149.99" for five years. */
export const PRICES = {
  yearly: formatUsd(PLAN_PRICE_CENTS.yearly / 100),
  weekly: formatWeeklyPrice(PLAN_PRICE_CENTS.yearly / 100),
  fiveYear: formatUsd(PLAN_PRICE_CENTS.fiveYear / 100),
} as const;

/** A price inside a regular expression. */
export const pricePattern = (price: string) => price.replace(/[$.]/g, "\\$&");

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
