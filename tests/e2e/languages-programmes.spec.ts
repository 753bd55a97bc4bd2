// The Badge of Honor and the partner pages in French and Spanish (ADR 0064): a French member's claim
// form, its field errors and the holders line of a Badge of Honor trail; the Spanish import steps of
// a tire partner, with links that keep the language.
import type { BadgeProgramme } from "../../shared/contracts/badge-of-honor.contract";
import { expect, test } from "./fixtures";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

// The demo's invented tire partner (server/config.ts defaults).
const TIRE_PARTNER = { slug: "summit-tires", name: "Summit Tires" };

test.describe("programmes in French and Spanish", () => {
  test("a French member reads the Badge of Honor claim form and its errors in French", async ({ page }) => {
    await signUpFreshReader(page, "french-badge");
    await startComplementaryTrial(page);
    const programme = (await (await page.request.get("/api/v2/badge-of-honor/")).json()) as BadgeProgramme;
    const trail = programme.trails[0]!;

    await page.goto("/fr/badge-of-honor");
    await expect(page.getByRole("region", { name: "Vos demandes" })).toContainText("Vous n'avez pas encore envoyé de demande.");
    const claim = page.getByRole("region", { name: "Demander un insigne" });
    await expect(claim.getByLabel("Véhicule", { exact: true })).toHaveValue("other");
    await expect(claim.getByText("Votre garage est vide : ajoutez votre véhicule ou décrivez-le ci-dessous.")).toBeVisible();
    await expect(claim.getByRole("link", { name: "ajoutez votre véhicule" })).toHaveAttribute(
      "href",
      /^\/fr\/users\/.+\/edit#garage$/,
    );
    await claim.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(claim.getByText("Choisissez un sentier de l'Insigne d'honneur.")).toBeVisible();
    await expect(claim.getByText("Indiquez la date à laquelle vous avez parcouru le sentier.")).toBeVisible();
    await expect(claim.getByLabel("Sentier", { exact: true })).toBeFocused();

    await page.goto(`/fr${trail.href}`);
    const programmeLink = page.getByRole("main").getByRole("link", { name: "Insigne d'honneur", exact: true });
    await expect(programmeLink).toHaveAttribute("href", "/fr/badge-of-honor");
    await expect(programmeLink.locator("xpath=..")).toHaveText(
      trail.holder_count === 0
        ? "Soyez la première personne à obtenir l'Insigne d'honneur de ce sentier."
        : /^Insigne d'honneur obtenu par \d[\d\s]* conducteurs?/,
    );
  });

  test("a tire partner's import steps read in Spanish, with links that keep the language", async ({ page }) => {
    await page.goto(`/es/${TIRE_PARTNER.slug}/import-steps`);
    await expect(page).toHaveTitle(`Trae tus recorridos | ${TIRE_PARTNER.name} × Trailguide`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Exporta tus recorridos",
      "Abre Mi contenido en el mapa de rutas",
      "Importa los archivos",
      "Llévalos contigo",
    ]);
    await expect(page.getByRole("link", { name: "Mi contenido en el mapa de rutas" })).toHaveAttribute(
      "href",
      "/es/map?active-tab=my-content",
    );
    await expect(page.getByRole("link", { name: "Volver a tu página de bienvenida" })).toHaveAttribute(
      "href",
      `/es/${TIRE_PARTNER.slug}/welcome`,
    );
  });
});
