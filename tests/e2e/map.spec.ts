import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";
import { OFFLINE_COLORS, OFFLINE_TILES_PATH } from "../../shared/map/offline-basemap-style";
import { createList } from "./factories";
import { FIRST_SHOWN_GUIDES } from "../../app/features/map/guide-list";
import { MAP_GUIDES_DEFAULT_LIMIT } from "../../shared/contracts/map.contract";
import { openMap, pixelsNearColour } from "./guide-helpers";

interface MapGuide {
  kind: "trail" | "scout-route" | "orv-park";
  id: number;
  title: string;
  href: string;
  color: string;
  trailhead: [number, number];
}

/** An All-Access Preview trail: its line is in everyone's tiles. */
async function previewTrail(page: Page): Promise<MapGuide> {
  const response = await page.request.get("/api/v2/map/guides/?bbox=-180,-85,180,85&preview=1&types=trails&limit=1");
  const { results } = (await response.json()) as { results: MapGuide[] };
  if (!results[0]) throw new Error("No preview trail on the map");
  return results[0];
}

async function resultCount(page: Page): Promise<number> {
  const count = page.getByTestId("map-result-count");
  await expect(count).toHaveText(/^[\d,]+ results? in view$/, { timeout: 15_000 });
  return Number((await count.textContent())!.replace(/\D/g, ""));
}

const map = (page: Page) => page.getByTestId("main-map");

/**
 * How far a point lies from the view's centre, as a share of the half-width or half-height of a map of
 * `size` pixels (Web Mercator, 512-pixel tiles): at most 1 when it is in view.
 */
function reachFromCentre(
  view: { center: [number, number]; zoom: number },
  size: { width: number; height: number },
  [longitude, latitude]: [number, number],
): number {
  const world = 512 * 2 ** view.zoom;
  const x = (lng: number) => ((lng + 180) / 360) * world;
  const y = (lat: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * world;
  return Math.max(
    Math.abs(x(longitude) - x(view.center[0])) / (size.width / 2),
    Math.abs(y(latitude) - y(view.center[1])) / (size.height / 2),
  );
}

test.describe("trail map", () => {
  test("a visitor sees a trail line on the offline basemap and opens its card from the trailhead", async ({ page }) => {
    const trail = await previewTrail(page);
    const [longitude, latitude] = trail.trailhead;
    await page.goto(`/map?center=${longitude},${latitude}&zoom=12`);
    await expect(page.getByRole("heading", { level: 1, name: "Trail Map" })).toBeVisible();
    await expectMapReady(map(page));
    await expect.poll(() => pixelsNearColour(map(page), trail.color), { timeout: 15_000 }).toBeGreaterThan(50);
    await expect(page.getByRole("list", { name: "Guides in view" }).getByText(trail.title)).toBeVisible();

    // The map is centred on the trailhead.
    const box = (await map(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const card = page.getByTestId("map-guide-card");
    await expect(card.getByRole("heading", { name: trail.title })).toBeVisible();
    await expect(card.getByRole("link", { name: "View Guide" })).toHaveAttribute("href", trail.href);
    await expect(page).toHaveURL(new RegExp(`active-content=trail-${trail.id}`));
  });

  test("hovering a guide in the list rings it on the map", async ({ page }) => {
    const trail = await previewTrail(page);
    const [longitude, latitude] = trail.trailhead;
    await page.goto(`/map?center=${longitude},${latitude}&zoom=12`);
    await expectMapReady(map(page));
    const item = page.getByTestId("map-list-item").filter({ hasText: trail.title });
    await expect(item).toBeVisible({ timeout: 15_000 });
    expect(await pixelsNearColour(map(page), "#00FFFF")).toBeLessThan(20);
    await item.hover();
    await expect.poll(() => pixelsNearColour(map(page), "#00FFFF"), { timeout: 10_000 }).toBeGreaterThan(50);
  });

  test("a filter narrows the live count, and the address keeps it through a reload", async ({ page }) => {
    await page.goto("/map");
    await expectMapReady(map(page));
    const everything = await resultCount(page);
    expect(everything).toBeGreaterThan(1);

    await page.getByRole("tab", { name: "Filters" }).click();
    await page.getByLabel("Badge of Honor only").check();
    await expect.poll(() => resultCount(page)).toBeLessThan(everything);
    const narrowed = await resultCount(page);
    await expect(page).toHaveURL(/[?&]boh=1/);
    await expect(page).toHaveURL(/[?&]center=-?[\d.]+,-?[\d.]+&zoom=[\d.]+/);

    await page.reload();
    await expect(page.getByLabel("Badge of Honor only")).toBeChecked();
    await expect.poll(() => resultCount(page)).toBe(narrowed);

    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect.poll(() => resultCount(page)).toBe(everything);
    await expect(page).not.toHaveURL(/boh=1/);
  });

  test("the list draws the first dozen guides in view and the rest on request, with the focus on the first new one", async ({
    page,
  }) => {
    await page.goto("/map");
    await expectMapReady(map(page));
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(FIRST_SHOWN_GUIDES);
    const items = page.getByRole("list", { name: "Guides in view" }).getByRole("listitem");
    await expect(items).toHaveCount(FIRST_SHOWN_GUIDES);

    const more = Math.min(total, MAP_GUIDES_DEFAULT_LIMIT) - FIRST_SHOWN_GUIDES;
    const showMore = page.getByRole("button", { name: /^Show \d+ more guides?$/ });
    await expect(showMore).toHaveText(`Show ${Math.min(more, 24)} more guide${Math.min(more, 24) === 1 ? "" : "s"}`);
    await showMore.click();
    await expect(items).toHaveCount(FIRST_SHOWN_GUIDES + Math.min(more, 24));
    await expect(items.nth(FIRST_SHOWN_GUIDES).getByRole("button")).toBeFocused();
  });

  test("a free user opening My Content meets the upgrade prompt", async ({ page, loginAs }) => {
    await loginAs("free");
    await page.goto("/map?active-tab=my-content");
    const prompt = page.getByTestId("map-upgrade-prompt");
    await expect(prompt.getByRole("heading", { name: "My Content is part of All-Access" })).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Start a 7-Day Free Trial of All-Access Membership" })).toHaveAttribute(
      "href",
      "/all-access",
    );
    await expect(prompt.getByRole("link", { name: "Log In" })).toHaveCount(0);
  });

  test("a visitor asking for a My Content tool is offered the trial and Log In", async ({ page }) => {
    await page.goto("/map?active-tool=draw-track");
    const prompt = page.getByTestId("map-upgrade-prompt");
    await expect(prompt.getByRole("heading", { name: "Drawing tracks is part of All-Access" })).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Log In" })).toHaveAttribute("href", /^\/login\?return_url=\/map/);
  });

  test("the list of what is in view comes from the address's view, without waiting for the map's code", async ({ page }) => {
    const trail = await previewTrail(page);
    const [longitude, latitude] = trail.trailhead;
    // MapLibre never arrives: the list must not depend on it.
    await page.route(/\/assets\/maplibre-gl-[^/]*\.js$/, () => undefined);
    await page.goto(`/map?center=${longitude},${latitude}&zoom=10`);
    const inView = page.getByRole("list", { name: "Guides in view" });
    await expect(inView.getByText(trail.title, { exact: true })).toBeVisible();
    await expect(page.getByTestId("map-result-count")).toHaveText(/^[\d,]+ results? in view$/);
    await expect(map(page)).toHaveAttribute("data-map-state", "loading");
  });

  test("a list's View on map shows that list alone, fitted to its guides, with a way back to all guides", async ({
    page,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("member");
    const response = await page.request.get("/api/v2/map/guides/?bbox=-180,-85,180,85&types=trails&limit=50");
    const trails = ((await response.json()) as { results: MapGuide[] }).results.filter((trail) => trail.trailhead);
    const first = trails[0]!;
    const distance = (trail: MapGuide) =>
      Math.hypot(trail.trailhead[0] - first.trailhead[0], trail.trailhead[1] - first.trailhead[1]);
    const far = trails.reduce((best, trail) => (distance(trail) > distance(best) ? trail : best));
    expect(distance(far)).toBeGreaterThan(3);

    const name = "Far apart";
    const uuid = await createList(page.request, name, [
      { product_type: "trails", id: first.id },
      { product_type: "trails", id: far.id },
    ]);

    await page.goto(`/lists/${uuid}`);
    await page.getByRole("link", { name: "View on map" }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]+/map\\?(.*&)?active-list=${uuid}`));
    await expect(page.getByRole("heading", { name: `List: ${name}` })).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Trails on the map" });
    await expect(panel.getByRole("list", { name: `Guides in ${name}` }).getByRole("listitem")).toHaveCount(2);
    for (const trail of [first, far]) await expect(panel.getByText(trail.title, { exact: true })).toHaveCount(1);
    await expect(panel.getByTestId("map-list-item")).toHaveCount(2);
    await expect(page.getByTestId("map-result-count")).toHaveText("2 guides in this list");

    // The view fits the two trailheads: both inside the map, and far from its centre.
    await expectMapReady(map(page));
    const size = (await map(page).boundingBox())!;
    await expect
      .poll(
        () => {
          const params = new URL(page.url()).searchParams;
          const [longitude, latitude] = (params.get("center") ?? "").split(",").map(Number);
          const view = { center: [longitude!, latitude!] as [number, number], zoom: Number(params.get("zoom")) };
          const reach = [first, far].map((trail) => reachFromCentre(view, size, trail.trailhead));
          return reach.every((value) => value <= 1) && Math.max(...reach) > 0.5;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await panel.getByRole("button", { name: "Show all guides" }).click();
    await expect(page).not.toHaveURL(/active-list=/);
    await expect(panel.getByRole("list", { name: "Guides in view" }).getByRole("listitem").first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId("map-result-count")).toHaveText(/^[\d,]+ results? in view$/);
  });

  test("a member's list opens on the map with its guides, from the list's page", async ({ page, signInAsNewAccount }) => {
    await signInAsNewAccount("member");
    const trail = await previewTrail(page);
    const uuid = await createList(page.request, "Moab weekend", [{ product_type: "trails", id: trail.id }]);

    await page.goto(`/lists/${uuid}`);
    await page.getByRole("link", { name: "View on map" }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]+/map\\?.*active-list=${uuid}`));
    await expect(page.getByRole("heading", { name: "List: Moab weekend" })).toBeVisible();
    await page.getByRole("list", { name: "Guides in Moab weekend" }).getByText(trail.title).click();
    const card = page.getByTestId("map-guide-card");
    await expect(card.getByRole("heading", { name: trail.title })).toBeVisible();
    await expect(page.getByTestId("map-upgrade-prompt")).toHaveCount(0);

    // The card adds its guide to another list, without leaving the map.
    const otherList = "Map picks";
    await card.getByRole("button", { name: `Add to list: ${trail.title}` }).click();
    const newList = page.getByRole("dialog", { name: "Add to list" }).getByRole("form", { name: "New list" });
    await newList.getByRole("textbox").fill(otherList);
    await newList.getByRole("button", { name: "Create and add" }).click();
    await expect(page.getByText(`Added to ${otherList}`).last()).toBeVisible();
    const containing = (await (
      await page.request.get(`/api/v2/lists/containing/?product_type=trails&id=${trail.id}`)
    ).json()) as {
      results: { name: string; item_id: number | null }[];
    };
    expect(containing.results.find((list) => list.name === otherList)?.item_id).toEqual(expect.any(Number));
    await expect(page).toHaveURL(/\/map\?/);
  });

  test("the measure tool adds up the clicked points in miles", async ({ page }) => {
    await page.goto("/map?center=-111.5,39.5&zoom=9&active-tool=measure");
    await expectMapReady(map(page));
    const box = (await map(page).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.3);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(page.getByTestId("measure-distance")).toHaveText(/^\d+\.\d{2} mi$/);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByTestId("measure-distance")).toHaveText("0 ft");
  });

  test("the location button has its name while the browser has not yet said whether it can locate", async ({ page }) => {
    // The browser's answer never comes: MapLibre waits on it before naming its button.
    await page.addInitScript(() => {
      navigator.permissions.query = () => new Promise(() => {});
    });
    await page.goto("/map?center=-111.5,39.5&zoom=9");
    await expectMapReady(map(page));
    await expect(page.getByRole("button", { name: "Find my location" })).toBeVisible();
  });

  test("with no internet, the map offers the online basemaps, shows the offline one in their place and says so, on every map", async ({
    page,
  }) => {
    const trail = await previewTrail(page);
    const [longitude, latitude] = trail.trailhead;
    await page.goto(`/map?center=${longitude},${latitude}&zoom=12`);
    await expectMapReady(map(page));
    // The offline basemap stands in: our own trail line is drawn on it.
    await expect.poll(() => pixelsNearColour(map(page), trail.color), { timeout: 15_000 }).toBeGreaterThan(50);
    await page.getByRole("button", { name: "Layers" }).click();
    const basemaps = page.getByRole("group", { name: "Basemap" });
    for (const name of ["Streets", "USGS Topo", "Satellite", "Basic (works offline)"]) {
      await expect(basemaps.getByRole("radio", { name })).toBeVisible();
    }
    await expect(basemaps.getByRole("radio", { name: "Streets" })).toBeChecked();
    await expect(basemaps.getByRole("status")).toHaveText(
      "Streets cannot be reached right now: the map shows the Basic basemap, which works offline.",
    );
    await expect(
      page.getByRole("group", { name: "Overlays" }).getByRole("checkbox", { name: "Hillshade (terrain shading)" }),
    ).toBeVisible();

    await basemaps.getByRole("radio", { name: "USGS Topo" }).check();
    await expect(page).toHaveURL(/basemap=usgs-topo/);
    await expect(basemaps.getByRole("status")).toHaveText(/^USGS Topo cannot be reached right now/);
    await expect.poll(() => pixelsNearColour(map(page), trail.color), { timeout: 15_000 }).toBeGreaterThan(50);

    // The same choice on a guide's map, which falls back the same way.
    await page.goto(trail.href);
    await openMap(page, "trail-map");
    await expect
      .poll(() => pixelsNearColour(page.getByTestId("trail-map"), trail.color), { timeout: 15_000 })
      .toBeGreaterThan(50);
    await page.goto("/map");
    await expectMapReady(map(page));
    await page.getByRole("button", { name: "Layers" }).click();
    await expect(page.getByRole("group", { name: "Basemap" }).getByRole("radio", { name: "USGS Topo" })).toBeChecked();
  });

  test("imported USFS ranger districts show in the public-lands layer and on the guide pages whose line crosses them", async ({
    page,
    loginAs,
  }) => {
    // The e2e server starts on the ranger districts of tests/fixtures, imported with the README's command.
    const imports = (await (await page.request.get("/api/v2/map/imports/")).json()) as { imports: { source: string }[] };
    expect(imports.imports.map((entry) => entry.source)).toContain("usfs-ranger-districts");

    // The La Sal Mountains: Manti-La Sal National Forest, Moab Ranger District, in USFS green.
    await page.goto("/map?center=-109.27,38.48&zoom=9&layers=public-lands&basemap=offline");
    await expectMapReady(map(page));
    await page.getByRole("button", { name: "Layers" }).click();
    await expect(page.getByRole("checkbox", { name: /Public lands/ })).toBeChecked();
    await expect(page.getByText("No public-land data imported yet")).toHaveCount(0);
    // The menu names the dataset behind the layer, as staff and drivers want to know it.
    await expect(page.getByRole("list", { name: "Public lands data" })).toHaveText(
      /^usfs-ranger-districts: [\d,]+ areas, imported [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    // The demo seed's roads (server/db/seed/demo-content/roads.ts) are named under the roads layer.
    await expect(page.getByRole("list", { name: "Roads (motor vehicle use) data" })).toHaveText(
      /^Demo MVUM: [\d,]+ roads, imported /,
    );
    await page.keyboard.press("Escape");
    const landFill = "#b9ceaf"; // USFS green (#2f8a3b) at 28% over the basemap's land
    await expect.poll(() => pixelsNearColour(map(page), landFill), { timeout: 15_000 }).toBeGreaterThan(2_000);

    await loginAs("member");
    const trails = (await (await page.request.get("/api/v2/map/guides/?bbox=-125,30,-100,49&types=trails&limit=200")).json()) as {
      results: MapGuide[];
    };
    let crossing: { trail: MapGuide; land: { unit: string; name: string } } | null = null;
    for (const trail of trails.results) {
      const response = await page.request.get(`/api/v2/map/public-lands/crossed/?kind=trail&id=${trail.id}`);
      const { public_lands } = (await response.json()) as { public_lands: { unit: string; name: string }[] };
      if (public_lands[0]) {
        crossing = { trail, land: public_lands[0] };
        break;
      }
    }
    if (!crossing) throw new Error("No demo trail crosses an imported ranger district");
    await page.goto(crossing.trail.href);
    const lands = page.getByRole("region", { name: "Public lands" });
    await expect(lands).toContainText(crossing.land.name);
    await expect(lands).toContainText("(USFS)");
  });

  test("the first view draws the offline basemap's land and sea from our own server's tiles", async ({ page }) => {
    const tiles: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes(`${OFFLINE_TILES_PATH}/`) && response.ok()) tiles.push(response.url());
    });
    await page.goto("/map");
    await expectMapReady(map(page));
    // The first view is centred on Kansas, far from any sea.
    await expect.poll(() => pixelsNearColour(map(page), OFFLINE_COLORS.land, 40), { timeout: 15_000 }).toBeGreaterThan(1_200);
    expect(await pixelsNearColour(map(page), OFFLINE_COLORS.water, 40)).toBe(0);
    expect(tiles.length).toBeGreaterThan(0);
    const glyphs = await page.request.get("/basemaps/fonts/Noto%20Sans%20Regular/0-255.pbf");
    expect(glyphs.status()).toBe(200);
  });
});
