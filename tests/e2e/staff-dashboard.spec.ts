// /admin and the audit log page: the queues count what waits and link to the tools that work them,
// each staff role sees the tools it may open, and the audit log's search lives in the URL.
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { signUpFreshReader } from "./membership-helpers";

test.describe("staff dashboard", () => {
  test("a new application shows in the contributor queue, which leads to its tool", async ({ page, browser, loginAs }) => {
    const applicant = await browser.newPage();
    await signUpFreshReader(applicant, "dashboard-applicant");
    await applicant.goto("/contributors/apply");
    await applicant.getByRole("radio", { name: /Scout/ }).check();
    await applicant.getByLabel("Your experience").fill("Fifteen years of weekend wheeling in the Uinta range.");
    await applicant.getByLabel("Areas you know").fill("Northern Utah");
    await applicant.getByRole("button", { name: "Send application" }).click();
    await expect(applicant.getByRole("status").filter({ hasText: "Your application to be a scout" })).toBeVisible();
    await applicant.close();

    await loginAs("super");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff dashboard");
    const queue = page.getByRole("link", { name: /Contributor applications/ });
    await expect(queue).toBeVisible();
    expect(Number((await queue.locator("span").first().textContent()) ?? "0")).toBeGreaterThan(0);
    await expect(
      page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Audit log" }).last(),
    ).toBeAttached();
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "admin-dashboard");
    await queue.click();
    await expect(page).toHaveURL(/\/admin\/contributor-requests$/);
  });

  test("an ADMIN sees the dashboard and the tools of that role only", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin");
    const tools = page.getByRole("region", { name: "Tools" });
    await expect(tools.getByRole("link", { name: /Coupons/ })).toBeVisible();
    await expect(tools.getByRole("link", { name: /Audit log/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Contributor applications/ })).toHaveCount(0);
    await page.goto("/admin/audit-log");
    await expect(page.getByText("Page not found: /admin/audit-log")).toBeVisible();
  });

  test("is a page that does not exist for a reader, and asks a visitor to log in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?return_url=/admin");
    await signUpFreshReader(page, "dashboard-reader");
    await page.goto("/admin");
    await expect(page.getByText("Page not found: /admin")).toBeVisible();
  });
});

test.describe("audit log page", () => {
  test("its search and sort live in the URL, and the export carries them", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/audit-log");
    await page.getByLabel("Search staff, record, action or reason").fill("no-such-change-anywhere");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=no-such-change-anywhere/);
    await expect(page.getByText("No staff change matches.")).toBeVisible();
    await page.getByRole("link", { name: /^Action/ }).click();
    await expect(page).toHaveURL(/sort=action&order=asc/);
    await expect(page.getByRole("columnheader", { name: /Action/ })).toHaveAttribute("aria-sort", "ascending");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      /\/api\/v2\/admin\/audit-log\/\?.*q=no-such-change-anywhere.*format=csv/,
    );
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "admin-audit-log");
  });
});
