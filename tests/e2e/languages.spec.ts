// The interface in French and Spanish (ADR 0064): a visitor reads a state page in French by its
// address, with the other languages announced in the head, switches to Spanish with the footer's
// setting, and reads guide titles as they were written. A visitor who chooses kilometres reads them
// on a trail page and on its map's scale. A member reads a trail page's interface and its map's
// controls in French and a scout route's in Spanish, the guide's own words as written; a visitor reads
// the paywall in Spanish.
import type { Page } from "@playwright/test";
import { measures } from "../../shared/domain/units";
import { expect, test, expectMapReady } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";
import { pageTypes } from "./page-types";

const topTrailTitles = async (page: Page) =>
  page.getByRole("list", { name: /Utah/ }).first().getByRole("heading").allInnerTexts();

const searchResultTitles = async (page: Page) => page.getByTestId("search-results").getByRole("heading").allInnerTexts();

test.describe("languages and units", () => {
  test("a visitor reads a state page in French by its address, then in Spanish by the setting; guide titles stay as written", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/US/utah");
    const englishTitles = await topTrailTitles(page);
    expect(englishTitles.length).toBeGreaterThan(0);

    const response = await page.goto("/fr/US/utah");
    expect(response?.headers()["content-language"]).toBe("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    for (const [hreflang, path] of [
      ["en", "/US/utah"],
      ["fr", "/fr/US/utah"],
      ["es", "/es/US/utah"],
      ["x-default", "/US/utah"],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
    }
    await expect(page.getByRole("heading", { name: "Meilleurs sentiers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Carte des sentiers" }).first()).toBeVisible();
    expect(await topTrailTitles(page)).toEqual(englishTitles);

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Mejores rutas" })).toBeVisible();
    expect(await topTrailTitles(page)).toEqual(englishTitles);

    // The choice is kept: the English address now leads to the Spanish page.
    await page.goto("/US/utah");
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/US\/utah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a visitor who chooses kilometres reads them on a trail page and on its map's scale", async ({ page }) => {
    test.setTimeout(60_000);
    let trail: { path: string; length: number } | null = null;
    for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
      const json = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as {
        is_preview: boolean;
        length: number;
      };
      if (json.is_preview) {
        trail = { path, length: json.length };
        break;
      }
    }
    if (!trail) throw new Error("No preview trail is listed");

    await page.goto(trail.path);
    await page.getByRole("button", { name: "Kilometres" }).click();
    await expect(page).toHaveURL(new RegExp(`${trail.path}$`));
    // Quick Info's "Distance" fact, in kilometres.
    const distance = page.locator("dl > div", { has: page.locator("dt", { hasText: /^Distance$/ }) }).locator("dd");
    await expect(distance).toHaveText(measures("metric").distance(trail.length, 2));

    await page.getByRole("button", { name: "Explore the map" }).click();
    await expect(page.locator(".maplibregl-ctrl-scale")).toHaveText(/^\d+\s?(km|m)$/);
  });

  test("a fresh user picks Español on their profile; the next pages are in Spanish by their account, with no language cookie", async ({
    page,
  }) => {
    await signUpFreshReader(page, "espanol");
    await page.goto("/");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "My Garage" }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]+\/edit#garage$/);
    const settings = page.getByRole("region", { name: "Profile", exact: true });
    const language = settings.getByRole("group", { name: "Language" });
    await expect(language.getByLabel("English")).toBeChecked();
    await expect(language.getByRole("radio")).toHaveCount(3);
    await expect(language.getByLabel("Français")).toBeVisible();
    await settings.scrollIntoViewIfNeeded();

    await language.getByLabel("Español").check();
    await settings.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/es\/users\/[0-9a-f-]+\/edit$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("region", { name: "Perfil", exact: true }).getByLabel("Español")).toBeChecked();

    // The account chooses, not a cookie: an English address leads to the Spanish page.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("lang");
    await page.goto("/US/utah");
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await expect(page.getByRole("heading", { name: "Mejores rutas" })).toBeVisible();
  });

  test("a visitor who opens a member-only page in French logs in on the French page and comes back to it", async ({ page }) => {
    const email = await signUpFreshReader(page, "francais");
    await page.context().clearCookies();

    await page.goto("/fr/dashboard");
    await expect(page).toHaveURL(/\/fr\/login\?return_url=\/fr\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("rocky-road-2026");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    // Signed in, the login page sends the member straight back to the French page.
    await page.goto("/fr/login?return_url=/fr/dashboard");
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
  });

  test("a visitor on /fr reads the home page in French and searches from it in French", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.getByRole("heading", { level: 1, name: "Trouvez votre prochain sentier hors route" })).toBeVisible();
    // The tab, search results and shared links read French, and name the French page as the page.
    await expect(page).toHaveTitle("Trailguide : guides et cartes de sentiers hors route");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/fr$/);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_CA");
    await expect(page.getByRole("heading", { name: "Explorer par État ou province" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Allez plus loin avec All-Access" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Essai gratuit" }).first()).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Rechercher" })).toBeVisible();

    // The header's search overlay speaks French too.
    await page.getByRole("banner").getByRole("button", { name: "Rechercher" }).click();
    await expect(page.getByRole("dialog", { name: "Rechercher des sentiers" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Rechercher un sentier hors route" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Essayer la recherche avancée" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("main").getByRole("searchbox", { name: "Rechercher un sentier hors route" }).fill("moab");
    await page.getByRole("main").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/search\?q=moab/);
    await expect(page.getByRole("heading", { level: 1, name: "Résultats pour « moab »" })).toBeVisible();

    await page.goto("/es");
    await expect(page.getByRole("heading", { level: 1, name: "Encuentra tu próxima ruta todoterreno" })).toBeVisible();
  });

  test("/es/search shows Spanish filters and result words while guide titles stay as written", async ({ page }) => {
    await page.goto("/search?q=moab");
    const englishTitles = await searchResultTitles(page);
    expect(englishTitles.length).toBeGreaterThan(0);

    await page.goto("/es/search?q=moab");
    await expect(page.getByRole("heading", { level: 1, name: "Resultados para “moab”" })).toBeVisible();
    await expect(page.getByText(/^\d+ resultados?$/)).toBeVisible();
    for (const label of ["Palabra clave", "Ordenar por", "Tipo de contenido", "Estado", "Dificultad desde", "Estrellas mín."]) {
      await expect(page.getByLabel(new RegExp(`^${label}`))).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Tipos de contenido" }).getByRole("link", { name: /^Todo/ })).toBeVisible();
    await expect(
      page
        .getByTestId("search-results")
        .getByText(/^Ruta$/)
        .first(),
    ).toBeVisible();
    expect(await searchResultTitles(page)).toEqual(englishTitles);

    await page.goto("/fr/search?q=moab");
    await expect(page.getByLabel(/^Mot-clé/)).toBeVisible();
    expect(await searchResultTitles(page)).toEqual(englishTitles);
  });

  test("/fr/pricing reads in French with the prices as they are", async ({ page }) => {
    await page.goto("/pricing");
    // "$39.99 / year": the price, then its words.
    const englishLine = await page
      .getByRole("region", { name: "All-Access" })
      .getByText(/^\$[\d.]+/)
      .first()
      .innerText();
    const price = englishLine.replace(" / year", "");

    await page.goto("/fr/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Tarifs" })).toBeVisible();
    const allAccess = page.getByRole("region", { name: "All-Access" });
    await expect(allAccess.getByText("Le plus populaire")).toBeVisible();
    await expect(allAccess.getByText(/^\$[\d.]+/).first()).toHaveText(`${price} / an`);
    await expect(allAccess.getByText(/^\d+ jours gratuits, puis \$[\d.]+ par an\. Annulez en tout temps\./)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Gratuit" }).getByRole("link", { name: "Créer un compte gratuit" }),
    ).toBeVisible();

    await page.goto("/es/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Precios" })).toBeVisible();
    await expect(page.getByRole("region", { name: "All-Access" }).getByText("El más popular")).toBeVisible();
  });

  test("region and town pages read in French and Spanish", async ({ page }) => {
    const types = await pageTypes(async (path) => (await page.request.get(path)).text());
    const regionPath = types.find((type) => type.name === "region")!.path;

    await page.goto(`/fr${regionPath}`);
    await expect(page.getByRole("heading", { name: "Sentiers", exact: true })).toBeVisible();
    await expect(page.getByText(/^Une région de /)).toBeVisible();
    await page.goto(`/es${regionPath}`);
    await expect(page.getByRole("heading", { name: "Rutas", exact: true })).toBeVisible();

    await page.goto("/es/best-trails");
    await expect(page.getByRole("heading", { level: 1, name: "Mejores rutas por pueblo" })).toBeVisible();
    const townPath = await page
      .getByRole("list", { name: /^Pueblos con rutas en / })
      .first()
      .getByRole("link")
      .first()
      .getAttribute("href");
    expect(townPath).toMatch(/^\/es\/.+\/best-trails$/);

    await page.goto(townPath!);
    await expect(page.getByRole("heading", { level: 1, name: /^Mejores rutas cerca de / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ rutas?$/ })).toBeVisible();
    await page.goto(townPath!.replace(/^\/es/, "/fr"));
    await expect(page.getByRole("heading", { level: 1, name: /^Meilleurs sentiers près de / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^\d+ sentiers?$/ })).toBeVisible();
  });

  test("a member reads a trail page in French and a scout route in Spanish; the guides' own words stay as written", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpFreshReader(page, "french-trail");
    await startComplementaryTrial(page);
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(trailPath!)}/`)).json()) as { title: string };

    await page.goto(trailPath!);
    await page.getByRole("tab", { name: "Description" }).click();
    const description = await page.getByRole("tabpanel").textContent();

    await page.goto(`/fr${trailPath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(trail.title);
    await expect(page.getByRole("heading", { name: "Renseignements sur le sentier" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "En bref" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("Cote technique", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Télécharger le GPX" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Partager cet itinéraire" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Suggérer une modification" })).toBeVisible();
    await page.getByRole("tab", { name: "Description" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("", { timeout: 1000 });
    expect(await page.getByRole("tabpanel").textContent()).toBe(description);
    await page.getByRole("tab", { name: "En bref" }).click();

    await page.getByRole("button", { name: "Explorer la carte" }).click();
    await expectMapReady(page.getByTestId("trail-map"));
    await expect(page.getByRole("button", { name: "Zoom avant" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zoom arrière" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Agrandir la carte" })).toBeVisible();

    const [scoutRoutePath] = await sitemapGuidePaths(page, "scout-routes");
    const scoutRoute = (await (await page.request.get(`/api/v3/scout-routes/${guideIdOf(scoutRoutePath!)}/`)).json()) as {
      title: string;
    };
    await page.goto(`/es${scoutRoutePath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(scoutRoute.title);
    await expect(page.getByRole("heading", { name: "Información de la ruta" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Datos rápidos" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Descargar GPX" })).toBeVisible();
    await expect(page.getByText("Explorada por", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Explorar el mapa" }).click();
    await expectMapReady(page.getByTestId("scout-route-map"));
    await expect(page.getByRole("button", { name: "Acercar" })).toBeVisible();
  });

  test("a visitor reads a trail's paywall in Spanish", async ({ page }) => {
    test.setTimeout(60_000);
    let paidPath: string | null = null;
    for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
      const json = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as { is_preview: boolean };
      if (!json.is_preview) {
        paidPath = path;
        break;
      }
    }
    if (!paidPath) throw new Error("No paid trail is listed");

    await page.goto(`/es${paidPath}`);
    await expect(
      page.getByRole("heading", { name: /^Todas las guías de rutas con todo detalle por .+\/semana\*$/ }),
    ).toBeVisible();
    await expect(page.getByText("Puntos de referencia detallados")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Comienza una prueba gratis de 7 días de la membresía All-Access" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver las reseñas con All-Access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reseñas" })).toBeVisible();
  });
});
