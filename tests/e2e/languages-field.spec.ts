// Trail conditions, the printed guide and Saved for offline in French and Spanish (ADR 0064): a member
// reports conditions from a French conditions page, reads the printed guide in Spanish and prints it
// in French, and opens their saved guides and the save choice in French. Links keep the language.
import { execFile } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, PACK_PLAN_TIMEOUT_MS, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const run = promisify(execFile);
const OUTPUT_DIR = "test-results/print";

interface TrailJson {
  id: number;
  is_preview: boolean;
  title: string;
  slug: string;
  state: { country_code: string; slug: string };
  waypoints?: { name: string }[];
  points_of_concern?: string[];
  original_publish_date: string | null;
  last_published_date: string | null;
  new_edition_date: string | null;
}

/** A listed trail that only members read in full, with waypoints and points of concern. */
async function memberTrail(page: Page): Promise<TrailJson & { path: string }> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailJson;
    if (!trail.is_preview && (trail.waypoints?.length ?? 0) > 0 && (trail.points_of_concern?.length ?? 0) > 0) {
      return { ...trail, path: `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}` };
    }
  }
  throw new Error("No listed trail with waypoints and points of concern");
}

const longDay = (isoDate: string, tag: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString(tag, {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

test.describe("conditions, print and offline pages in French and Spanish", () => {
  test("a member reads a French conditions page and reports mud from it in French", async ({ page }) => {
    test.setTimeout(90_000);
    // A trail from the end of the sitemap, clear of the trails the conditions specs report on.
    const trailPath = (await sitemapGuidePaths(page, "trails")).at(-4)!;
    const note = `Boue profonde au deuxième ruisseau ${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);
    await signUpFreshReader(page, "conditions-fr");
    await startComplementaryTrial(page);

    await page.goto(`/fr${trailPath}/conditions`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("Conditions du sentier : ");
    const title = (await heading.innerText()).replace("Conditions du sentier : ", "").trim();
    await expect(page).toHaveTitle(`Conditions du sentier : ${title} | Trailguide`);
    await expect(page.getByRole("link", { name: `Retour à ${title}` })).toHaveAttribute("href", `/fr${trailPath}`);
    await expect(page.getByText(/^État :/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Signalements récents" })).toBeVisible();

    const form = page.getByRole("form", { name: "Signaler les conditions" });
    const condition = form.getByLabel("Ce que vous avez constaté");
    await expect(condition.locator("option")).toHaveText([
      "Choisissez une condition",
      "Ouvert",
      "Fermé",
      "Neige",
      "Affouillement",
      "Boue",
      "Arbres tombés",
      "Autre",
    ]);
    await expect(form.getByLabel("Date constatée")).toHaveValue(today);
    await expect(form.getByText("Jusqu'à 4 photos JPEG, PNG ou WebP.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Utiliser ma position" })).toBeVisible();

    await condition.selectOption("mud");
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Envoyer le signalement" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Signalement envoyé." })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: note });
    await expect(card.getByRole("heading", { name: "Boue" })).toBeVisible();
    await expect(card).toContainText(`vu le ${longDay(today, "fr-CA")}`);
    await expect(card).toContainText("Pas encore confirmé");
    await expect(card).toContainText("0 signalement confirmé");

    // Back to the trail, in French.
    await page.getByRole("link", { name: `Retour à ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/fr${trailPath}$`));
  });

  test("a member reads the printed guide in Spanish and prints it in French", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpFreshReader(page, "print-es");
    await startComplementaryTrial(page);
    const trail = await memberTrail(page);

    await page.goto(`/es${trail.path}/print`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle(`${trail.title} - Guía para imprimir | Trailguide`);
    await expect(page.getByRole("heading", { level: 1, name: trail.title })).toBeVisible();
    for (const section of ["Mapa general", "Puntos de referencia", "Puntos de precaución", "Cómo llegar", "Esta guía en línea"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    const table = page.getByRole("table");
    for (const header of ["Núm.", "Nombre", "Tipo", "Coordenadas", "Desde el inicio", "Desde el anterior", "Notas"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Dificultad", { exact: true })).toBeVisible();
    const edition = trail.new_edition_date ?? trail.last_published_date ?? trail.original_publish_date;
    if (edition) await expect(page.getByText(`Edición del ${longDay(edition, "es-MX")}`)).toBeVisible();
    await expect(page.getByRole("img", { name: /^Mapa general de / })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver a la guía" })).toHaveAttribute("href", `/es${trail.path}`);
    // The QR code opens the guide's Spanish page.
    await expect(page.getByRole("img", { name: /^Código QR de la dirección de la guía, / })).toHaveAttribute(
      "aria-label",
      new RegExp(`/es${trail.path}$`),
    );

    // On paper, in French.
    await page.goto(`/fr${trail.path}/print`);
    await expect(page.getByRole("heading", { level: 2, name: "Points d'attention" })).toBeVisible();
    await mkdir(OUTPUT_DIR, { recursive: true });
    const pdfPath = `${OUTPUT_DIR}/trail-guide-french.pdf`;
    await page.pdf({ path: pdfPath, format: "Letter", preferCSSPageSize: true });
    await run("pdftoppm", ["-png", "-r", "80", pdfPath, `${OUTPUT_DIR}/trail-guide-french-page`]);
    const { stdout: text } = await run("pdftotext", ["-layout", pdfPath, "-"]);
    for (const words of ["Carte d'ensemble", "Points de repère", "Points d'attention", "Accès", "Ce guide en ligne"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain(trail.title);
    expect(text).not.toContain("Retour au guide");
    const firstPage = `${OUTPUT_DIR}/trail-guide-french-page-1.png`;
    expect((await readFile(firstPage)).byteLength).toBeGreaterThan(10_000);
  });

  test("a member opens Saved for offline and the save choice in French", async ({ page }) => {
    test.setTimeout(60_000);
    await signUpFreshReader(page, "offline-fr");
    await startComplementaryTrial(page);
    const trail = await memberTrail(page);

    await page.goto("/fr/offline");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle("Enregistrés hors ligne | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Enregistrés hors ligne" })).toBeVisible();
    await expect(page.getByText("La déconnexion retire les guides enregistrés sur cet appareil.")).toBeVisible();
    await expect(page.getByText(/^Aucun guide enregistré pour l'instant\./)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Stockage sur cet appareil" })).toBeVisible();
    await expect(page.getByTestId("storage-used")).toHaveText(/ utilisés sur les [\d,]+ [kMG]o permis par le navigateur$/);

    await page.goto(`/fr/offline/trails/${trail.id}`);
    // The server works out the pack (every tile of both detail levels, their sizes) before the panel
    // names the guide: seconds on a machine busy with two workers.
    await expect(page.getByRole("heading", { level: 2, name: `Enregistrer ${trail.title}` })).toBeVisible({
      timeout: PACK_PLAN_TIMEOUT_MS,
    });
    await expect(page.getByRole("group", { name: "Détail de la carte" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Standard, environ [\d,]+ [kM]o/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Détaillé, environ [\d,]+ [kM]o/ })).toBeVisible();
    await expect(page.getByText(/^Carte jusqu'au zoom \d+, [\d\s]+ tuiles?$/).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Enregistrer hors ligne" })).toBeVisible();
  });
});
