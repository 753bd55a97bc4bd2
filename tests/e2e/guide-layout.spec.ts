// Where the full guide's parts sit (issue 34 item 21): Quick Info names each fact once, the side box
// (GPX, directions) follows the guide's facts on a phone, and on a desktop it stays clear of the
// sticky site header as the reader scrolls.
import type { Locator, Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";

const sideBox = (page: Page) => page.locator("aside[aria-labelledby='side-box-title']");

async function openFullTrail(page: Page): Promise<void> {
  const [path] = await sitemapGuidePaths(page, "trails");
  await page.goto(path!);
  await expect(sideBox(page).getByRole("button", { name: "Download GPX" })).toBeVisible();
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("not drawn");
  return rect;
}

test.describe("full guide layout", () => {
  test("Quick Info names the difficulty and the distance once each, and dates the status by its day", async ({
    page,
    loginAs,
  }) => {
    await loginAs("member");
    await openFullTrail(page);
    const quickInfo = page.getByRole("tabpanel");
    await expect(quickInfo.getByRole("term")).toHaveText([
      "Difficulty",
      "Status",
      "Distance",
      "Road Condition",
      "Permit Required",
      "Season",
    ]);
    const difficulty = await quickInfo.getByTestId("technical-rating").locator("span").last().innerText();
    await expect(quickInfo.getByText(difficulty, { exact: true })).toHaveCount(1);
    await expect(quickInfo.getByText(/Distance/)).toHaveCount(1);
    await expect(quickInfo.getByText(/^\d+(\.\d+)? mi$/)).toHaveCount(1);
    await expect(quickInfo.getByText(/^Reported/)).toHaveText(/^Reported [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  test("on a phone the GPX and directions box comes right after the guide's facts, before the reviews", async ({
    page,
    loginAs,
  }) => {
    await loginAs("member");
    await page.setViewportSize(VIEWPORTS.phone);
    await openFullTrail(page);
    const information = await box(page.locator("section[aria-labelledby='trail-information-title']"));
    const side = await box(sideBox(page));
    const reviews = await box(page.locator("#addTrailReview"));
    expect(side.y).toBeGreaterThan(information.y + information.height);
    expect(side.y + side.height).toBeLessThan(reviews.y);
    await expect(sideBox(page).getByRole("button", { name: "Download GPX" })).toBeVisible();
  });

  test("on a desktop the sticky side box stays below the sticky header as the reader scrolls", async ({ page, loginAs }) => {
    await loginAs("member");
    await page.setViewportSize(VIEWPORTS.desktop);
    await openFullTrail(page);
    const header = page.locator("header.sticky").first();
    const side = await box(sideBox(page));
    const information = await box(page.locator("section[aria-labelledby='trail-information-title']"));
    // Beside the guide, as before.
    expect(side.x).toBeGreaterThan(information.x + information.width);

    // Far enough down that the box sticks, well before the end of the guide.
    await page.evaluate((top) => window.scrollTo(0, top), side.y + 600);
    await expect
      .poll(async () => {
        const headerBox = await box(header);
        return (await box(sideBox(page))).y - (headerBox.y + headerBox.height);
      })
      .toBeGreaterThanOrEqual(0);
    // Stuck in view, just below the header, not scrolled away with the page.
    const stuck = await box(sideBox(page));
    expect(stuck.y).toBeLessThan(VIEWPORTS.desktop.height / 4);
  });
});
