import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./factories";

interface TrailJson {
  id: number;
  slug: string;
  is_preview: boolean;
  state: { country_code: string; slug: string };
}

/** A published All-Access Preview trail: its reviews show to every reader, so a fresh free member can write and read one. */
async function previewTrailPath(page: Page): Promise<{ id: number; path: string }> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 80)) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailJson;
    if (trail.is_preview) return { id: trail.id, path: `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}` };
  }
  throw new Error("No listed preview trail");
}

const reviewCount = async (page: Page, trailId: number) =>
  ((await (await page.request.get(`/api/v2/reviews/trails/${trailId}/`)).json()) as { count: number }).count;

/** The trail page's review list, once the browser has loaded it (the page may re-render as it hydrates). */
async function openReviews(page: Page, path: string) {
  await page.goto(path);
  const section = page.locator("section[aria-labelledby=reviews-title]");
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(
      section
        .getByRole("article")
        .or(section.getByText(/^No reviews yet/))
        .first(),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe("staff review tools", () => {
  test("a super hides a fresh member's review with a reason, the trail drops it, the audit log shows it, and restore brings it back", async ({
    page,
    browser,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const title = `Washboard rant ${Date.now()}`;
    const reason = "Personal attack on another driver";
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a75" } })
      .jpeg()
      .toBuffer();

    // A fresh member writes a review with a photo on a preview trail.
    await signUpFreshReader(page, "review-moderation");
    const trail = await previewTrailPath(page);
    await openReviews(page, trail.path);
    await page.getByRole("button", { name: "Write a review", exact: true }).click();
    const form = page.getByRole("form", { name: "Add a review" });
    await form.getByLabel("Rating", { exact: true }).selectOption("1");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form
      .getByLabel("Your review", { exact: true })
      .fill("The driver ahead of us was a menace and should lose their licence.");
    await form
      .getByLabel("Add a photo", { exact: true })
      .setInputFiles({ name: "rant.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await form.getByRole("button", { name: "Post review" }).click();
    await expect(page.getByText("Thanks for your review!")).toBeVisible({ timeout: 10_000 });
    const countWithReview = await reviewCount(page, trail.id);

    // A visitor in a browser of their own sees it.
    const visitor = await browser.newPage();
    await openReviews(visitor, trail.path);
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toBeVisible();

    // The super finds it, hides it with a reason.
    await page.context().clearCookies();
    await loginAs("super");
    await page.goto(`/admin/trail-reviews?q=${encodeURIComponent(title)}`);
    const table = page.getByRole("region", { name: "Reviews" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText("Casey Trails");

    await table.getByRole("link", { name: title }).click();
    const panel = page.getByRole("region", { name: title });
    await expect(panel.getByRole("heading", { name: title })).toBeFocused();
    await expect(panel.getByRole("img", { name: "Photo 1 of the review" })).toBeVisible();
    // The reason is required: the form says so before sending anything.
    await panel.getByRole("button", { name: "Hide review" }).click();
    await expect(panel.getByText("Say why, for the audit log.")).toBeVisible();
    await panel.getByLabel("Reason to hide the review").fill(reason);
    await panel.getByRole("button", { name: "Hide review" }).click();
    await expect(page.getByText("The review is hidden.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Restore review" })).toBeVisible();
    await expect(panel.getByText(new RegExp(`^Hidden .+ by .+: ${reason}$`))).toBeVisible();
    const history = panel.getByRole("region", { name: "Staff history" });
    await expect(history.getByText("hidden", { exact: true })).toBeVisible();
    await expect(history.getByText(`Reason: ${reason}`)).toBeVisible();

    // Gone from the trail page and its count.
    await openReviews(visitor, trail.path);
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toHaveCount(0);
    expect(await reviewCount(visitor, trail.id)).toBe(countWithReview - 1);

    // The audit log has it.
    await page.goto(`/admin/audit-log?q=${encodeURIComponent(reason)}`);
    const log = page.getByRole("region", { name: "Staff changes" });
    await expect(log.getByRole("row", { name: new RegExp(`review .*hidden.*${reason}`) })).toBeVisible();

    // Restore brings it back.
    await page.goto(`/admin/trail-reviews?q=${encodeURIComponent(title)}&visibility=hidden`);
    await page.getByRole("region", { name: "Reviews" }).getByRole("link", { name: title }).click();
    await page.getByLabel("Reason to restore the review").fill("Appeal upheld after a second look");
    await page.getByRole("button", { name: "Restore review" }).click();
    await expect(page.getByText("The review shows again.")).toBeVisible();
    await openReviews(visitor, trail.path);
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toBeVisible();
    expect(await reviewCount(visitor, trail.id)).toBe(countWithReview);
    await visitor.close();
  });

  test("the preview comparison flags states with published trails and no preview, and lists scout routes by distance", async ({
    page,
    loginAs,
  }) => {
    await loginAs("super");
    await page.goto("/admin/preview-trail-comparison?coverage=missing");
    const states = page.getByRole("region", { name: "Preview trails by state" });
    await expect(page.getByRole("status").filter({ hasText: /published trails and no preview/ })).toBeVisible();
    await expect(states.getByText("No preview").first()).toBeVisible();

    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "By scout route" }).click();
    const routes = page.getByRole("region", { name: "Scout routes and their closest preview" });
    await routes.getByRole("link", { name: /^Distance/ }).click();
    await expect(page).toHaveURL(/sort=distance&order=asc/);
    // The address changes first; the rows follow once the sorted page has loaded.
    const distances = async () =>
      (await routes.getByRole("row").allInnerTexts())
        .slice(1)
        .map((row) => Number(/([\d.]+) mi/.exec(row)?.[1]))
        .filter(Number.isFinite);
    await expect
      .poll(
        async () => {
          const shown = await distances();
          return shown.length > 1 && shown.every((distance, index) => index === 0 || shown[index - 1]! <= distance);
        },
        { message: "the routes, nearest first" },
      )
      .toBe(true);
  });
});
