import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, expectMapReady } from "./fixtures";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";
import { tileLinePoints, tileOf } from "../support/tile-lines";
import { GPX_FIXTURES } from "../fixtures/fixtures";

const SAMPLE_FILE = "ridge-loops.gpx";
const TRACK = "BIG LOOP";

const panel = (page: Page) => page.getByTestId("my-content-panel");

interface SharedTrackAnswer {
  privacy_cut: boolean;
  point_count: number;
  preview: { coordinates: number[][][] };
}

/** The points of the shared track's line in the z14 tile that holds `at`, as this reader gets them. */
async function sharedTilePoints(request: Page["request"], uuid: string, at: { longitude: number; latitude: number }) {
  const address = tileOf(at.longitude, at.latitude, 14);
  const response = await request.get(`/api/v2/user-content/shared/${uuid}/tiles/14/${address.x}/${address.y}.mvt`);
  expect(response.status()).toBe(200);
  return tileLinePoints(new Uint8Array(await response.body()), address, "shared-track");
}

/** Metres between two points (haversine), enough to tell inside from outside a zone. */
function metresBetween(a: { latitude: number; longitude: number }, [longitude, latitude]: number[]) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(latitude! - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(latitude!)) * Math.sin(radians(longitude! - a.longitude) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

test.describe("Privacy zones", () => {
  test("a shared track loses its ends inside the owner's zones for everyone else, and exports a GPS route", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUpFreshReader(page, "privacy");
    await startComplementaryTrial(page);

    await page.goto("/map?active-tab=my-content");
    await expectMapReady(page.getByTestId("main-map"));
    await panel(page).getByRole("button", { name: "Import" }).click();
    await panel(page)
      .getByLabel("choose files")
      .setInputFiles({
        name: SAMPLE_FILE,
        mimeType: "application/gpx+xml",
        buffer: await readFile(path.join(GPX_FIXTURES, SAMPLE_FILE)),
      });
    await expect(panel(page).getByRole("list", { name: "Import results" })).toContainText(`${SAMPLE_FILE}: 3 tracks and`, {
      timeout: 15_000,
    });
    const item = panel(page).getByTestId("my-content-track").filter({ hasText: TRACK }).first();
    await expect(item).toBeVisible();

    // The track's own first and last points, as the owner's API gives them.
    const mine = (await (await page.request.get("/api/v2/user-content/")).json()) as {
      tracks: { uuid: string; name: string }[];
    };
    const trackUuid = mine.tracks.find((track) => track.name === TRACK)!.uuid;
    const detail = (await (await page.request.get(`/api/v2/user-content/tracks/${trackUuid}/`)).json()) as {
      geometry: { coordinates: number[][][] };
    };
    const all = detail.geometry.coordinates.flat();
    const FIRST = { longitude: all[0]![0]!, latitude: all[0]![1]! };
    const LAST = { longitude: all.at(-1)![0]!, latitude: all.at(-1)![1]! };
    // A loop: it ends where it starts, at the member's home.
    expect(metresBetween(FIRST, [LAST.longitude, LAST.latitude])).toBeLessThan(200);

    // A zone around the start (and so the end of the loop), typed in; it is still there after a reload.
    const zones = panel(page).getByTestId("privacy-zones");
    await zones.getByRole("button", { name: "Add a privacy zone" }).click();
    const form = zones.getByRole("form", { name: "New privacy zone" });
    await form.getByLabel("Name").fill("Home");
    await form.getByLabel("Radius").selectOption({ label: "200 m" });
    await form.getByLabel("Latitude").fill(String(FIRST.latitude));
    await form.getByLabel("Longitude").fill(String(FIRST.longitude));
    await form.getByRole("button", { name: "Save zone" }).click();
    await expect(zones.getByText(/^200 m around /)).toBeVisible();
    await page.reload();
    await expect(zones.getByRole("listitem")).toHaveCount(1);

    // Share it, and take the GPS route from the export menu.
    const share = item.getByRole("switch", { name: `Share ${TRACK} by link` });
    await share.click();
    await expect(share).toBeChecked();
    const sharedUrl = await item.getByLabel(`Link to ${TRACK}`).inputValue();
    const uuid = new URL(sharedUrl).pathname.split("/").pop()!;

    await item.getByLabel(`Export ${TRACK}`).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      item.getByRole("link", { name: "GPX route for GPS devices" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("big-loop-route.gpx");
    const route = await readFile(await download.path(), "utf8");
    const routePoints = route.match(/<rtept /g) ?? [];
    expect(routePoints.length).toBeGreaterThan(10);
    expect(routePoints.length).toBeLessThanOrEqual(250);
    // The owner's own route keeps the start.
    expect(route).toContain(`<rtept lat="${FIRST.latitude}" lon="${FIRST.longitude}">`);

    // The owner sees the whole track, and a note on the shared page.
    const own = (await (await page.request.get(`/api/v2/user-content/shared/${uuid}/`)).json()) as SharedTrackAnswer;
    expect(own.privacy_cut).toBe(true);
    expect(own.preview.coordinates[0]![0]!.slice(0, 2)).toEqual([FIRST.longitude, FIRST.latitude]);
    await page.goto(`/user-content/${uuid}`);
    await expect(page.getByTestId("privacy-note")).toContainText("hidden from everyone else");
    expect(await page.content()).toContain(String(FIRST.latitude));
    // The owner's tile of the first point has it.
    const ownTile = await sharedTilePoints(page.request, uuid, FIRST);
    expect(Math.min(...ownTile.map((point) => metresBetween(FIRST, point)))).toBeLessThan(5);

    // A visitor gets none of the points inside the zones, in any form.
    const visitor = await browser.newContext({ baseURL: new URL(sharedUrl).origin });
    const shared = await visitor.newPage();
    // The map draws the line from the server's cut tiles.
    const tileDrawn = shared.waitForResponse(
      (response) => response.url().includes(`/api/v2/user-content/shared/${uuid}/tiles/`) && response.status() === 200,
    );
    const pageResponse = await shared.goto(`/user-content/${uuid}`);
    const html = (await pageResponse?.text()) ?? "";
    expect(html).toContain(TRACK);
    expect(html).not.toContain(String(FIRST.latitude));
    expect(html).not.toContain(String(LAST.latitude));
    await expect(shared.getByTestId("privacy-note")).toHaveCount(0);
    await expectMapReady(shared.getByTestId("shared-content-map"));
    await tileDrawn;

    const api = (await (await shared.request.get(`/api/v2/user-content/shared/${uuid}/`)).json()) as SharedTrackAnswer;
    expect(api.privacy_cut).toBe(false);
    expect(api.point_count).toBeLessThan(own.point_count);
    const line = api.preview.coordinates.flat();
    expect(metresBetween(FIRST, line[0]!)).toBeGreaterThan(200);
    expect(metresBetween(LAST, line.at(-1)!)).toBeGreaterThan(200);

    // The tile of the original first point carries nothing of the cut ends: the line's nearest
    // point is the mid-track pass, about 160 m from the start, that ADR 0061 keeps.
    const visitorTile = await sharedTilePoints(shared.request, uuid, FIRST);
    expect(visitorTile.length).toBeGreaterThan(1);
    for (const end of [FIRST, LAST]) {
      expect(Math.min(...visitorTile.map((point) => metresBetween(end, point)))).toBeGreaterThan(120);
    }

    const gpx = await (await shared.request.get(`/api/v2/user-content/tracks/${uuid}/export/?format=gpx`)).text();
    const points = [...gpx.matchAll(/<trkpt lat="([-\d.]+)" lon="([-\d.]+)"/g)].map((m) => [Number(m[2]), Number(m[1])]);
    expect(points.length).toBe(api.point_count);
    expect(gpx).not.toContain(`lat="${FIRST.latitude}" lon="${FIRST.longitude}"`);
    expect(gpx).not.toContain(`lat="${LAST.latitude}" lon="${LAST.longitude}"`);
    // Its ends lie outside the zone (a pass through the zone mid-track stays, as ADR 0061 decides).
    expect(metresBetween(FIRST, points[0]!)).toBeGreaterThan(200);
    expect(metresBetween(LAST, points.at(-1)!)).toBeGreaterThan(200);
    await visitor.close();
  });
});
