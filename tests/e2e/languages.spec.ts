// The interface in French and Spanish (ADR 0064): a visitor reads a state page in French by its
// address, with the other languages announced in the head, switches to Spanish with the footer's
// setting, and reads guide titles as they were written. A visitor who chooses kilometres reads them
// on a trail page and on its map's scale. A member reads a trail page's interface and its map's
// controls in French and a scout route's in Spanish, the guide's own words as written; a visitor reads
// the paywall in Spanish.
import type { Page } from "@playwright/test";
import { formatDistance } from "../../shared/domain/units";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader, startComplementaryTrial } from "./membership-helpers";

const topTrailTitles = async (page: Page) =>
  page.getByRole("list", { name: /Utah/ }).first().getByRole("heading").allInnerTexts();

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
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "state-page-french");

    await page.getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/US\/utah$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { name: "Mejores rutas" })).toBeVisible();
    expect(await topTrailTitles(page)).toEqual(englishTitles);
    await screenshotBothWidths(page, "state-page-spanish");

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
    await expect(page.getByText(`Distance ${formatDistance(trail.length, "metric", 2)}`, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Distance [\d.]+ mi$/)).toHaveCount(0);

    await page.getByRole("button", { name: "Explore the map" }).click();
    await expect(page.locator(".maplibregl-ctrl-scale")).toHaveText(/^\d+\s?(km|m)$/);
    await screenshotBothWidths(page, "trail-metric-visitor");
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
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "trail-page-french-member");

    await page.getByRole("button", { name: "Explorer la carte" }).click();
    await expect(page.getByTestId("trail-map")).toHaveAttribute("data-map-state", "ready");
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
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "scout-route-spanish-member");
    await page.getByRole("button", { name: "Explorar el mapa" }).click();
    await expect(page.getByTestId("scout-route-map")).toHaveAttribute("data-map-state", "ready");
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
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "trail-paywall-spanish");
  });
});
