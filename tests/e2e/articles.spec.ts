import { expect, test } from "./fixtures";
import { E2E_APP_STORE_URL, E2E_PLAY_STORE_URL } from "./app-stores";
import { PRICES } from "./membership-helpers";
import { structuredDataTypes } from "./structured-data";

test.describe("blog, events and content pages", () => {
  test("the blog home leads to a post with a table of contents and an author box", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Trailguide Blog" })).toBeVisible();
    const firstPost = page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link");
    const title = (await firstPost.textContent()) ?? "";
    await firstPost.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "Table of contents" }).locator("visible=true");
    await expect(toc).toHaveCount(1);
    const firstEntry = toc.getByRole("link").first();
    const target = (await firstEntry.getAttribute("href")) ?? "";
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await expect(page.locator(`h2${target}`)).toHaveCount(1);
    await expect(page.getByRole("region", { name: "About the author" })).toBeVisible();
    expect(await structuredDataTypes(page)).toContain("BlogPosting");
  });

  test("an author page lists the author's posts", async ({ page }) => {
    await page.goto("/blog/authors/jamie-rivers");
    await expect(page.getByRole("heading", { level: 1, name: "Jamie Rivers" })).toBeVisible();
  });

  test("the footer leads to the events, upcoming first, and an event page shows when, where and what to expect", async ({
    page,
    request,
  }) => {
    const upcoming = (await (await request.get("/api/v2/events/?upcoming=true")).json()) as { slug: string; title: string }[];
    expect(upcoming.length).toBeGreaterThan(0);
    await page.goto("/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "Events", exact: true }).click();
    await expect(page).toHaveURL("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    const upcomingList = page.getByRole("region", { name: "Upcoming events" });
    await expect(upcomingList.getByRole("heading", { level: 3 })).toHaveText(upcoming.map((event) => event.title));

    const event = upcoming[0]!;
    await upcomingList.getByRole("link", { name: event.title }).click();
    await expect(page).toHaveURL(`/events/${event.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText("When", { exact: true })).toBeVisible();
    await expect(page.getByText("Where", { exact: true })).toBeVisible();
    expect(await structuredDataTypes(page)).toContain("Event");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL("/events");
  });

  test("the blog links to the events, and the events page reads in French", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("main").getByRole("link", { name: "See upcoming trail events" }).click();
    await expect(page).toHaveURL("/events");
    await page.goto("/fr/events");
    await expect(page.getByRole("heading", { level: 1, name: "Événements" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Événements à venir" })).toBeVisible();
  });

  test("/terms-of-service?mobile hides the header and footer", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.goto("/terms-of-service?mobile");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("a company page and a feature page render from Markdown", async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await page.goto("/features/apple-carplay");
    await expect(page.getByRole("heading", { level: 1, name: "Trailguide on Apple CarPlay" })).toBeVisible();
  });

  test("/technical-ratings shows the five levels", async ({ page }) => {
    await page.goto("/technical-ratings");
    const levels = page.getByTestId("difficulty-level");
    await expect(levels).toHaveCount(5);
    for (const label of ["Easy", "Moderate", "Difficult", "Severe", "Extreme"]) {
      await expect(levels.filter({ hasText: label })).toHaveCount(1);
    }
    await expect(page.getByText("High Water Crossings")).toBeVisible();
  });

  test("/badge-of-honor explains the bronze, silver and gold badges", async ({ page }) => {
    await page.goto("/badge-of-honor");
    for (const tier of ["Bronze", "Silver", "Gold"]) await expect(page.getByText(tier, { exact: true })).toBeVisible();
  });

  test("Support in the footer opens the site's help centre, which leads to its articles", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Support" }).click();
    await expect(page).toHaveURL("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help centre" })).toBeVisible();
    const firstArticle = page.getByRole("main").getByRole("region").first().getByRole("link").first();
    const title = (await firstArticle.textContent()) ?? "";
    await firstArticle.click();
    await expect(page).toHaveURL(/\/help\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Help centre" }).click();
    await expect(page).toHaveURL("/help");
  });

  test("/apps links to both stores", async ({ page }) => {
    await page.goto("/apps");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", E2E_APP_STORE_URL);
    await expect(main.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", E2E_PLAY_STORE_URL);
  });

  test(`/pricing shows ${PRICES.yearly} a year, ${PRICES.weekly} a week and starts the trial at /all-access`, async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByText(PRICES.yearly).first()).toBeVisible();
    await expect(page.getByText(PRICES.weekly)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/all-access");
    await expect(page.getByRole("link", { name: "See the five-year plan" })).toHaveAttribute("href", "/all-access/five-year");
  });
});
