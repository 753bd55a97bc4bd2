// /orv-parks/{slug} (issue 34 item 21): a slug two states' parks share asks which park, linking to
// each at its full state URL; a slug of one park opens that park.
import type { Page } from "@playwright/test";
import type { OrvParkCard } from "../../shared/contracts/places.contract";
import { expect, test } from "./fixtures";

/** Every published park, read from the API. */
async function allParks(page: Page): Promise<OrvParkCard[]> {
  const response = await page.request.get("/api/v2/orv-parks/?page_size=100");
  return ((await response.json()) as { results: OrvParkCard[] }).results;
}

const fullPath = (park: OrvParkCard) => `/${park.state.country_code}/${park.state.slug}/orv-parks/${park.slug}`;

test.describe("ORV park short URL", () => {
  test("a slug two states' parks share shows both, each link opening its park; the page is not indexed", async ({ page }) => {
    const parks = await allParks(page);
    const sharing = parks.filter((park) => parks.some((other) => other.slug === park.slug && other.id !== park.id));
    const slug = sharing[0]?.slug;
    if (!slug) throw new Error("The demo content has no two parks that share a slug");
    const named = sharing.filter((park) => park.slug === slug);
    expect(named.length).toBeGreaterThan(1);

    const response = await page.goto(`/orv-parks/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(named[0]!.title);
    await expect(page.getByText("More than one ORV park has this name. Which one do you mean?")).toBeVisible();
    const choices = page.getByRole("list", { name: `ORV parks named ${named[0]!.title}` }).getByRole("link");
    await expect(choices).toHaveCount(named.length);

    for (const park of named) {
      await page.goto(`/orv-parks/${slug}`);
      await page.getByRole("link", { name: `${park.title} in ${park.state.title}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${fullPath(park)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(park.title);
      await expect(page.getByText(`Near ${park.nearest_town_name}, ${park.state.title}`).first()).toBeVisible();
    }
  });

  test("the French page asks in French", async ({ page }) => {
    const parks = await allParks(page);
    const shared = parks.find((park) => parks.some((other) => other.slug === park.slug && other.id !== park.id))!;
    await page.goto(`/fr/orv-parks/${shared.slug}`);
    await expect(page.getByText("Plus d'un parc VHR porte ce nom. Lequel cherchez-vous?")).toBeVisible();
    await expect(page.getByRole("link", { name: `${shared.title} en ${shared.state.title}` })).toHaveAttribute(
      "href",
      `/fr${fullPath(shared)}`,
    );
  });

  test("a slug only one park has opens that park, as before", async ({ page }) => {
    const parks = await allParks(page);
    const unique = parks.find((park) => parks.filter((other) => other.slug === park.slug).length === 1)!;
    const response = await page.goto(`/orv-parks/${unique.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unique.title);
    await expect(page.getByRole("heading", { name: "Park facts" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${fullPath(unique)}$`));
  });
});
