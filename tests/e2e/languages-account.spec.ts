// The account and membership pages in French and Spanish (ADR 0064), each test with an account of
// its own: a reader logs in at /fr/login
// and reads a wrong password's message in French, then the French dashboard and profile; a visitor
// signs up through the three steps in Spanish; a member reads a list in Spanish; a reader goes from
// the French pricing page to the French checkout, where a coupon's message from the server is French.
import { expect, signUpFromOwnAddress, test } from "./fixtures";
import { pricePattern, PRICES } from "./membership-helpers";
import { FRESH_READER_PASSWORD, signUpFreshReader } from "./factories";

test.describe("account pages in French and Spanish", () => {
  test("a member logs in at /fr/login, reads a wrong password's message in French, then the French dashboard and profile", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = await signUpFreshReader(page, "login-fr");
    await page.context().clearCookies();
    await page.goto("/fr/login?return_url=/fr/dashboard");
    await expect(page).toHaveTitle("Se connecter | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Se connecter" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Mot de passe oublié?" })).toHaveAttribute("href", "/fr/reset-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Inscrivez-vous gratuitement" })).toHaveAttribute(
      "href",
      "/fr/sign-up",
    );

    // The form's own check, then the server's answer, both in French.
    await page.getByLabel("Courriel").fill("not-an-address");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("Entrez une adresse courriel valide.")).toBeVisible();
    await page.getByLabel("Courriel").fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Aucun compte actif ne correspond à ce courriel et à ce mot de passe");

    await page.getByLabel("Mot de passe", { exact: true }).fill(FRESH_READER_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard$/);
    await expect(page).toHaveTitle("Tableau de bord | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText(/^Bon retour, /)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Abonnement" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Annonces" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Votre véhicule" })).toBeVisible();
    // The membership panel loads after hydration, its sentences in French too.
    await expect(
      page.getByText(/Accès jusqu'au|Renouvellement le|Essai gratuit jusqu'au|Géré par|Compte gratuit/).first(),
    ).toBeVisible();

    await page.getByRole("link", { name: "Mon profil" }).click();
    await expect(page).toHaveURL(/\/fr\/users\/[0-9a-f-]+$/);
    await expect(page.getByText(/^Membre depuis /)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Garage" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Modifier le profil" })).toHaveAttribute(
      "href",
      /^\/fr\/users\/[0-9a-f-]+\/edit$/,
    );

    await page.getByRole("link", { name: "Modifier le profil" }).click();
    await expect(page).toHaveTitle("Modifier le profil | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Modifier le profil" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("group", { name: "Unités" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("group", { name: "Langue" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enregistrer le profil" })).toBeVisible();
  });

  test("a visitor signs up through the three steps in Spanish", async ({ page }) => {
    await signUpFromOwnAddress(page);
    await page.goto("/es/sign-up");
    await expect(page).toHaveURL(/\/es\/sign-up\/account$/);
    await expect(page).toHaveTitle("Registro: crea tu cuenta | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta gratis" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Avance del registro" })).toContainText("Sobre ti");

    await page.getByLabel("Nombre").fill("Dana Dunas");
    await page.getByLabel("Correo electrónico").fill(`dunas-${Date.now()}@example.com`);
    await page.getByLabel("Contraseña", { exact: true }).fill("corta");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText("Usa al menos 8 caracteres.")).toBeVisible();
    await page.getByLabel("Contraseña", { exact: true }).fill("camino-rocoso-2026");
    await page.getByRole("button", { name: "Continuar" }).click();

    await expect(page).toHaveURL(/\/es\/sign-up\/options$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cuéntanos cómo manejas" })).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();

    await expect(page).toHaveURL(/\/es\/sign-up\/customize$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ya casi" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Términos del servicio" })).toHaveAttribute(
      "href",
      "/es/terms-of-service",
    );
    await page.getByRole("button", { name: "Crear cuenta" }).click();

    await expect(page).toHaveURL(/\/es\/welcome$/);
    await expect(page.getByRole("heading", { level: 1, name: "¡Bienvenido, Dana!" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Explora el mapa de rutas/ })).toHaveAttribute("href", /^\/es\/map/);
  });

  test("a member reads a list and their lists in Spanish", async ({ page }) => {
    await signUpFreshReader(page, "lists-es");
    await page.goto("/es/lists");
    await expect(page).toHaveTitle("Mis listas | Trailguide");
    await expect(page.getByRole("heading", { level: 1, name: "Mis listas" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Lista nueva" })).toBeVisible();

    // Cookie-authenticated API writes must come from the site itself (CSRF defence).
    const headers = { origin: new URL(page.url()).origin };
    const name = `Fin de semana ${Date.now()}`;
    const created = await page.request.post("/api/v2/lists/", { data: { name }, headers });
    expect(created.status()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    const parks = (await (await page.request.get("/api/v2/orv-parks/?page_size=1")).json()) as { results: { id: number }[] };
    const added = await page.request.post(`/api/v2/lists/${uuid}/items/`, {
      data: { product_type: "orv-parks", id: parks.results[0]!.id },
      headers,
    });
    expect(added.status()).toBe(201);

    await page.goto(`/es/lists/${uuid}`);
    await expect(page).toHaveTitle(`${name} | Trailguide`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("1 guía", { exact: true })).toBeVisible();
    await expect(page.getByText("Privada", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Mis listas" })).toHaveAttribute("href", "/es/lists");
    await expect(page.getByRole("button", { name: "Editar lista" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Compartida con" })).toBeVisible();
    await expect(page.getByText("1 de 1", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Eliminar lista" }).click();
    const dialog = page.getByRole("dialog", { name: `¿Eliminar ${name}?` });
    await expect(dialog).toContainText("Se eliminan la lista y su 1 guía");
    await dialog.getByRole("button", { name: "Eliminar lista" }).click();
    await expect(page).toHaveURL(/\/es\/lists$/);
  });

  test("a reader goes from the French pricing page to the French checkout", async ({ page }) => {
    await signUpFreshReader(page, "checkout-fr");
    await page.goto("/fr/pricing");
    await page.getByRole("main").getByRole("link", { name: "Essai gratuit" }).click();

    await expect(page).toHaveURL(/\/fr\/all-access$/);
    await expect(page).toHaveTitle("Abonnement All-Access | Trailguide");
    await expect(page.getByRole("heading", { name: "Ce que vous obtenez" })).toBeVisible();
    await page.getByRole("link", { name: "Commencer un essai gratuit de 7 jours" }).click();

    await expect(page).toHaveURL(/\/fr\/all-access\/checkout$/);
    await expect(page).toHaveTitle("Paiement | Trailguide");
    await expect(page.getByRole("group", { name: "Choisissez votre abonnement" })).toBeVisible();
    await expect(page.getByTestId("quote-headline")).toHaveText(
      new RegExp(`^7 jours gratuits, puis ${pricePattern(PRICES.yearly)}/an, premier prélèvement le \\d+ \\S+ \\d{4}\\.$`),
    );
    await expect(page.getByRole("heading", { name: "Résumé de la commande" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continuer vers le paiement" })).toBeEnabled();

    // A coupon's message comes from the server in English; the page shows it in French.
    await page.getByLabel("Code promo (facultatif)").fill("EXPIRED");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await expect(page.getByText("Ce code promo a expiré.")).toBeVisible();
  });
});
