import { readFile } from "node:fs/promises";
import type { FinancialOverview } from "../../shared/contracts/financial-overview.contract";
import { expect, test } from "./fixtures";

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
  test("an admin creates, finds, edits, archives and exports a coupon, each change announced", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin/coupons");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupons");
    const announced = (text: string) => page.getByRole("status").filter({ hasText: text });

    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole("button", { name: "New coupon" }).click();
    const create = page.getByRole("dialog", { name: "New coupon" });
    await create.getByLabel("Code", { exact: true }).fill(code);
    await create.getByLabel("Percent off").fill("15");
    await create.getByLabel("Maximum uses").fill("5");
    await create.getByRole("button", { name: "Create coupon" }).click();
    await expect(announced(`Coupon ${code} created.`)).toBeVisible();
    await expect(create).toBeHidden();
    // Newest first: the new coupon heads the list.
    const table = page.getByRole("table", { name: "Coupons" });
    await expect(table.getByRole("row").nth(1)).toContainText(code);

    await page.getByLabel("Search by code").fill(code.toLowerCase());
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${code.toLowerCase()}`));
    const row = table.getByRole("row").filter({ hasText: code });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("15% off");
    await expect(row).toContainText("0 of 5");
    await expect(row).toContainText("Active");
    await expect(page.getByText("1–1 of 1 coupons")).toBeVisible();

    await row.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit coupon ${code}` });
    await edit.getByLabel("Maximum uses").fill("0");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("Allow at least one use, or leave it empty for no limit.")).toBeVisible();
    await expect(edit.getByLabel("Maximum uses")).toHaveAttribute("aria-invalid", "true");
    await edit.getByLabel("Maximum uses").fill("10");
    await edit.getByLabel("Last day it works").fill("2099-12-31");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(announced(`Coupon ${code} saved.`)).toBeVisible();
    await expect(row).toContainText("0 of 10");
    await expect(row).toContainText("2099-12-31");

    await row.getByRole("button", { name: `Archive ${code}` }).click();
    await expect(announced(`Coupon ${code} archived: checkout no longer accepts it.`)).toBeVisible();
    await expect(row).toContainText("Archived");
    await page.getByLabel("Status").selectOption("active");
    await expect(page).toHaveURL(/status=active/);
    await expect(page.getByText("No coupon matches")).toBeVisible();
    await page.getByLabel("Status").selectOption("archived");
    await expect(page).toHaveURL(/status=archived/);
    await expect(row).toContainText("Archived");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("coupons.csv");
    const lines = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
    expect(lines[0]).toBe("Id,Code,Percent off,Amount off (USD),Plan,Last day,Maximum uses,Uses,Status,Created");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${code},15,,any,2099-12-31T23:59:59.000Z,10,0,archived,`);

    await row.getByRole("button", { name: `Restore ${code}` }).click();
    await expect(announced(`Coupon ${code} restored.`)).toBeVisible();
  });

  test("a code that is taken is refused under the code field", async ({ page, loginAs }) => {
    await loginAs("admin");
    await page.goto("/admin/coupons");
    await page.getByRole("button", { name: "New coupon" }).click();
    const create = page.getByRole("dialog", { name: "New coupon" });
    await create.getByLabel("Code", { exact: true }).fill("spring25");
    await create.getByLabel("Percent off").fill("10");
    await create.getByRole("button", { name: "Create coupon" }).click();
    await expect(create.getByText("A coupon with that code already exists.")).toBeVisible();
    await expect(create.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(create.getByLabel("Code", { exact: true })).toBeFocused();
  });
});
