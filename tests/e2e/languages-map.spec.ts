// The trail map in French and Spanish (ADR 0064): a metric visitor reads /fr/map's layers menu,
// filters and measure tool in French, in kilometres; a member works in My Content in Spanish (an
// imported GPX, its list and its figures); the shared page of a track reads in French.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";
import { GPX_FIXTURES } from "../fixtures/fixtures";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const SAMPLE_FILE = "run-gpxtpx.gpx";
const SAMPLE_TRACK = "Lunch run over Nob Hill";

const map = (page: Page) => page.getByTestId("main-map");
const panel = (page: Page) => page.getByTestId("my-content-panel");

test.describe("the trail map in French and Spanish", () => {
  test("a metric visitor reads /fr/map's layers, filters and measure tool in French, in kilometres", async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "units", value: "metric", url: baseURL! }]);
    await page.goto("/fr/map?center=-111.5,39.5&zoom=9");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Carte des sentiers | Trailguide");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Trouvez des sentiers hors route/);
    await expect(page.getByRole("heading", { level: 1, name: "Carte des sentiers" })).toBeVisible();
    await expectMapReady(map(page));
    await expect(page.getByTestId("map-result-count")).toHaveText(
      /^(\d[\d\s\u202f]* résultats? dans la vue|Recherche des résultats…)$/,
    );
    await expect(page.getByRole("tab", { name: "Dans la vue" })).toBeVisible();

    // The layers menu: basemaps, overlays, and the locked recent conditions with the way to them.
    await page.getByRole("button", { name: "Couches" }).click();
    await expect(page.getByText("Couches de la carte")).toBeVisible();
    const basemaps = page.getByRole("group", { name: "Fond de carte" });
    await expect(basemaps.getByLabel("De base (fonctionne hors ligne)")).toBeVisible();
    const overlays = page.getByRole("group", { name: "Superpositions" });
    await expect(overlays.getByRole("checkbox", { name: "Terres publiques" })).toBeVisible();
    await expect(overlays.getByRole("checkbox", { name: "Conditions récentes" })).toBeDisabled();
    await expect(overlays.getByText("Les conditions récentes signalées par les membres font partie d'All-Access.")).toBeVisible();
    const trial = overlays.getByRole("link", { name: "Commencer un essai gratuit de 7 jours" });
    await expect(trial).toHaveAttribute("href", "/fr/all-access");
    await expect(overlays.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", /^\/fr\/login\?return_url=/);
    await overlays.getByRole("checkbox", { name: "Terres publiques" }).check();
    await expect(page.getByText("Autres terres publiques")).toBeVisible();
    await page.getByRole("button", { name: "Fermer les couches" }).click();

    // The filters.
    await page.getByRole("tab", { name: "Filtres" }).click();
    const filters = page.getByRole("form", { name: "Filtres de la carte" });
    await expect(filters.getByRole("group", { name: "Difficulté" })).toBeVisible();
    await expect(filters.getByRole("combobox").first()).toContainText("1 · Facile");
    await expect(filters.getByRole("group", { name: "Points d'attention" })).toBeVisible();
    await expect(filters.getByLabel("Sable profond")).toBeVisible();
    await expect(filters.getByLabel("Convient à mon véhicule")).toBeDisabled();
    await filters.getByLabel("Parcs VHR").uncheck();
    await expect(page.getByRole("tab", { name: "Filtres (1)" })).toBeVisible();
    await expect(filters.getByRole("button", { name: "Réinitialiser les filtres" })).toBeVisible();
    await filters.getByRole("button", { name: "Réinitialiser les filtres" }).click();

    // The measure tool, in kilometres with a decimal comma.
    await page.getByRole("button", { name: "Mesurer" }).click();
    const measure = page.getByRole("region", { name: "Mesurer une distance" });
    await expect(measure.getByText("Cliquez sur la carte pour commencer à mesurer.")).toBeVisible();
    await expect(page.getByTestId("measure-distance")).toHaveText("0 m");
    const box = (await map(page).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(page.getByTestId("measure-distance")).toHaveText(/^\d+,\d{2} km$/);
    await expect(measure.getByRole("button", { name: "Défaire" })).toBeEnabled();
    await expect(measure.getByRole("button", { name: "Terminé" })).toBeVisible();

    // A visitor's My Content tab: what All-Access adds, in French.
    await page.getByRole("tab", { name: "Mon contenu" }).click();
    await expect(page.getByRole("heading", { name: "Mon contenu fait partie d'All-Access" })).toBeVisible();
  });

  test("a member imports a GPX in My Content in Spanish and shares it; its page reads in French", async ({ page }) => {
    await signUpFreshReader(page, "mi-contenido");
    await startComplementaryTrial(page);
    await page.goto("/es/map?active-tab=my-content");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Mapa de rutas | Trailguide");
    await expectMapReady(map(page));
    await expect(panel(page).getByRole("heading", { name: "Recorridos (0)" })).toBeVisible({ timeout: 10_000 });
    await expect(panel(page).getByText("Aún no hay recorridos: dibuja uno en el mapa o importa un archivo GPX.")).toBeVisible();
    await expect(panel(page).getByRole("heading", { name: "Zonas de privacidad" })).toBeVisible();

    await panel(page).getByRole("button", { name: "Importar", exact: true }).click();
    await expect(panel(page).getByRole("heading", { name: "Importar archivos" })).toBeVisible();
    await panel(page)
      .getByLabel("elige archivos")
      .setInputFiles({
        name: SAMPLE_FILE,
        mimeType: "application/gpx+xml",
        buffer: await readFile(path.join(GPX_FIXTURES, SAMPLE_FILE)),
      });
    const results = panel(page).getByRole("list", { name: "Resultados de la importación" });
    await expect(results).toContainText(`${SAMPLE_FILE}: 1 recorrido y 0 puntos de referencia importados`, {
      timeout: 15_000,
    });

    // A file the server refuses says why, in Spanish.
    await panel(page)
      .getByLabel("elige archivos")
      .setInputFiles({ name: "notas.gpx", mimeType: "application/gpx+xml", buffer: Buffer.from("no es un recorrido") });
    await expect(results).toContainText("notas.gpx: no es un archivo GPX, KML ni GeoJSON");

    await expect(panel(page).getByRole("heading", { name: "Recorridos (1)" })).toBeVisible();
    const item = panel(page).getByTestId("my-content-track").filter({ hasText: SAMPLE_TRACK });
    // Its figures: length, then the climb and descent in Spanish.
    await expect(item.getByText(/^[\d.]+ mi · [\d,]+ ft de ascenso · [\d,]+ ft de descenso$/)).toBeVisible();
    await expect(item.getByRole("button", { name: `Mostrar ${SAMPLE_TRACK} en el mapa` })).toBeVisible();
    await expect(item.getByLabel(`Exportar ${SAMPLE_TRACK}`)).toBeVisible();

    await item.getByRole("button", { name: `Elevación de ${SAMPLE_TRACK}` }).click();
    const elevation = page.getByRole("dialog", { name: `Elevación de ${SAMPLE_TRACK}` });
    await expect(elevation.getByText(/ de ascenso · /)).toBeVisible();
    await elevation.getByRole("button", { name: "Close" }).click();

    const share = item.getByRole("switch", { name: `Compartir ${SAMPLE_TRACK} por enlace` });
    await share.click();
    await expect(share).toBeChecked();
    await expect(page.getByText("Ahora cualquiera con el enlace puede verlo.")).toBeVisible();
    await expect(item.getByRole("button", { name: "Copiar enlace" })).toBeVisible();

    const sharedPath = new URL(await item.getByLabel(`Enlace a ${SAMPLE_TRACK}`).inputValue()).pathname;
    await page.goto(`/fr${sharedPath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: SAMPLE_TRACK })).toBeVisible();
    await expect(page.getByText("Trace partagée")).toBeVisible();
    await expect(page.getByText("Partagé par Casey Trails")).toBeVisible();
    for (const label of ["Longueur", "Montée", "Descente", "Points"]) {
      await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Télécharger" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tracé GPX pour appareils GPS" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Une trace \(.+\) partagée par Casey Trails\./,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/fr${sharedPath}$`));
    await expectMapReady(page.getByTestId("shared-content-map"));
  });
});
