import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";

/** The first published ORV park the sitemap lists, as a path under its state. */
async function firstOrvParkPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const url = /<loc>([^<]+\/orv-parks\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  if (!url) throw new Error("The sitemap lists no ORV park");
  return new URL(url).pathname;
}

test.describe("place pages", () => {
  test("the state page shows trail cards that lead to trail pages", async ({ page }) => {
    await page.goto("/US/utah");
    await expect(page.getByRole("heading", { level: 1, name: "Utah" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Top Trails" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Top trails in Utah" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const firstLink = cards.first().getByRole("link");
    await expect(firstLink).toHaveAttribute("href", /^\/US\/utah\/trails\/\d+-[a-z0-9-]+$/);
    await expect(cards.first().getByText(/\d+(\.\d)? mi$/)).toBeVisible();
    await expect(cards.first().getByRole("img", { name: /out of 5 stars/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Moab/ }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/US\/utah$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    expect(jsonLd.some((text) => text.includes('"ItemList"'))).toBe(true);

    const href = await firstLink.getAttribute("href");
    await firstLink.click();
    await expect(page).toHaveURL(href!);
  });

  test("a state page leads to every one of its guides: on the map, fitted to them, and as a list", async ({ page }) => {
    await page.goto("/US/utah");
    const onMap = page.getByRole("link", { name: /^See all [\d,]+ on the map$/ });
    await expect(onMap).toHaveAttribute("href", "/map?state=UT");
    await onMap.click();
    await expectMapReady(page.getByTestId("main-map"));
    // The view flies to Utah's guides, and the address follows it.
    await expect
      .poll(
        () => {
          const center = new URL(page.url()).searchParams.get("center")?.split(",").map(Number);
          return center !== undefined && center[0]! > -115 && center[0]! < -108 && center[1]! > 36 && center[1]! < 43;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect(page.getByTestId("map-result-count")).toHaveText(/^[\d,]+ results? in view$/, { timeout: 15_000 });
    await expect(page).toHaveURL(/state=UT/);

    // The page's own map: Utah's outline with a dot at each guide's trailhead, opening the same map.
    await page.goto("/US/utah");
    const stateMap = page.getByRole("region", { name: "Utah on the map" });
    const drawn = stateMap.getByRole("img", { name: /^Map of \d+ guide trailheads in Utah$/ });
    await expect(drawn).toBeVisible();
    const dots = Number(/Map of (\d+)/.exec((await drawn.getAttribute("aria-label"))!)![1]);
    expect(dots).toBeGreaterThan(0);
    await expect(drawn.locator("circle")).toHaveCount(dots);
    await expect(stateMap.getByRole("link")).toHaveAttribute("href", "/map?state=UT");

    await page.getByRole("link", { name: "List every trail" }).click();
    await expect(page).toHaveURL(/\/search\?state=UT&type=trails$/);
    const results = page.locator('li[data-index="trails"]');
    await expect(results.first()).toContainText("Utah");
  });

  test("a state with no guide says so, promises nothing below, and asks not to be indexed", async ({ page }) => {
    // The demo plans no guide in Nunavut (server/db/seed/demo-content-plan.ts).
    await page.goto("/CAN/nunavut");
    await expect(page.getByText("No trail guides, scout routes or ORV parks in Nunavut yet.")).toBeVisible();
    await expect(page.getByText("No trail guides for Nunavut yet.", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/CAN/nunavut<");
  });

  test("/states/UT renders the state page with the canonical link to /US/utah", async ({ page }) => {
    await page.goto("/states/UT");
    await expect(page.getByRole("heading", { level: 1, name: "Utah" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/US\/utah$/);
  });

  test("a region page lists its trails", async ({ page }) => {
    await page.goto("/US/utah/regions/moab");
    await expect(page.getByRole("heading", { level: 1, name: "Moab" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Trails in Moab" }).getByRole("link", { name: "Hell's Revenge" })).toBeVisible();

    await page.goto("/regions/moab");
    await expect(page.getByRole("heading", { level: 1, name: "Moab" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/US\/utah\/regions\/moab$/);
  });

  test("an ORV park page shows the park's facts and nearby trails", async ({ page }) => {
    const path = await firstOrvParkPath(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Park facts" })).toBeVisible();
    await expect(page.getByText("Acreage")).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes("TouristAttraction"))).toBe(true);

    const slug = path.split("/").at(-1)!;
    await page.goto(`/orv-parks/${slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "Park facts" })).toBeVisible();
  });

  test("an unknown ORV park is the 404 page", async ({ page }) => {
    const response = await page.goto("/US/utah/orv-parks/no-such-park");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found: /US/utah/orv-parks/no-such-park")).toBeVisible();
  });

  test("a city best-trails list shows cards near the town, and the old path moves to it", async ({ page }) => {
    await page.goto("/US/utah/moab/best-trails");
    await expect(page.getByRole("heading", { level: 1, name: "Best Trails near Moab, Utah" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Hell's Revenge" })).toBeVisible();

    await page.goto("/us/utah/moab/beginner-trails");
    await expect(page).toHaveURL(/\/US\/utah\/moab\/beginner-trails$/);
    await expect(page.getByRole("heading", { level: 1, name: "Beginner Trails near Moab, Utah" })).toBeVisible();

    await page.goto("/best-trails/utah/moab");
    await expect(page).toHaveURL(/\/US\/utah\/moab\/best-trails$/);
  });

  test("the best-trails index groups states by country", async ({ page }) => {
    await page.goto("/best-trails");
    await expect(page.getByRole("heading", { level: 2, name: "United States" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Towns with trails in Utah" }).getByRole("link", { name: "Moab" }),
    ).toHaveAttribute("href", "/US/utah/moab/best-trails");
  });

  test("a town with beginner trails links to its beginner list from the state page, and only such towns are indexed", async ({
    page,
  }) => {
    const { results } = (await (await page.request.get("/api/v2/cities/?state=UT&page_size=100")).json()) as {
      results: { name: string; slug: string; beginner_trail_count: number }[];
    };
    const withBeginner = results.filter((town) => town.beginner_trail_count > 0);
    const without = results.find((town) => town.beginner_trail_count === 0);
    expect(withBeginner.length).toBeGreaterThan(0);

    await page.goto("/US/utah");
    const beginnerLinks = page.getByRole("list", { name: "Towns with beginner trails in Utah" }).getByRole("link");
    await expect(beginnerLinks).toHaveCount(withBeginner.length);
    const town = withBeginner[0]!;
    await beginnerLinks.filter({ hasText: town.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/US/utah/${town.slug}/beginner-trails$`));
    await expect(page.getByRole("heading", { level: 1, name: `Beginner Trails near ${town.name}, Utah` })).toBeVisible();
    // Its cards are Easy or Moderate only.
    const cards = page.getByRole("list", { name: `Beginner Trails near ${town.name}, Utah` });
    await expect(cards).toContainText(/(Easy|Moderate) ?\(/);
    await expect(cards).not.toContainText(/(Difficult|Severe|Extreme) ?\(/);

    await page.goto("/beginner-trails");
    const utahTowns = page.getByRole("list", { name: "Towns with trails in Utah" });
    await expect(utahTowns.getByRole("link", { name: town.name, exact: true })).toHaveAttribute(
      "href",
      `/US/utah/${town.slug}/beginner-trails`,
    );
    if (without) await expect(utahTowns.getByRole("link", { name: without.name, exact: true })).toHaveCount(0);
  });
});
