import type { Locator, Page } from "@playwright/test";
import { expect, expectMapReady, test, waitForHydration } from "./fixtures";

// The demo seed's roads join each demo trail's trailhead to its town (server/db/seed/demo-content/roads.ts):
// Bear Trail starts east of Independence, Oregon, on a graded forest road open to highway vehicles and
// high clearance, closed to motorcycles.
const BEAR_TRAILHEAD = "44.829793, -123.041496";
const NEAR_BEAR_TRAIL = "center=-123.12,44.84&zoom=11";
// Parowan Lake Trail, Utah, was recorded with heights; the demo roads follow its own line, open to
// high clearance.
const PAROWAN_LAKE_TRAILHEAD = "37.813224, -112.827715";
const HALFWAY_ALONG_PAROWAN_LAKE_TRAIL = "37.785697, -112.780806";
const NEAR_PAROWAN_LAKE_TRAIL = "center=-112.8,37.8&zoom=11";

const panel = (page: Page) => page.getByRole("region", { name: "Plan a trip" });
const result = (page: Page) => page.getByTestId("trip-plan-result");

/** The "latitude, longitude" a point of the list shows. */
async function coordinatesOf(point: Locator): Promise<string> {
  const text = await point.textContent();
  const found = /-?\d+\.\d+, -?\d+\.\d+/.exec(text ?? "");
  if (!found) throw new Error(`No coordinates in "${text}"`);
  return found[0];
}

/** The map with the planner's tab open, ready for input. */
async function openPlanner(page: Page, view = NEAR_BEAR_TRAIL) {
  await page.goto(`/map?active-tab=trip&${view}`);
  await expectMapReady(page.getByTestId("main-map"));
  await waitForHydration(page);
}

async function addByCoordinates(page: Page, coordinates: string) {
  await panel(page).getByLabel("Add a point by coordinates").fill(coordinates);
  await panel(page).getByRole("button", { name: "Add", exact: true }).click();
}

test.describe("the trip planner", () => {
  test("a member plans a legal route, sees why a motorcycle has none, and keeps the route", async ({
    page,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("member");
    await openPlanner(page);
    await expect(page).toHaveURL(/active-tool=plan-trip/);

    await addByCoordinates(page, BEAR_TRAILHEAD);
    // The town is found by search, among the other Independences.
    await panel(page).getByLabel("Add a point by search").fill("Independence Oregon");
    await panel(page)
      .getByRole("list", { name: "Places found" })
      .getByRole("button", { name: /^Add Independence\b.*Oregon$/ })
      .click();
    await expect(panel(page).getByLabel("Add a point by search")).toHaveValue("");
    const points = panel(page).getByRole("list", { name: "Points of the trip" }).getByRole("listitem");
    await expect(points).toHaveCount(2);
    await expect(points.first()).toContainText("Start");
    await expect(points.last()).toContainText("End");
    await expect(page.getByTestId("trip-plan-total")).toHaveText(/^\d+(\.\d+)? mi · \d+ min$/);
    await expect(result(page).getByRole("region", { name: "Roads on the way" })).toContainText(/Forest Road \d+/);

    // The start and end swap places: the same roads, driven the other way.
    await panel(page).getByRole("button", { name: "Move point B up" }).click();
    await expect(points.first()).toContainText("-123.1868");
    await expect(page.getByTestId("trip-plan-total")).toBeVisible();
    const clear = panel(page).getByRole("button", { name: "Clear" });
    const clearBefore = await clear.boundingBox();

    await panel(page).getByLabel("Vehicle", { exact: true }).selectOption({ label: "Motorcycle" });
    const refusal = result(page).getByRole("alert");
    await expect(refusal).toContainText(
      /No road open to this vehicle on these dates joins point 1 and point 2: .+ is not open to this vehicle class\./,
    );
    // The result changed its height; the point list's controls stayed under the pointer.
    expect(await clear.boundingBox()).toEqual(clearBefore);
    const urlBefore = page.url();
    await refusal.getByRole("button", { name: /^Show .+ on the map$/ }).click();
    await expect.poll(() => page.url()).not.toBe(urlBefore);

    await panel(page).getByLabel("Vehicle", { exact: true }).selectOption({ label: "High-clearance vehicle" });
    await panel(page).getByRole("button", { name: "Save to My Content" }).click();
    await expect(page.getByText("The route is saved to My Content.")).toBeVisible();
    await page.getByRole("tab", { name: "My Content" }).click();
    await expect(page.getByTestId("my-content-track").filter({ hasText: "Planned trip, " })).toBeVisible();
    // With the trip's two points as waypoints.
    const waypoints = page.getByTestId("my-content-waypoint").filter({ hasText: "Planned trip, " });
    await expect(waypoints.filter({ hasText: "Start" })).toHaveCount(1);
    await expect(waypoints.filter({ hasText: "End" })).toHaveCount(1);
  });

  test("points are added on the map and by search, removed, and the removal undone", async ({
    page,
    signInAsNewAccount,
    consoleErrors,
  }) => {
    await signInAsNewAccount("member");
    await page.goto(`/map?active-tool=plan-trip&${NEAR_BEAR_TRAIL}`);
    const map = page.getByTestId("main-map");
    await expectMapReady(map);
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Plan trip" })).toHaveAttribute("aria-selected", "true");

    // A search that finds nothing says so; one that cannot reach the server says that instead.
    const search = panel(page).getByLabel("Add a point by search");
    await search.fill("Qzxv Nowhere");
    await expect(panel(page).getByText("No place found.")).toBeVisible();
    await page.route("**/api/v2/search/**", (route) => route.abort("internetdisconnected"));
    await search.fill("Qzxv Elsewhere");
    await expect(panel(page).getByText("The search did not answer. Please try again.")).toBeVisible();
    await page.unroute("**/api/v2/search/**");
    // The browser reports the cut request; that one is expected.
    const cut = consoleErrors.findIndex((text) => text.includes("ERR_INTERNET_DISCONNECTED"));
    expect(cut).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(cut, 1);
    // Places come five at a time, each with a position; "More places" adds the next five.
    await search.fill("Independence");
    const places = panel(page).getByRole("list", { name: "Places found" }).getByRole("listitem");
    await expect(places).toHaveCount(5);
    await panel(page).getByRole("button", { name: "More places" }).click();
    await expect(places).toHaveCount(10);
    await search.fill("");

    const box = await map.boundingBox();
    if (!box) throw new Error("The map has no box");
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await panel(page).getByRole("button", { name: "Add the map's centre" }).click();
    const points = panel(page).getByRole("list", { name: "Points of the trip" }).getByRole("listitem");
    await expect(points).toHaveCount(2);
    await expect(result(page)).not.toContainText("Click the map to add your start");

    await panel(page).getByRole("button", { name: "Remove point A" }).click();
    await expect(points).toHaveCount(1);
    await panel(page).getByRole("button", { name: "Undo" }).click();
    await expect(points).toHaveCount(2);

    // The start moves down to become the end; Clear takes every point away.
    const [start, end] = [await coordinatesOf(points.first()), await coordinatesOf(points.last())];
    await panel(page).getByRole("button", { name: "Move point A down" }).click();
    await expect(points.first()).toContainText(end);
    await expect(points.last()).toContainText(start);
    await panel(page).getByRole("button", { name: "Clear" }).click();
    await expect(points).toHaveCount(0);
    await expect(result(page)).toContainText("Click the map to add your start");
  });

  test("a route along a trail shows its heights, what to watch for there and how my rig fits it, and leads to its page", async ({
    page,
    baseURL,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("member");
    // A full-size truck in the garage: too wide for the trail's narrow gaps.
    const wideTruck = { make: "Ford", model: "F-250", width_in: 82, is_primary: true };
    const headers = { origin: new URL(baseURL!).origin };
    expect((await page.request.post("/api/v2/users/me/vehicles/", { data: wideTruck, headers })).status()).toBe(201);
    await openPlanner(page, NEAR_PAROWAN_LAKE_TRAIL);
    // The vehicle is the primary rig's: a truck wider than 50" is a high-clearance vehicle here.
    await expect(panel(page).getByText("From your primary rig, Ford F-250.")).toBeVisible();
    await expect(panel(page).getByLabel("Vehicle", { exact: true })).toHaveValue("high-clearance");
    await addByCoordinates(page, PAROWAN_LAKE_TRAILHEAD);
    await addByCoordinates(page, HALFWAY_ALONG_PAROWAN_LAKE_TRAIL);

    // The ground's heights draw the profile.
    await expect(
      result(page)
        .getByRole("region", { name: "Elevation profile" })
        .getByRole("img", { name: /^Elevation profile: from [\d,]+ ft to [\d,]+ ft over [\d.]+ mi$/ }),
    ).toBeVisible();
    await expect(result(page).getByRole("list", { name: "Warnings" })).toContainText(
      /Parowan Lake Trail: not recommended for your rig \(Width: .+\)\./,
    );
    const trails = result(page).getByRole("region", { name: "Trails on the way" });
    await expect(trails).toContainText("Watch for: Width, Narrow Shelf Road, Mild Off Camber");
    await trails.getByRole("link", { name: "Parowan Lake Trail" }).click();
    await expect(page).toHaveURL(/\/US\/utah\/trails\/\d+-parowan-lake-trail$/);
    await expect(page.getByRole("heading", { level: 1, name: "Parowan Lake Trail" })).toBeVisible();
  });

  test("a free reader is shown what planning does and the way to a trial", async ({ page, loginAs }) => {
    await loginAs("free");
    await page.goto("/map?active-tool=plan-trip");
    const prompt = page.getByTestId("map-upgrade-prompt");
    await expect(prompt.getByRole("heading", { name: "Trip planning is part of All-Access" })).toBeVisible();
    await prompt.getByRole("link", { name: "Start a 7-Day Free Trial of All-Access Membership" }).click();
    await expect(page).toHaveURL(/\/all-access$/);
  });
});
