// Condition reports (ADR 0060): a new member reports a washout from a trail's conditions page; the
// trail keeps its status until staff confirm the report, then shows the status the washout gives it
// with the day it was seen. A confirmed report with a point (from "Use my location", moved onto the
// line) shows on /map under "Recent conditions"; a trusted reporter's report sets the status at once.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { CONDITION_COLOURS, snapToLine } from "../../shared/domain/condition-reports";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import { VIEWPORTS, expect, test, workerBaseURL, expectMapReady } from "./fixtures";
import { guideIdOf, pixelsNearColour, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

interface TrailDetail {
  title: string;
  geojson: { coordinates: [number, number][] };
}

interface Report {
  uuid: string;
  note: string;
  point: [number, number] | null;
  state: string;
  counts: boolean;
}

/** The trail as a paid member reads it: its title and its line. */
async function trailDetail(page: Page, trailId: number): Promise<TrailDetail> {
  const response = await page.request.get(`/api/v3/trails/${trailId}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TrailDetail;
}

/** The signed-in member's report with this note, from the trail's recent reports. */
async function reportWithNote(page: Page, trailId: number, note: string): Promise<Report> {
  const response = await page.request.get(`/api/v2/trails/${trailId}/condition-reports/`);
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: Report[] };
  const report = results.find((candidate) => candidate.note === note);
  if (!report) throw new Error(`No report noted "${note}"`);
  return report;
}

/** A staff member in a browser of their own, beside the member's. */
async function staffContext(browser: Browser): Promise<BrowserContext> {
  const baseURL = workerBaseURL();
  const context = await browser.newContext({ baseURL });
  const admin = DEMO_ACCOUNTS.find((account) => account.key === "admin")!;
  const response = await context.request.post("/api/v2/token/", {
    data: { email: admin.email, password: DEMO_PASSWORD },
    headers: { "x-forwarded-for": `198.51.100.${200 + Math.floor(Math.random() * 50)}` },
  });
  expect(response.status()).toBe(200);
  return context;
}

/** Staff confirm the pending report `uuid` on `trailTitle` through the API, as the queue's Confirm does. */
async function confirmAsStaff(staff: BrowserContext, trailTitle: string, uuid: string): Promise<void> {
  const list = await staff.request.get(`/api/v2/admin/condition-reports/?q=${encodeURIComponent(trailTitle)}&page_size=100`);
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { id: number; uuid: string }[] };
  const row = results.find((candidate) => candidate.uuid === uuid);
  if (!row) throw new Error(`Report ${uuid} is not in the queue`);
  const baseURL = workerBaseURL();
  const confirmed = await staff.request.post(`/api/v2/admin/condition-reports/${row.id}/confirm/`, {
    headers: { origin: new URL(baseURL).origin },
  });
  expect(confirmed.status()).toBe(200);
}

/** The member files a report through the API, as the form sends it. */
async function fileReport(page: Page, trailId: number, fields: Record<string, string>): Promise<Report> {
  const baseURL = workerBaseURL();
  const response = await page.request.post(`/api/v2/trails/${trailId}/condition-reports/`, {
    multipart: fields,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Report;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const isoDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

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

  test("a member's report placed with Use my location lands on the line, and once confirmed shows on the map under Recent conditions", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const trailPath = (await sitemapGuidePaths(page, "trails")).at(-3)!;
    const trailId = guideIdOf(trailPath);
    const note = `Snow drifts past the second gate ${Date.now()}`;

    await signUpFreshReader(page, "conditions-map");
    await startComplementaryTrial(page);
    const trail = await trailDetail(page, trailId);
    const line = trail.geojson.coordinates;
    const vertex = line[Math.floor(line.length / 2)]!;
    // About 25 m east of the line: close enough to be moved onto it.
    const located: [number, number] = [vertex[0] + 0.0003, vertex[1]];
    await page.context().grantPermissions(["geolocation"]);
    await page.context().setGeolocation({ longitude: located[0], latitude: located[1] });

    await page.goto(`${trailPath}/conditions`);
    const form = page.getByRole("form", { name: "Report conditions" });
    await form.getByLabel("What you found").selectOption("snow");
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Use my location" }).click();
    await expect(form.getByText(`Point: ${located[1].toFixed(5)}, ${located[0].toFixed(5)}`)).toBeVisible();
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent." })).toBeVisible();

    // The point was moved onto the trail's line.
    const report = await reportWithNote(page, trailId, note);
    expect(report.point).not.toBeNull();
    expect(report.point).not.toEqual(located);
    expect(snapToLine(report.point!, line)!.distanceMetres).toBeLessThan(1);

    const staff = await staffContext(browser);
    await confirmAsStaff(staff, trail.title, report.uuid);
    await staff.close();

    // The member opens the map at the report, offline basemap, and turns the layer on.
    const [longitude, latitude] = report.point!;
    await page.goto(`/map?center=${longitude},${latitude}&zoom=15&basemap=offline`);
    const map = page.getByTestId("main-map");
    await expectMapReady(map);
    const snow = CONDITION_COLOURS.snow;
    const before = await pixelsNearColour(map, snow, 120);
    await page.getByRole("button", { name: "Layers" }).click();
    const toggle = page.getByRole("checkbox", { name: "Recent conditions" });
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await expect(page).toHaveURL(/[?&]layers=conditions/);
    await expect(page.getByRole("list", { name: "Recent conditions key" }).first()).toContainText("Snow");
    await expect.poll(() => pixelsNearColour(map, snow, 120), { timeout: 15_000 }).toBeGreaterThan(before + 40);
    await page.keyboard.press("Escape");

    // The address keeps the layer: after a reload the report is drawn again.
    await page.reload();
    await expectMapReady(map);
    await expect.poll(() => pixelsNearColour(map, snow, 120), { timeout: 15_000 }).toBeGreaterThan(before + 40);
    await expect(page.getByTestId("conditions-legend")).toContainText(/\d+ recent reports? in view/);

    // From the keyboard: the legend lists the report, and Enter opens its popup.
    const listed = page
      .getByTestId("conditions-legend")
      .getByRole("button", { name: new RegExp(`Snow · ${escapeRegExp(trail.title)}`) });
    await listed.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByTestId("condition-popup");
    await expect(popup).toContainText("Snow");
    await expect(popup).toContainText(trail.title);
    await expect(popup).toContainText(note);
    await expect(popup).toContainText(/Seen [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // At phone width, a click on the marker (the map's centre) opens it too.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/map?center=${longitude},${latitude}&zoom=15&basemap=offline&layers=conditions`);
    await expectMapReady(map);
    await expect.poll(() => pixelsNearColour(map, snow, 120), { timeout: 15_000 }).toBeGreaterThan(before + 20);
    const area = (await map.boundingBox())!;
    await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
    await expect(popup).toBeVisible();

    await popup.getByRole("link", { name: "Trail conditions" }).click();
    await expect(page).toHaveURL(`${trailPath}/conditions`);
    await expect(page.getByRole("listitem").filter({ hasText: note })).toContainText("Snow");
  });

  test("a trusted reporter's fourth report sets the trail's status at once", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const trailPath = (await sitemapGuidePaths(page, "trails")).at(-4)!;
    const trailId = guideIdOf(trailPath);
    await signUpFreshReader(page, "conditions-trusted");
    await startComplementaryTrial(page);
    const trail = await trailDetail(page, trailId);

    // Three reports, confirmed by staff, make the member a trusted reporter.
    const staff = await staffContext(browser);
    for (let n = 0; n < 3; n++) {
      const earlier = await fileReport(page, trailId, { condition: "open", observed_on: isoDay(3), note: `Clear ${n}` });
      expect(earlier).toMatchObject({ state: "pending", counts: false });
      await confirmAsStaff(staff, trail.title, earlier.uuid);
    }
    await staff.close();

    await page.goto(`${trailPath}/conditions`);
    const form = page.getByRole("form", { name: "Report conditions" });
    await form.getByLabel("What you found").selectOption("mud");
    await form.getByLabel("Note").fill(`Deep mud at the creek ${Date.now()}`);
    await form.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Report sent. It now sets the trail's status." })).toBeVisible();

    await page.goto(trailPath);
    await expect(statusOf(page)).toContainText(/caution/i);
    await expect(statusOf(page).locator("time")).toHaveAttribute("datetime", new RegExp(`^${isoDay()}`));
  });

  test("a reader without All-Access sees Recent conditions locked, and nothing is asked for it", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v2/map/condition-reports/")) asked.push(request.url());
    });
    await page.goto("/map?basemap=offline&layers=conditions");
    await expectMapReady(page.getByTestId("main-map"));
    await page.getByRole("button", { name: "Layers" }).click();
    const toggle = page.getByRole("checkbox", { name: "Recent conditions" });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText("Recent conditions reported by members are part of All-Access.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start a 7-Day Free Trial" })).toHaveAttribute("href", "/all-access");
    await expect(page.getByRole("link", { name: "Log In" }).last()).toBeVisible();
    await expect(page.getByTestId("conditions-legend")).toHaveCount(0);
    for (const size of Object.values(VIEWPORTS)) {
      await page.setViewportSize(size);
      await expect(toggle).toBeVisible();
    }
    expect(asked).toEqual([]);
  });
});
