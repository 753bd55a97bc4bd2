import { readFile } from "node:fs/promises";
import type { FinancialOverview } from "../../shared/contracts/financial-overview.contract";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";

const DAY_MS = 86_400_000;
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
const usd = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

test.describe("financial overview", () => {
  test("a super user sees the demo payments, and the CSV carries the same figures", async ({ page, loginAs }) => {
    await loginAs("super");
    // The demo's payments fall within the last 120 days.
    const range = { from: utcDay(new Date(Date.now() - 130 * DAY_MS)), to: utcDay(new Date()) };
    const query = new URLSearchParams(range).toString();
    const api = await page.request.get(`/api/v2/admin/financial-overview/?${query}`);
    expect(api.status()).toBe(200);
    const figures = (await api.json()) as FinancialOverview;
    expect(figures.totals.payments).toBeGreaterThan(0);
    expect(figures.active.paid_members).toBeGreaterThan(0);

    await page.goto(`/admin/financial-overview?${query}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial overview");
    const tile = (label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`).first();
    await expect(tile("Payments")).toHaveText(String(figures.totals.payments));
    await expect(tile("Net revenue")).toHaveText(usd(figures.totals.net_cents));
    await expect(tile("Active paid")).toHaveText(String(figures.active.paid_members));
    await expect(page.getByLabel("From")).toHaveValue(range.from);
    await expect(page.getByRole("img", { name: /Bar chart of net revenue for each of 131 days/ })).toBeVisible();
    const months = page.getByRole("table", { name: "Revenue by month" });
    await expect(months.locator("tfoot")).toContainText(usd(figures.totals.gross_cents));
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "admin-financial-overview");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`financial-overview-${range.from}-to-${range.to}.csv`);
    const rows = (await readFile(await download.path(), "utf8"))
      .trim()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(rows[0]).toEqual(["date", "payments", "gross_usd", "refunds_usd", "net_usd"]);
    expect(rows).toHaveLength(131 + 2);
    const total = rows.at(-1)!;
    expect(total[0]).toBe("total");
    expect(Number(total[1])).toBe(figures.totals.payments);
    expect(Math.round(Number(total[4]) * 100)).toBe(figures.totals.net_cents);
  });

  test("a range the page cannot show is explained beside the form", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/financial-overview?from=2026-03-01&to=2026-02-01");
    await expect(page.getByRole("alert")).toHaveText("The first day must not be after the last day.");
  });

  test("is a page that does not exist for anyone below SUPER, and asks signed-out visitors to log in", async ({
    page,
    loginAs,
  }) => {
    await page.goto("/admin/financial-overview");
    await expect(page).toHaveURL("/login?return_url=/admin/financial-overview");
    await loginAs("member");
    const response = await page.goto("/admin/financial-overview");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found: /admin/financial-overview")).toBeVisible();
  });
});

test.describe("coupon management", () => {
  test("an admin creates a coupon, sees it listed and archives it", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin/coupons");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupons");
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel("Code").fill(code);
    await page.getByLabel("Percent off").fill("15");
    await page.getByLabel("Maximum uses (optional)").fill("5");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`Coupon ${code} created.`);
    const row = page.getByRole("listitem").filter({ hasText: code });
    await expect(row).toContainText("15% off");
    await expect(row).toContainText("0 used, of 5");
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, "admin-coupons");

    await row.getByRole("button", { name: `Archive ${code}` }).click();
    await expect(row).toContainText("Archived");
  });

  test("a code that is taken is refused with the API's message", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin/coupons");
    await page.getByLabel("Code").fill("spring25");
    await page.getByLabel("Percent off").fill("10");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
  });
});
