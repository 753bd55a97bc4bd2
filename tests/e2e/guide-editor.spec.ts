// The guide editors (issue "Authoring" point 4): a scout starts a route from a GPX file, places
// waypoints on the map and in the list, adds a photo to each and a description, saves with a reason, finds
// it all after a reload and submits it; a writer edits a trail (its paywall flags shown, not editable);
// a scout may not open a trail editor.
import path from "node:path";
import sharp from "sharp";
import { expect, test, expectMapReady } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { GPX_FIXTURES } from "../fixtures/fixtures";

const GPX_SAMPLE = path.join(GPX_FIXTURES, "ridge-loops.gpx");

test.describe("guide editor", () => {
  test.setTimeout(120_000);

  test("a scout creates a route from a GPX file, edits it, saves with a reason and submits it", async ({
    page,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("scout");
    await page.goto("/scout-routes/new");
    await expect(page.getByRole("heading", { name: "New scout route" })).toBeVisible();

    // Nothing filled in: the contract's messages show next to the fields.
    await page.getByRole("button", { name: "Create scout route" }).click();
    await expect(page.getByText("Enter at least 3 characters.")).toBeVisible();
    await expect(page.getByText("Choose a GPX or KML file.")).toBeVisible();

    const title = "Blue Hills Ridge";
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("State").selectOption({ label: "Massachusetts" });
    await page.getByLabel("GPX or KML file").setInputFiles(GPX_SAMPLE);
    await page.getByRole("button", { name: "Create scout route" }).click();
    await expect(page).toHaveURL(/\/scout-routes\/\d+\/edit$/, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: `Edit Scout Route: ${title}` })).toBeVisible();
    await expect(page.getByTestId("workflow-state")).toHaveText("Draft");

    const map = page.getByTestId("route-map-editor");
    await expectMapReady(map);
    const waypoints = page.getByRole("list", { name: "Waypoints" }).locator(":scope > li");
    const fromFile = await waypoints.count();

    // One waypoint by clicking the map…
    await page.getByRole("button", { name: "Add waypoints" }).click();
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await expect(waypoints).toHaveCount(fromFile + 1);
    await waypoints.nth(fromFile).getByLabel("Name").fill("Fire tower");

    // …and one from the list, named there.
    await page.getByRole("button", { name: "Add a waypoint" }).click();
    await expect(waypoints).toHaveCount(fromFile + 2);
    const listed = waypoints.last();
    await listed.getByLabel("Name").fill("Lunch spot");
    await listed.getByLabel("Type").selectOption({ label: "Viewpoint" });

    const description = page.getByRole("textbox", { name: "Route description" });
    await description.click();
    await page.keyboard.type("Granite ledges and a fire tower at the top.");

    // The autosave keeps the form as a draft while typing.
    await expect(page.getByTestId("draft-status")).toContainText("Draft saved at", { timeout: 10_000 });

    // Without a reason the save is refused next to the field; with one it goes.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Say what you changed and why.")).toBeVisible();
    await page.getByLabel("Reason for this change").fill("Added waypoints and the description");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Scout Route info saved!")).toBeVisible({ timeout: 15_000 });

    // A saved waypoint takes photos.
    const lunch = waypoints.filter({ hasText: "Lunch spot" });
    await lunch.getByRole("button", { name: /Lunch spot/ }).click();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#6b8e23" } })
      .jpeg()
      .toBuffer();
    await lunch.getByLabel("Add a photo").setInputFiles({ name: "lunch.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByText("Photo uploaded.")).toBeVisible({ timeout: 20_000 });
    await expect(lunch.locator("img")).toHaveCount(1);
    const tower = waypoints.filter({ hasText: "Fire tower" });
    await tower.getByRole("button", { name: /Fire tower/ }).click();
    await tower.getByLabel("Add a photo").setInputFiles({ name: "tower.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(tower.locator("img")).toHaveCount(1, { timeout: 20_000 });

    await page.reload();
    await expect(page.getByRole("heading", { name: `Edit Scout Route: ${title}` })).toBeVisible();
    await expect(waypoints).toHaveCount(fromFile + 2);
    await expect(waypoints.filter({ hasText: "Lunch spot" })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Route description" })).toContainText("fire tower");
    await expect(page.getByText(/Restore your unsaved changes/)).toHaveCount(0);

    // Unsaved typing survives a reload as a draft, offered back on opening.
    await page.getByLabel("Road condition").fill("Washboard after the gate");
    await expect(page.getByTestId("draft-status")).toContainText("Draft saved at", { timeout: 10_000 });
    await page.reload();
    await expect(page.getByText(/Restore your unsaved changes from/)).toBeVisible();
    await expect(page.getByLabel("Road condition")).toHaveValue("");
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByLabel("Road condition")).toHaveValue("Washboard after the gate");
    await page.getByLabel("Reason for this change").fill("Road condition from the drive");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Scout Route info saved!")).toBeVisible({ timeout: 15_000 });

    // Each save is in the guide's history with its reason.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await expect(history.getByText("Road condition from the drive")).toBeVisible();
    await expect(history.getByText("Added waypoints and the description")).toBeVisible();
    await page.keyboard.press("Escape");

    await expectMapReady(map);

    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page.getByText("Submitted for review.")).toBeVisible();
    await expect(page.getByTestId("workflow-state")).toHaveText("Submitted");
  });

  test("a scout draws a new route on the map", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("scout");
    await page.goto("/scout-routes/new");
    const title = "Drawn Wash";
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("State").selectOption({ label: "Utah" });
    await page.getByText("Draw on the map").click();
    const map = page.getByTestId("route-map-editor");
    await expectMapReady(map);
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
    for (const [x, y] of [at(0.4, 0.4), at(0.5, 0.45), at(0.6, 0.5)]) {
      await page.mouse.click(x, y);
    }
    // Clicking the last point again finishes the line.
    await page.mouse.click(...at(0.6, 0.5));
    await expect(page.getByText("3 points drawn.")).toBeVisible();
    await page.getByRole("button", { name: "Create scout route" }).click();
    await expect(page).toHaveURL(/\/scout-routes\/\d+\/edit$/, { timeout: 20_000 });
    await expect(page.getByTestId("route-line-summary")).toContainText("3 points");

    // A file replaces the drawn line, read in the browser as My Content's import reads it; a broken
    // one is refused where it breaks, and the line stays.
    const upload = page.getByLabel("Upload GPX/KML");
    await upload.setInputFiles({
      name: "broken.gpx",
      mimeType: "application/gpx+xml",
      buffer: Buffer.from('<gpx version="1.1">\n<trk><trkseg>\n</gpx>'),
    });
    await expect(page.getByRole("alert")).toContainText("This file could not be read: line 3");
    await expect(page.getByTestId("route-line-summary")).toContainText("3 points");
    await upload.setInputFiles(path.join(GPX_FIXTURES, "multigeometry.kml"));
    await expect(
      page.getByRole("status").filter({ hasText: "The line from multigeometry.kml replaced the route" }),
    ).toBeVisible();
    await expect(page.getByTestId("route-line-summary")).not.toContainText("3 points");
  });

  test("a writer edits a trail's title", async ({ page, loginAs }) => {
    const [path] = (await sitemapGuidePaths(page, "trails")).slice(-1);
    const id = guideIdOf(path!);
    await loginAs("writer");
    // The trail page's Internal Details leads to the editor.
    await page.goto(path!);
    await page.getByRole("region", { name: "Internal Details" }).getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(new RegExp(`/trails/${id}/edit$`));
    const titleField = page.getByLabel("Title");
    const original = await titleField.inputValue();
    const reason = page.getByLabel("Reason for this change");
    const save = page.getByRole("button", { name: "Save", exact: true });

    await titleField.fill(`${original} (edited)`);
    await reason.fill("Clearer title");
    await save.click();
    await expect(page.getByText("Trail info saved!")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: `Edit Trail: ${original} (edited)` })).toBeVisible();

    // The paywall flags are shown, not edited: a super user sets them in the trail tool.
    const publishing = page.getByRole("region", { name: "Publishing" });
    await expect(publishing.getByText("All-Access Preview", { exact: true })).toBeVisible();
    await expect(publishing.getByText("A super user sets these in the trail tool.")).toBeVisible();
    await expect(publishing.getByRole("checkbox")).toHaveCount(0);
    await expect(publishing.getByRole("link", { name: "Open this trail in the trail tool" })).toHaveCount(0);

    // Put the demo trail back as it was.
    await titleField.fill(original);
    await reason.fill("Back to the original title");
    await save.click();
    await expect(page.getByRole("heading", { name: `Edit Trail: ${original}` })).toBeVisible({ timeout: 15_000 });
  });

  test("a scout opening a trail's editor gets the 404 page", async ({ page, loginAs }) => {
    const [path] = await sitemapGuidePaths(page, "trails");
    await loginAs("scout");
    const response = await page.goto(`/trails/${guideIdOf(path!)}/edit`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found, let's get you back on trail.")).toBeVisible();
  });
});
