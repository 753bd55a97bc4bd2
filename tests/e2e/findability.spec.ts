// What search engines and link previews read (issue 14): a guide page describes the guide as a
// place with its breadcrumb, and the home, about and announcement pages name their canonical URL
// and carry Open Graph tags.
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { structuredData } from "./structured-data";

test.describe("findability", () => {
  test("a trail page, read by a visitor who has not paid, describes the trail as a place with its breadcrumb", async ({
    page,
  }) => {
    const [path] = await sitemapGuidePaths(page, "trails");
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path!)}/`)).json()) as {
      title: string;
      nearest_town_name: string;
      state: { title: string };
      review_count: number;
    };
    await page.goto(path!);
    const blocks = await structuredData(page);
    const place = blocks.find((block) => block["@type"] === "TouristAttraction");
    expect(place).toMatchObject({
      name: trail.title,
      url: new URL(path!, page.url()).href,
      address: { addressLocality: trail.nearest_town_name, addressRegion: trail.state.title },
      geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    if (trail.review_count > 0) expect(place).toMatchObject({ aggregateRating: { reviewCount: trail.review_count } });
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["Home", trail.state.title, trail.title]);
  });

  for (const path of ["/", "/about-us", "/announcements/1"]) {
    test(`${path} names its canonical URL and carries Open Graph tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, page.url()).href);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new URL(path, page.url()).href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /\S/);
    });
  }
});
