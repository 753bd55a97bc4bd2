// The map-data staff tools in Chromium: a super uploads the USFS sample on road data and follows the
// import to its report; draws a region's outline that is still there after a reload; compares two
// basemaps side by side.
import { expect, test, expectMapReady } from "./fixtures";
import { MOAB_RANGER_DISTRICT } from "../fixtures/fixtures";

test.describe("map data tools", () => {
  test("a super uploads a public-land dataset, sees it queued, then its report and the source loaded", async ({
    page,
    loginAs,
  }) => {
    await loginAs("super");
    await page.goto("/admin/road-data");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road data");
    // The start-up import of every ranger district is listed as loaded.
    await expect(page.getByTestId("loaded-sources")).toContainText("usfs-ranger-districts");

    const source = `moab-e2e-${Date.now()}`;
    await page.getByLabel("File", { exact: true }).setInputFiles(MOAB_RANGER_DISTRICT);
    await expect(page.getByLabel("Source name")).toHaveValue("moab_ranger_district");
    await page.getByLabel("Source name").fill(source);
    await page.getByRole("button", { name: "Upload and import" }).click();

    const row = page.getByRole("table", { name: "Dataset imports" }).getByRole("row").filter({ hasText: source });
    await expect(row.getByText(/Queued|Importing/)).toBeVisible();
    await expect(row.getByRole("progressbar")).toBeVisible();
    // The page polls while the import waits or runs, and shows the report once it has run.
    await expect(row.getByText("Imported")).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText("1 added, 0 replaced, 0 skipped");
    const loaded = page.getByTestId("loaded-sources").getByRole("row").filter({ hasText: source });
    await expect(loaded).toContainText("Public lands");
    await expect(loaded).toContainText("1");
  });

  test("a bad upload is refused next to its field before anything is sent", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/road-data");
    await page.getByLabel("Source name").fill("../etc");
    await page.getByRole("button", { name: "Upload and import" }).click();
    await expect(page.getByText("Choose a file to upload.")).toBeVisible();
    await expect(page.getByText(/Use letters, digits, dots/)).toBeVisible();
  });

  test("a super draws a region's outline, which is there after a reload, then clears it", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/region-map");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Region map");
    const map = page.getByTestId("region-map");
    await expectMapReady(map);

    const regions = page.getByRole("region", { name: /^Regions of / });
    const first = regions.getByRole("button").first();
    const title = (await first.textContent())!.replace(/(No outline|Outlined)$/, "").trim();
    await first.click();
    await expect(page.getByTestId("outline-status")).toHaveText(new RegExp(`^${title}: `));
    await page.getByRole("button", { name: "Draw a polygon" }).click();

    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    for (const [x, y] of [at(0.35, 0.35), at(0.65, 0.35), at(0.65, 0.65), at(0.35, 0.65)]) {
      await page.mouse.click(x, y);
    }
    // Clicking the first corner again closes the polygon.
    await page.mouse.click(...at(0.35, 0.35));
    await expect(page.getByTestId("outline-status")).toHaveText(`${title}: 1 polygon, not saved yet.`);
    await page.getByRole("button", { name: "Save outline" }).click();
    await expect(page.getByText(`The outline of ${title} is saved.`)).toBeVisible();

    await page.reload();
    await expectMapReady(map);
    const again = regions.getByRole("button", { name: new RegExp(`^${title}`) });
    await expect(again).toContainText("Outlined");
    await again.click();
    await expect(page.getByTestId("outline-status")).toHaveText(`${title}: 1 polygon.`);
    await expect(page.getByRole("region", { name: "Staff history" })).toContainText("outline saved");

    // The demo region is left as it was.
    await page.getByRole("button", { name: "Clear outline" }).click();
    await expect(page.getByText(`The outline of ${title} is cleared.`)).toBeVisible();
    await expect(again).toContainText("No outline");
  });

  test("a super compares two basemaps, and the address keeps the view and both choices", async ({ page, loginAs }) => {
    await loginAs("super");
    await page.goto("/admin/basemap-comparison?center=-109.55,38.57&zoom=6&left=offline&right=offline");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Basemap comparison");
    const left = page.getByTestId("compared-map-left");
    const right = page.getByTestId("compared-map-right");
    await expectMapReady(left);
    await expectMapReady(right);

    await page.getByRole("combobox", { name: "Second map" }).selectOption("usgs-imagery");
    // The online source is unreachable in the test, so the map says so and shows the basic one.
    await expect(page.getByText("Satellite cannot be reached: showing the basic map.")).toBeVisible();
    await expect(page).toHaveURL(/right=usgs-imagery/);

    const box = (await left.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(page).not.toHaveURL(/center=-109\.55%2C38\.57/);
    await expect(page).toHaveURL(/left=offline/);
  });
});
