// Content and place pages in French and Spanish (ADR 0064): a French state page's title, description
// and canonical link; a Spanish ORV park page; the French blog and a post's date; the French 404 page;
// and the header's search button, which opens the French search page before any script runs.
import { expect, test } from "./fixtures";
import { pageTypes } from "./page-types";

const FRENCH_MONTHS = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";

test.describe("content pages in French and Spanish", () => {
  test("a French state page has a French title and description, and names itself as canonical", async ({ page, baseURL }) => {
    await page.goto("/fr/US/utah");
    await expect(page).toHaveTitle(
      "Utah, États-Unis : sentiers hors route, itinéraires de reconnaissance et parcs VHR | Trailguide",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Hors route en Utah : \d+ guides de sentiers/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/fr/US/utah`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_CA");
    const breadcrumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(["Accueil", "États-Unis", "Utah"]);
  });

  test("a Spanish ORV park page reads in Spanish, with links that keep the language", async ({ page, baseURL }) => {
    const types = await pageTypes(async (path) => (await page.request.get(path)).text());
    const park = types.find((type) => type.name === "ORV park")!;
    await page.goto(`/es${park.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(/: parque todoterreno en .+ \| Trailguide$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /, un parque todoterreno cerca de /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/es${park.path}`);
    await expect(page.getByRole("heading", { name: "El parque en breve" })).toBeVisible();
    await expect(page.getByText("Ubicación", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Rutas cercanas" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
  });

  test("the French blog lists posts with French dates, and a post says who wrote it and when in French", async ({ page }) => {
    await page.goto("/fr/blog");
    await expect(page).toHaveTitle("Blogue | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Blogue Trailguide" })).toBeVisible();
    const firstDate = page.locator("main time").first();
    await expect(firstDate).toHaveText(new RegExp(`^\\d{1,2} (${FRENCH_MONTHS}) \\d{4}$`));

    const firstPost = page.locator("main article h2 a").first();
    const postHref = await firstPost.getAttribute("href");
    expect(postHref).toMatch(/^\/fr\/blog\/[a-z0-9-]+$/);
    await firstPost.click();
    await expect(page).toHaveURL(new RegExp(`${postHref}$`));
    await expect(page.getByText("Par", { exact: false }).first()).toBeVisible();
    await expect(page.locator("header time")).toHaveText(new RegExp(`^\\d{1,2} (${FRENCH_MONTHS}) \\d{4}$`));
    await expect(page.getByRole("region", { name: "À propos de l'auteur" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Blogue" })).toHaveAttribute(
      "href",
      "/fr/blog",
    );
  });

  test("the French 404 page says so in French and leads back to the French home", async ({ page }) => {
    const response = await page.goto("/fr/nulle-part");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page introuvable");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Page introuvable, remettons-vous sur le sentier.")).toBeVisible();
    await expect(page.getByText("Page introuvable : /fr/nulle-part")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Aller à l'accueil" })).toHaveAttribute("href", "/fr");
    await expect(page.getByRole("link", { name: "Voir la carte des sentiers" })).toHaveAttribute("href", "/fr/map");
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  });

  test("without JavaScript, the header's search button on a French page opens the French search page", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/fr/US/utah");
    await page.getByRole("banner").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/search\??$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("textbox", { name: "Mot-clé" }).or(page.getByRole("searchbox", { name: "Mot-clé" })),
    ).toBeVisible();
    await context.close();
  });
});
