// /admin and the audit log page: the queues count what waits and link to the tools that work them,
// each staff role sees the tools it may open, and the audit log's search lives in the URL. A guide a
// scout submits reaches the reviewers by e-mail and in the review queue the dashboard's count opens.
import { readableMail } from "../setup/smtp-sink";
import { expect, test } from "./fixtures";
import { mailTo } from "./mail-sink";
import { FRESH_READER_PASSWORD, signUpFreshReader } from "./factories";
import { runJobsNow } from "./run-jobs";

/** A short drive north of Moab. */
const LINE = {
  type: "LineString",
  coordinates: [
    [-109.7412, 38.8911],
    [-109.7354, 38.8963],
    [-109.7271, 38.9002],
  ],
};

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
    await queue.click();
    await expect(page).toHaveURL(/\/admin\/contributor-requests$/);
  });

  test("an ADMIN sees the dashboard and the tools of that role only", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin");
    const tools = page.getByRole("region", { name: "Tools" });
    await expect(tools.getByRole("link", { name: /Coupons/ })).toBeVisible();
    await expect(tools.getByRole("link", { name: /Review queue/ })).toHaveAttribute("href", "/admin/review-queue");
    await expect(page.getByRole("link", { name: /Guides waiting for review/ })).toHaveAttribute("href", "/admin/review-queue");
    await expect(tools.getByRole("link", { name: /Audit log/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Contributor applications/ })).toHaveCount(0);
    await page.goto("/admin/audit-log");
    await expect(page.getByText("Page not found: /admin/audit-log")).toBeVisible();
  });

  test("a guide a new scout submits is e-mailed to the reviewers and counted, and the count leads to the queue showing it", async ({
    page,
    browser,
    loginAs,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // A state change with a session cookie must come from a page of the site.
    const headers = { origin: new URL(baseURL!).origin };
    const title = `Cinder Wash ${Date.now()}`;

    // A reader applies to scout and the admin accepts; the new scout starts a route and submits it.
    const scout = await browser.newPage();
    const email = await signUpFreshReader(scout, "review-queue-scout");
    const applied = await scout.request.post("/api/v2/contributor-requests/", {
      headers,
      data: { requested_role: "SCOUT", experience: "Eight years on the slickrock around Moab.", areas: "Moab" },
    });
    expect(applied.status()).toBe(201);
    await loginAs("admin");
    const { id: applicationId } = (await applied.json()) as { id: number };
    const accepted = await page.request.post(`/api/v2/admin/contributor-requests/${applicationId}/accept/`, { headers });
    expect(accepted.status()).toBe(200);
    const signIn = await scout.request.post("/api/v2/token/", {
      data: { email, password: FRESH_READER_PASSWORD },
      headers: { "x-forwarded-for": "192.0.2.201" },
    });
    expect(signIn.status()).toBe(200);
    const created = await scout.request.post("/api/v2/scout-routes/", {
      headers,
      data: { title, state_code: "UT", geojson: LINE },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(
      (await scout.request.post(`/api/v2/scout-routes/${id}/workflow/`, { headers, data: { action: "submit" } })).status(),
    ).toBe(200);
    await scout.close();

    // The reviewers hear of it by e-mail, with the way to the editor and to the queue.
    await expect
      .poll(
        async () => {
          await runJobsNow(page.request, "email-delivery");
          return (await mailTo("admin@demo.trailguide.test")).map((mail) => readableMail(mail.raw)).join("\n");
        },
        { timeout: 5_000 },
      )
      .toContain(`${title} waits for review`);

    // On the dashboard the queue's count is a link an ADMIN may follow, to the list that shows the guide.
    await page.goto("/admin");
    const queue = page.getByRole("link", { name: /Guides waiting for review/ });
    await expect(queue).toBeVisible();
    expect(Number((await queue.locator("span").first().textContent()) ?? "0")).toBeGreaterThan(0);
    await queue.click();
    await expect(page).toHaveURL(/\/admin\/review-queue$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review queue");
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Submitted");
    await expect(row.getByRole("link", { name: `Edit ${title}` })).toHaveAttribute("href", `/scout-routes/${id}/edit`);

    // The ADMIN accepts it from the list: it leaves those waiting for review, for those waiting to be published.
    await row.getByRole("button", { name: `Accept ${title}` }).click();
    await expect(page.getByText(`${title} is accepted.`)).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await page.getByLabel("Waiting", { exact: true }).selectOption("accepted");
    await expect(page).toHaveURL(/workflow_state=accepted/);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Accepted");
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
  });
});
