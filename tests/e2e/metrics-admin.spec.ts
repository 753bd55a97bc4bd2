import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const DAY_MS = 86_400_000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

test.describe("user metrics", () => {
  test("a super user sees the charts, counts by week instead of day, and exports the figures", async ({ page, loginAs }) => {
    // A sign-up today, so the range's last day has one at least.
    await signUpFreshReader(page, "metrics-sign-up");
    await loginAs("super");
    await page.goto("/admin/user-metrics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("User metrics");
    const today = utcDay(new Date());
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(utcDay(new Date(Date.now() - 89 * DAY_MS)));
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(today);

    const accounts = page.getByRole("figure", { name: /^Accounts/ });
    await expect(accounts).toContainText("for each of 90 days");
    await expect(accounts.locator("canvas")).toBeVisible();
    await expect(page.getByRole("figure", { name: /^Memberships/ }).locator("canvas")).toBeVisible();
    const figures = page.getByRole("table", { name: "Figures by day" });
    await expect(figures.locator("tbody tr")).toHaveCount(90);
    const lastDay = figures.locator("tbody tr").last();
    await expect(lastDay.getByRole("rowheader")).toHaveText(today);
    expect(Number(await lastDay.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);

    await page.getByRole("navigation", { name: "Count by" }).getByRole("link", { name: "Week" }).click();
    await expect(page).toHaveURL(/[?&]interval=week/);
    await expect(accounts).toContainText(/for each of 1[34] weeks/);
    await expect(accounts.locator("canvas")).toBeVisible();
    const weeks = page.getByRole("table", { name: "Figures by week" }).locator("tbody tr");
    // A week cut to one day by the range (it starts on a Sunday) names that day alone.
    await expect(weeks.first().getByRole("rowheader")).toHaveText(/^\d{4}-\d{2}-\d{2}( – \d{4}-\d{2}-\d{2})?$/);
    const weekCount = await weeks.count();
    expect(weekCount === 13 || weekCount === 14).toBe(true);
    await expect(page.getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^user-metrics-by-week-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv$`));
    const rows = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
    expect(rows[0]).toBe("From,To,Sign-ups,Active users,Trials started,Paid conversions,Churned");
    expect(rows).toHaveLength(weekCount + 1);
  });

  test("a range that runs backwards is explained beside its first day, before and after sending", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/user-metrics?from=2026-03-01&to=2026-02-01");
    await expect(page.getByText("The first day must not be after the last day.")).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.goto("/admin/user-metrics");
    await page.getByLabel("From", { exact: true }).fill("2026-05-01");
    await page.getByLabel("To", { exact: true }).fill("2026-04-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByText("The first day must not be after the last day.")).toBeVisible();
    await expect(page).toHaveURL("/admin/user-metrics");
  });

  test("is a page that does not exist below SUPER", async ({ page, loginAs }) => {
    await loginAs("admin");
    const response = await page.goto("/admin/user-metrics");
    expect(response?.status()).toBe(404);
  });
});

test.describe("GPX downloads", () => {
  test("a member's download shows in the log, found by their e-mail, and exports as CSV", async ({ page, loginAs }) => {
    const email = await signUpFreshReader(page, "gpx-log");
    await startComplementaryTrial(page);
    const [trailPath] = await sitemapGuidePaths(page, "trails");
    await page.goto(trailPath!);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download GPX" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.gpx$/);

    await loginAs("super");
    await page.goto("/admin/gpx-downloads");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GPX downloads");
    await page.getByLabel("Search reader or guide").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`));
    const rows = page.getByRole("table", { name: "GPX downloads" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator(`a[href="${trailPath}"]`)).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText("Trail");

    await page.getByLabel("Kind").selectOption("scout-route");
    await expect(page).toHaveURL(/[?&]kind=scout-route/);
    await expect(page.getByText("No download matches these filters.")).toBeVisible();
    await page.getByLabel("Kind").selectOption("trail");
    await expect(page).toHaveURL(/[?&]kind=trail/);
    await expect(rows).toHaveCount(1);
    // The export follows the filters once the page has them: not the scout-route filter of a moment ago.
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /[?&]kind=trail/);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const lines = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe("When,Kind,Guide,Guide id,State,Reader,E-mail");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
  });
});
