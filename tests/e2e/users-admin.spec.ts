// The user tools (ADR 0049): a super user changes a fresh reader's role and disables another, both
// with a reason, and finds a partner sign-up on the partner's users page. Each test makes its own readers.
import type { Browser, Page } from "@playwright/test";
import { expect, signUpFromOwnAddress, test, workerBaseURL } from "./fixtures";
import { signUpFreshReader } from "./factories";

// The demo's invented tire partner (server/config.ts defaults).
const TIRE_PARTNER = { slug: "summit-tires", name: "Summit Tires" };
const PASSWORD = "rocky-road-2026";

/** A reader signed up in a browser context of their own, as another person on another device. */
async function freshReaderElsewhere(browser: Browser, label: string) {
  const context = await browser.newContext({ baseURL: workerBaseURL() });
  const page = await context.newPage();
  const email = await signUpFreshReader(page, label);
  return { context, page, email };
}

async function openRecord(page: Page, email: string) {
  await page.goto(`/admin/user-cms?q=${encodeURIComponent(email)}`);
  const table = page.getByRole("table", { name: "Accounts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "Casey Trails" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casey Trails");
  await expect(page.getByText(email).first()).toBeVisible();
}

test.describe("user tools", () => {
  test("a super user makes a fresh reader a SCOUT with a reason; the audit log and the record show it, and the reader's next session is a scout's", async ({
    page,
    browser,
    loginAs,
  }) => {
    const reader = await freshReaderElsewhere(browser, "users-scout");
    await loginAs("super");

    await page.goto("/admin/user-cms?role=SUPER");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
    await expect(page.getByLabel("Role")).toHaveValue("SUPER");

    await openRecord(page, reader.email);
    const roleCard = page.getByRole("region", { name: "Role", exact: true });
    await roleCard.getByLabel("Role").selectOption("SCOUT");
    await roleCard.getByRole("button", { name: "Change role" }).click();
    await expect(roleCard.getByText("Say why you are making this change.")).toBeVisible();
    await expect(roleCard.getByLabel("Reason")).toBeFocused();

    const reason = `Signed the scout agreement ${Date.now()}`;
    await roleCard.getByLabel("Reason").fill(reason);
    await roleCard.getByRole("button", { name: "Change role" }).click();
    await expect(page.getByText("Role changed.")).toBeVisible();
    const history = page.getByRole("region", { name: "Staff history" });
    await expect(history.getByText("role changed", { exact: false })).toBeVisible();
    await expect(history.getByText(`Reason: ${reason}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Account", exact: true }).getByText("SCOUT", { exact: true })).toBeVisible();

    // Complimentary access until a day, then taken back, each with its reason.
    const lastDay = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const accessCard = page.getByRole("region", { name: "Complimentary access" });
    await accessCard.getByLabel("Last day of access").fill(lastDay);
    await accessCard.getByLabel("Reason", { exact: true }).fill("Trail crew volunteer");
    await accessCard.getByRole("button", { name: "Give access" }).click();
    await expect(page.getByText("Complimentary access given.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText("All-Access until");
    await expect(page.getByRole("region", { name: "Grants" })).toContainText("Complimentary (staff)");
    await accessCard.getByLabel("Reason for revoking").fill("Season over");
    await accessCard.getByRole("button", { name: "Revoke access" }).click();
    await expect(page.getByText("Complimentary access revoked.")).toBeVisible();
    await expect(history.getByText("Reason: Season over")).toBeVisible();

    await page.goto(`/admin/audit-log?q=${encodeURIComponent(reason)}`);
    const entries = page.getByRole("table", { name: "Staff changes" });
    await expect(entries.getByRole("row")).toHaveCount(2);
    await expect(entries.getByRole("row").nth(1)).toContainText("role changed");
    await expect(entries.getByRole("row").nth(1)).toContainText("SCOUT");

    // The reader signs in again: the new session carries the role, and the contributor portal opens.
    const login = await reader.page.request.post("/api/v2/token/", {
      data: { email: reader.email, password: PASSWORD },
      headers: { "x-forwarded-for": "192.0.2.141" },
    });
    expect(login.status()).toBe(200);
    await reader.page.goto("/users/contributor-portal");
    await expect(reader.page.getByRole("heading", { level: 1 })).toHaveText("Contributor Portal");
    await reader.context.close();
  });

  test("a disabled account cannot sign in and is told why", async ({ page, browser, loginAs }) => {
    const reader = await freshReaderElsewhere(browser, "users-disabled");
    await loginAs("super");
    await openRecord(page, reader.email);
    const stateCard = page.getByRole("region", { name: "Disable the account" });
    await stateCard.getByLabel("Reason").fill("Repeated chargebacks");
    await stateCard.getByRole("button", { name: "Disable account" }).click();
    await expect(page.getByText("Account disabled.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Re-enable the account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Account", exact: true })).toContainText("Repeated chargebacks");

    // Their session has ended, and signing in again is refused with the reason to call.
    expect((await reader.page.request.get("/api/v2/users/me/")).status()).toBe(401);
    await reader.page.goto("/login");
    await reader.page.getByLabel("Email").fill(reader.email);
    await reader.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await reader.page.getByRole("button", { name: "Log In" }).click();
    await expect(reader.page.getByRole("alert")).toContainText("This account is disabled. Contact support.");
    await reader.context.close();
  });

  test("the partner's users page lists a partner sign-up with its plan codes", async ({ page, loginAs }) => {
    // A partner customer signs up through the partner's page, which claims the partner's trial.
    const email = `users-partner-${Date.now()}@example.com`;
    await page.goto(`/${TIRE_PARTNER.slug}/sign-up`);
    await page.getByLabel("Name").fill("Parker Partner");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await signUpFromOwnAddress(page);
    await page.getByRole("button", { name: "Create account and start trial" }).click();
    await expect(page).toHaveURL(`/${TIRE_PARTNER.slug}/welcome`);

    await loginAs("super");
    await page.goto(`/admin/${TIRE_PARTNER.slug}-user-cms?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${TIRE_PARTNER.name} users`);
    const rows = page.getByRole("table", { name: `${TIRE_PARTNER.name} accounts` }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Parker Partner");
    await expect(rows.nth(1)).toContainText(`${TIRE_PARTNER.slug}-trial`);
    await expect(
      page
        .getByRole("navigation", { name: "Staff tools" })
        .getByRole("link", { name: `${TIRE_PARTNER.name} users` })
        .first(),
    ).toBeVisible();

    const other = await page.goto("/admin/another-brand-user-cms");
    expect(other?.status()).toBe(404);
  });

  test("is a page that does not exist below SUPER, and asks signed-out visitors to log in", async ({ page, loginAs }) => {
    await page.goto("/admin/user-cms");
    await expect(page).toHaveURL("/login?return_url=/admin/user-cms");
    await loginAs("admin");
    const response = await page.goto("/admin/user-cms");
    expect(response?.status()).toBe(404);
  });
});
