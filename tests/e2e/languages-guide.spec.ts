// The guide pages' remaining words in French and Spanish (ADR 0064): a member reads a French trail
// page's tabs (Points of Concern with "Fits my rig", Waypoints, Nearby Trails, Weather Forecast), its
// review form and "Add to list" in French, under a French document title whose canonical link names
// the French page; a Spanish scout route shows its difficulty and title in Spanish.
import { es } from "../../app/i18n/es";
import { expect, test } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("guide pages in French and Spanish", () => {
  test("a member reads a trail page's tabs, review form and Add to list in French", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpFreshReader(page, "french-guide");
    await startComplementaryTrial(page);
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(trailPath!)}/`)).json()) as {
      title: string;
      nearest_town_name: string;
    };

    await page.goto(`/fr${trailPath}`);
    await expect(page).toHaveTitle(
      new RegExp(`^${escaped(trail.title)} - Sentier hors route près de ${escaped(trail.nearest_town_name)}, .+ \\| Trailguide$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/fr${escaped(trailPath!)}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /: un sentier hors route /);
    // Plain links keep the language.
    await expect(page.getByRole("link", { name: "Imprimer le guide" })).toHaveAttribute("href", /^\/fr\/trails\/.+\/print$/);
    await expect(page.getByRole("link", { name: "Suggérer une modification" })).toHaveAttribute(
      "href",
      /^\/fr\/suggest-edit\?trail=/,
    );

    await page.getByRole("tab", { name: "Points d'attention" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Convient à mon véhicule" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Ajoutez votre véhicule à Mon garage" })).toBeVisible();
    await expect(
      panel
        .getByRole("list", { name: "Points d'attention" })
        .or(panel.getByText("Aucun point d'attention n'est indiqué pour ce sentier.")),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Points de repère" }).click();
    await expect(
      panel
        .getByRole("list", { name: "Points de repère" })
        .or(panel.getByText("Aucun point de repère n'est encore indiqué pour ce sentier.")),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Prévisions météo" }).click();
    // The e2e server reaches no weather service: the tab says so in French.
    await expect(panel).toContainText("Prévisions non disponibles");

    await page.getByRole("tab", { name: "Sentiers à proximité" }).click();
    await page.getByRole("button", { name: "Explorer la carte" }).click();
    await expect(panel).toContainText(/à \d|Aucun guide de sentier n.est encore répertorié/);
    await expect(panel).not.toContainText("Chargement");

    await page.getByRole("button", { name: `Ajouter à une liste : ${trail.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Ajouter à une liste" });
    await expect(dialog).toContainText(`Choisissez les listes qui contiennent ${trail.title}.`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Écrire un avis" }).click();
    const form = page.getByRole("form", { name: "Ajouter un avis" });
    await expect(form.getByLabel("Note")).toBeFocused();
    await expect(form.getByLabel("Titre")).toBeVisible();
    await expect(form.getByLabel("Votre avis")).toBeVisible();
    await expect(form.getByLabel("Ajouter une photo")).toBeVisible();
    await expect(form.getByRole("option", { name: "5 étoiles" })).toBeAttached();
    await form.getByRole("button", { name: "Publier l'avis" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choisissez une note et indiquez un titre et votre avis.");
  });

  test("a Spanish scout route names its difficulty and its title in Spanish", async ({ page }) => {
    test.setTimeout(90_000);
    await signUpFreshReader(page, "spanish-guide");
    await startComplementaryTrial(page);
    const [scoutRoutePath] = await sitemapGuidePaths(page, "scout-routes");
    const route = (await (await page.request.get(`/api/v3/scout-routes/${guideIdOf(scoutRoutePath!)}/`)).json()) as {
      title: string;
      nearest_town_name: string;
      difficulty_props: { label: string };
    };
    const difficulty = es[route.difficulty_props.label] as string;
    expect(difficulty, "the catalog names the difficulty").toBeDefined();

    await page.goto(`/es${scoutRoutePath}`);
    await expect(page).toHaveTitle(
      new RegExp(
        `^${escaped(route.title)} - Ruta de exploración cerca de ${escaped(route.nearest_town_name)}, .+ \\| Trailguide$`,
      ),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/es${escaped(scoutRoutePath!)}$`));
    await expect(page.getByText("Ruta de exploración", { exact: true }).first()).toBeVisible();
    const quickInfo = page.getByRole("tabpanel");
    await expect(quickInfo.getByText(difficulty, { exact: true })).toBeVisible();
    await expect(
      quickInfo.getByText("Ayúdanos a decidir qué rutas de exploración se convertirán en guías de ruta completas"),
    ).toBeVisible();
    await expect(quickInfo.getByRole("button", { name: /^(Votar por esta ruta|¡Votaste!)$/ })).toBeEnabled();
  });

  test("the technical ratings and suggest-an-edit pages read in French", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/fr/technical-ratings");
    await expect(page).toHaveTitle("Les cotes techniques expliquées | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Cotes techniques" })).toBeVisible();
    await expect(page.getByText("Cote 5-6", { exact: true })).toBeVisible();
    await expect(page.getByText("Dévers extrême", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Insigne d'honneur" })).toHaveAttribute(
      "href",
      "/fr/badge-of-honor",
    );

    await signUpFreshReader(page, "french-suggestion");
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(trailPath!)}/`)).json()) as { title: string };
    await page.goto(`/fr/suggest-edit?trail=${guideIdOf(trailPath!)}`);
    await expect(page).toHaveTitle(`Suggérer une modification à ${trail.title} | Trailguide`);
    await expect(page.getByRole("heading", { level: 1, name: "Suggérer une modification" })).toBeVisible();
    await expect(page.getByLabel("De quoi s'agit-il?")).toBeVisible();
    await expect(page.getByRole("option", { name: "État du sentier" })).toBeAttached();
    await expect(page.getByRole("button", { name: "Envoyer la suggestion" })).toBeVisible();
  });
});
