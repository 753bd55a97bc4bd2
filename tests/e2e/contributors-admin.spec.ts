// The contributor tools of the back office: a reader's application accepted with a reason and
// found in the audit log, a vendor added after a validation error, and a patrol assigned to a new
// contributor. Each test makes the data it changes; the staff member is the demo super user.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader } from "./factories";

/** A fresh reader applies to scout through the apply page; the page is signed out afterwards. */
async function freshApplicant(page: Page, label: string): Promise<string> {
  const email = await signUpFreshReader(page, label);
  await page.goto("/contributors/apply");
  await page.getByRole("radio", { name: /Scout/ }).check();
  await page.getByLabel("Your experience").fill("Eight years of weekend runs in the White Rim country.");
  await page.getByLabel("Areas you know").fill("Canyonlands, the Maze");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your application to be a scout" })).toBeVisible();
  await page.context().clearCookies();
  return email;
}

test.describe("contributor tools", () => {
  test("a super user accepts an application with a reason, and the decision is in the audit log", async ({ page, loginAs }) => {
    const email = await freshApplicant(page, "cms-applicant");
    await loginAs("super");
    await page.goto(`/admin/contributor-requests?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contributor requests");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Canyonlands, the Maze");

    // Declining needs a reason: the box says so before anything is sent.
    await row.getByRole("button", { name: "Decline" }).click();
    await expect(row.getByText("Say why.")).toBeVisible();
    await row.getByLabel("Reason (needed to decline)").fill("Knows the Maze district well.");
    await row.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByText("Casey Trails's application: accepted.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

    await page.getByLabel("State").selectOption("all");
    await expect(page).toHaveURL(/state=all/);
    const decided = page.getByRole("row").filter({ hasText: email });
    await expect(decided).toContainText("Accepted");
    await decided.getByRole("link", { name: /History/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    const entry = page.getByRole("row").filter({ hasText: "Knows the Maze district well." });
    await expect(entry).toContainText("contributor_request");
    await expect(entry).toContainText("SCOUT");
  });

  test("a super user adds a vendor: errors next to the fields first, then the vendor with its history", async ({
    page,
    loginAs,
  }) => {
    await loginAs("super");
    const name = `Slickrock Surveys ${Date.now()}`;
    await page.goto("/admin/vendor-cms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendors");
    await page.getByRole("link", { name: "Add vendor" }).click();
    await expect(page).toHaveURL("/admin/vendor-cms/new");
    await page.getByLabel("E-mail (optional)", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Add vendor" }).click();
    await expect(page.getByText("Enter the vendor's name.")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabel("Name")).toBeFocused();

    await page.getByLabel("Name").fill(name);
    await page.getByLabel("E-mail (optional)", { exact: true }).fill("office@slickrock.example");
    await page.getByLabel("Payment reference (optional)").fill("PAYEE-0099");
    await page.getByRole("button", { name: "Add vendor" }).click();
    await expect(page).toHaveURL(/\/admin\/vendor-cms\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(
      page
        .getByRole("region", { name: "Staff history" })
        .or(page.locator("section", { hasText: "Staff history" }))
        .first(),
    ).toContainText("created");

    await page.goto(`/admin/vendor-cms?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("PAYEE-0099");
  });

  test("a super user assigns a patrol to a new contributor from the patrol list", async ({ page, loginAs, baseURL }) => {
    const email = await freshApplicant(page, "cms-patroller");
    await loginAs("super");
    const origin = { origin: new URL(baseURL!).origin };
    const queue = await page.request.get(`/api/v2/admin/contributor-requests/?q=${encodeURIComponent(email)}`);
    const [application] = ((await queue.json()) as { results: { id: number }[] }).results;
    const accepted = await page.request.post(`/api/v2/admin/contributor-requests/${application!.id}/accept/`, {
      headers: origin,
    });
    expect(accepted.status()).toBe(200);
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    await page.goto(trailPath!);
    const trailTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

    await page.goto("/admin/patrol-cms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patrols");
    await page.getByRole("button", { name: "Assign patrol" }).click();
    await expect(page.getByText("Choose the trail to patrol.")).toBeVisible();
    await page.getByLabel("Find a trail").fill(trailTitle.slice(0, 12));
    const trailSelect = page.getByLabel("Trail", { exact: true });
    await expect(trailSelect.locator("option", { hasText: trailTitle }).first()).toBeAttached();
    await trailSelect.selectOption({
      label: (await trailSelect.locator("option", { hasText: trailTitle }).first().innerText()).trim(),
    });
    await page.getByLabel("Contributor's e-mail").fill(email);
    await page.getByLabel("Report due").fill("2099-03-31");
    await page.getByRole("button", { name: "Assign patrol" }).click();
    await expect(page.getByText(`Casey Trails is to patrol ${trailTitle}.`)).toBeVisible();

    await page.goto(`/admin/patrol-cms?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(trailTitle);
    await expect(row).toContainText("Assigned");
  });

  test("the statements of work and edit requests lists open for a super user", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/sow-cms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statements of work");
    await expect(page.getByRole("link", { name: "New statement" })).toHaveAttribute("href", "/statement-of-work/new");
    await page.goto("/admin/edit-requests?state=all");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit requests");
  });
});
