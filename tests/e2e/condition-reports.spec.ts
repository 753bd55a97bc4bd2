// Condition reports (ADR 0060): a new member reports a washout from a trail's conditions page; the
// trail keeps its status until staff confirm the report, then shows the status the washout gives it
// with the day it was seen.
import { copyFile, mkdir } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, screenshotBothWidths, test } from "./fixtures";
import { sitemapGuidePaths } from "./guide-helpers";
import { signUpFreshReader, startComplementaryTrial } from "./membership-helpers";

const statusOf = (page: Page) =>
  page
    .locator("dt", { hasText: /^Status$/ })
    .first()
    .locator("xpath=following-sibling::dd[1]");

test.describe("condition reports", () => {
  test("a member reports a washout; once staff confirm it the trail shows it as impassable", async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    // A trail from the end of the sitemap, clear of the trails other specs set the status of.
    const trailPath = (await sitemapGuidePaths(page, "trails")).at(-2)!;
    const note = `Creek crossing washed out ${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);

    await signUpFreshReader(page, "conditions");
    await startComplementaryTrial(page);
    await page.goto(trailPath);
    const statusBefore = (await statusOf(page).textContent()) ?? "";
    await page.getByRole("link", { name: "Trail conditions" }).click();
    await expect(page).toHaveURL(`${trailPath}/conditions`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Trail conditions");
    const title = ((await page.getByRole("heading", { level: 1 }).innerText()).split(": ")[1] ?? "").trim();
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: "Report conditions" });
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(form.getByText("Choose what you found")).toBeVisible();
    await form.getByLabel("What you found").selectOption("washout");
    await expect(form.getByLabel("Date seen")).toHaveValue(today);
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent." })).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: note });
    await expect(card).toContainText("Washout");
    await expect(card).toContainText("Not yet confirmed");
    await screenshotBothWidths(page, "trail-conditions");
    await mkdir("/work/shots/conditions", { recursive: true }).catch(() => undefined);
    for (const label of ["phone", "desktop"]) {
      await copyFile(
        `test-results/screenshots/trail-conditions-${label}.png`,
        `/work/shots/conditions/trail-conditions-${label}.png`,
      ).catch(() => undefined);
    }

    await page.goto(trailPath);
    await expect(statusOf(page)).toHaveText(statusBefore);

    await page.context().clearCookies();
    await loginAs("admin");
    await page.goto(`/admin/condition-reports?search=${encodeURIComponent(title)}`);
    const queued = page.getByRole("listitem").filter({ hasText: note });
    await queued.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("status").filter({ hasText: /confirmed/i })).toBeVisible();

    await page.goto(trailPath);
    await expect(statusOf(page)).toContainText(/impassable/i);
    await expect(statusOf(page).locator("time")).toHaveAttribute("datetime", new RegExp(`^${today}`));
  });
});
