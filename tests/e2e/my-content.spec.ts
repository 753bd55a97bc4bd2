import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";
import { GPX_FIXTURES } from "../fixtures/fixtures";

const SAMPLE_FILE = "run-gpxtpx.gpx";
const SAMPLE_TRACK = "Lunch run over Nob Hill";

const map = (page: Page) => page.getByTestId("main-map");
const panel = (page: Page) => page.getByTestId("my-content-panel");

async function openMyContent(page: Page) {
  await page.goto("/map?active-tab=my-content");
  await expectMapReady(map(page));
  await expect(panel(page).getByRole("heading", { name: "Tracks (" })).toBeVisible({ timeout: 10_000 });
}

/** Clicks at fractions of the map's box, away from the panel and the controls. */
async function clickMap(page: Page, points: [number, number][], { doubleClickLast = false } = {}) {
  const box = await map(page).boundingBox();
  if (!box) throw new Error("The map has no box");
  for (const [index, [x, y]] of points.entries()) {
    const position = { x: box.x + box.width * x, y: box.y + box.height * y };
    if (doubleClickLast && index === points.length - 1) await page.mouse.dblclick(position.x, position.y);
    else await page.mouse.click(position.x, position.y);
  }
}

test.describe("My Content", () => {
  test("a member draws a track and downloads it as GPX", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("member");
    await openMyContent(page);
    const name = "Slickrock spur";

    await panel(page).getByRole("button", { name: "Draw track" }).click();
    await expect(page).toHaveURL(/active-tool=draw-track/);
    const drawing = panel(page).getByRole("status").filter({ hasText: "Click on the map to add points." });
    await expect(drawing).toBeVisible();
    const points: [number, number][] = [
      [0.55, 0.4],
      [0.65, 0.5],
      [0.75, 0.45],
    ];
    for (const [index, point] of points.entries()) {
      await clickMap(page, [point]);
      await expect(drawing).toContainText(`${index + 1} ${index === 0 ? "point" : "points"} · `);
    }
    // A double-click on the last point ends the line without adding it twice.
    await clickMap(page, [points[2]!], { doubleClickLast: true });
    const form = panel(page).getByRole("form", { name: "Track details" });
    await expect(form).toBeVisible();
    await expect(form.getByText(/^3 points · /)).toBeVisible();
    await form.getByLabel("Name").fill(name);
    await form.getByRole("button", { name: "Save track" }).click();

    const item = panel(page).getByTestId("my-content-track").filter({ hasText: name });
    await expect(item).toBeVisible();
    await expect(item.getByText(/ mi$/)).toBeVisible();

    await item.getByLabel(`Export ${name}`).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      item.getByRole("link", { name: "GPX", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("slickrock-spur.gpx");
    const gpx = await readFile(await download.path(), "utf8");
    expect(gpx).toContain('<gpx version="1.1"');
    expect(gpx.match(/<trkpt /g)).toHaveLength(3);
  });

  test("a member imports a GPX file, sees it in the list and shares it", async ({ page, signInAsNewAccount }) => {
    const member = await signInAsNewAccount("member");
    await openMyContent(page);

    await panel(page).getByRole("button", { name: "Import" }).click();
    await panel(page)
      .getByLabel("choose files")
      .setInputFiles({
        name: SAMPLE_FILE,
        mimeType: "application/gpx+xml",
        buffer: await readFile(path.join(GPX_FIXTURES, SAMPLE_FILE)),
      });
    const results = panel(page).getByRole("list", { name: "Import results" });
    await expect(results).toContainText(`${SAMPLE_FILE}: 1 track and 0 waypoints imported`, { timeout: 15_000 });

    await panel(page)
      .getByLabel("choose files")
      .setInputFiles({ name: "notes.gpx", mimeType: "application/gpx+xml", buffer: Buffer.from("not a track") });
    await expect(results).toContainText("notes.gpx: not a GPX, KML or GeoJSON file");

    const item = panel(page).getByTestId("my-content-track").filter({ hasText: SAMPLE_TRACK });
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `Elevation of ${SAMPLE_TRACK}` }).click();
    const elevationDialog = page.getByRole("dialog", { name: `Elevation of ${SAMPLE_TRACK}` });
    await expect(
      elevationDialog.getByRole("img", { name: /^Elevation profile: from [\d,]+ ft to [\d,]+ ft over / }),
    ).toBeVisible();
    await elevationDialog.getByRole("button", { name: "Close" }).click();
    await expect(elevationDialog).toHaveCount(0);
    // The switch follows the saved state, so it turns on once the API has answered.
    const share = item.getByRole("switch", { name: `Share ${SAMPLE_TRACK} by link` });
    await share.click();
    await expect(share).toBeChecked();
    const link = item.getByLabel(`Link to ${SAMPLE_TRACK}`);
    await expect(link).toHaveValue(/\/user-content\/[0-9a-f-]{36}$/);
    const sharedUrl = await link.inputValue();

    // The shared page works for anyone: a fresh, signed-out browser context.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(sharedUrl).origin });
    const shared = await visitor.newPage();
    await shared.goto(new URL(sharedUrl).pathname);
    await expect(shared.getByRole("heading", { level: 1, name: SAMPLE_TRACK })).toBeVisible();
    await expect(shared.getByText(`Shared by ${member.name}`)).toBeVisible();
    await expectMapReady(shared.getByTestId("shared-content-map"));
    await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute("content", SAMPLE_TRACK);
    // The sample's points carry <ele>: the page charts them.
    const elevation = shared.getByRole("region", { name: "Elevation" });
    await expect(
      elevation.getByRole("img", { name: /^Elevation profile: from [\d,]+ ft to [\d,]+ ft over [\d.]+ mi$/ }),
    ).toBeVisible();

    // The same link opens on the map for anyone, named and drawn.
    const uuid = new URL(sharedUrl).pathname.split("/").pop()!;
    await shared.goto(`/map?shared-content=${uuid}`);
    await expect(shared.getByText(`shared by ${member.name}`)).toBeVisible();
    await expect(shared.getByText(SAMPLE_TRACK, { exact: true })).toBeVisible();
    await visitor.close();
  });

  test("an unshared or unknown item is a 404 page", async ({ page }) => {
    const response = await page.goto("/user-content/7b0e4c1e-2f43-4b7e-9a55-1c2d3e4f5a6b");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found, let's get you back on trail.")).toBeVisible();
  });
});
