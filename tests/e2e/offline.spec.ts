// Offline trail packs (ADR 0059): a paid member saves a trail, loses the signal, and opens the guide,
// its map (tiles from the pack) and their position; the Saved for offline page lists and removes the
// pack. A free reader is offered no save and the server refuses to plan one.
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import { expect, PACK_PLAN_TIMEOUT_MS, test } from "./fixtures";
import { guideIdOf, openMap, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { createTrack, FRESH_READER_PASSWORD, signUpFreshReader } from "./factories";

interface TrailJson {
  id: number;
  slug: string;
  title: string;
  is_preview: boolean;
  state: { country_code: string; slug: string };
}

/** How the browser reports a request that found no network, or the worker's offline note (503). */
const EXPECTED_OFFLINE_FAILURE =
  /^(Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|the server responded with a status of 503)|Failed to fetch manifest patches TypeError: Failed to fetch)/;

/** "about 2 MB", "850 KB" as bytes (the site counts 1 KB as 1,000 bytes). */
function bytesOf(text: string): number {
  const [, amount, unit] = /([\d.,]+) (KB|MB)/.exec(text)!;
  return Number(amount!.replace(/,/g, "")) * (unit === "MB" ? 1_000_000 : 1_000);
}

/** The first listed trail that is not an All-Access Preview (those are open to everyone). */
async function paidTrail(page: Page): Promise<TrailJson & { path: string }> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
    const trail = (await (await page.request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailJson;
    if (!trail.is_preview) return { ...trail, path: `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}` };
  }
  throw new Error("No listed trail is paid-only");
}

/** A SUPER's Bearer header, signed in on a request context of its own. */
async function superHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === "super")!;
  const response = await request.post("/api/v2/token/", {
    data: { email: account.email, password: DEMO_PASSWORD },
    headers: { "x-forwarded-for": "198.51.100.250" },
  });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
}

test.describe("offline trail packs", () => {
  test("a paid member saves a trail, opens it and its map with no signal, and removes it", async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    await signUpFreshReader(page, "offline");
    await startComplementaryTrial(page);
    const trail = await paidTrail(page);

    await page.goto(trail.path);
    // The trailhead, from the directions link, is where the phone will be.
    const directions = await page.getByRole("link", { name: "Directions to trailhead" }).getAttribute("href");
    const [latitude, longitude] = new URL(directions!).searchParams.get("destination")!.split(",").map(Number);
    await page.getByRole("link", { name: "Save for offline" }).click();
    await expect(page).toHaveURL(new RegExp(`/offline/trails/${trail.id}$`));

    // The size of each detail level shows before anything is saved.
    const standard = page.getByRole("radio", { name: /^Standard, about [\d.]+ (KB|MB)/ });
    await expect(standard).toBeChecked({ timeout: PACK_PLAN_TIMEOUT_MS });
    const estimate = bytesOf((await page.getByText(/^Standard, about/).textContent())!);
    await expect(page.getByRole("radio", { name: /^Detailed, about [\d.]+ (KB|MB)/ })).toBeVisible();

    await page.getByRole("button", { name: "Save for offline" }).click();
    const progress = page.getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect(page.getByText(/Saving… [\d,]+ of [\d,]+ files/)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline:" })).toBeVisible({ timeout: 180_000 });
    // The worker that answers from the pack controls the site from now on.
    await page.evaluate(() => navigator.serviceWorker.ready);

    const tiles = { fromPack: 0, failed: [] as string[], layers: new Set<string>() };
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (!/\.mvt$/.test(pathname) || !response.fromServiceWorker() || !response.ok()) return;
      tiles.fromPack++;
      tiles.layers.add(pathname.split("/").slice(0, 3).join("/"));
    });
    page.on("requestfailed", (request) => {
      if (/\.mvt$/.test(new URL(request.url()).pathname)) tiles.failed.push(request.url());
    });

    const offlineFrom = consoleErrors.length;
    await context.setOffline(true);
    await page.goto(trail.path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(trail.title);
    const map = await openMap(page, "trail-map");
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 60, { steps: 8 });
    await page.mouse.up();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(() => tiles.fromPack).toBeGreaterThan(0);
    // Public lands and roads come from the pack's tiles, drawn under the guide's line as on /map.
    await expect.poll(() => [...tiles.layers].sort()).toEqual(["/basemaps/offline", "/tiles/public-lands", "/tiles/roads"]);
    // No tile the pack holds fails. (Which tiles beyond the pack's margin the map asks for on the way,
    // and which fail for want of a signal, depends on the frames drawn while it moves.)
    const packed = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of (await caches.keys()).filter((key) => key.startsWith("offline-pack:"))) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(packed.filter((url) => /\.mvt$/.test(url)).length).toBeGreaterThan(0);
    expect(tiles.failed.filter((url) => packed.includes(url))).toEqual([]);

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: latitude!, longitude: longitude! });
    await page.getByRole("button", { name: "Find my location" }).click();
    await expect(page.locator(".maplibregl-user-location-dot")).toBeVisible();

    // An address no pack holds answers a note that leads to the saved guides.
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await page.getByRole("link", { name: "Saved for offline" }).click();

    await expect(page).toHaveURL(/\/offline$/);
    const saved = page.getByRole("list", { name: "Saved guides" }).getByRole("listitem");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(trail.title);
    await expect(saved.getByTestId("pack-size")).toHaveText(/^[\d.]+ (KB|MB)$/);
    // The estimate shown before saving is within a quarter of what was stored: the built files are
    // counted from the build, the tiles sampled (ADR 0059).
    const stored = bytesOf((await saved.getByTestId("pack-size").textContent())!);
    expect(estimate / stored, `about ${estimate} bytes shown, ${stored} stored`).toBeGreaterThan(0.8);
    expect(estimate / stored, `about ${estimate} bytes shown, ${stored} stored`).toBeLessThan(1.25);
    await expect(page.getByTestId("storage-used")).toContainText("used of");
    await saved.getByRole("button", { name: `Remove ${trail.title}` }).click();
    await expect(page.getByText("No guides saved yet.")).toBeVisible();
    // With no signal, what the pack does not hold (the site's API calls, analytics, other pages' code)
    // fails to load, as it should; anything else, such as a script error, still fails the test. The
    // page is left first, so that nothing it was still retrying (analytics waits seconds between
    // tries) reports after its errors are sorted.
    await page.goto("about:blank");
    await context.setOffline(false);
    const offlineErrors = consoleErrors.splice(offlineFrom);
    consoleErrors.push(...offlineErrors.filter((text) => !EXPECTED_OFFLINE_FAILURE.test(text)));
  });

  test("a member keeps a track of My Content for offline and opens its page and line with no signal", async ({
    page,
    context,
    consoleErrors,
    signInAsNewAccount,
  }) => {
    test.setTimeout(240_000);
    await signInAsNewAccount("member", "offline-track");
    const uuid = await createTrack(page.request, "Fins loop to keep");

    await page.goto("/map?active-tab=my-content");
    const row = page.getByTestId("my-content-track").filter({ hasText: "Fins loop to keep" });
    await row.getByRole("link", { name: "Save for offline Fins loop to keep" }).click();
    await expect(page).toHaveURL(new RegExp(`/offline/tracks/${uuid}$`));
    await expect(page.getByText("The track, its GPX and the map of its area, on this device.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Standard, about [\d.]+ (KB|MB)/ })).toBeChecked({
      timeout: PACK_PLAN_TIMEOUT_MS,
    });
    await page.getByRole("button", { name: "Save for offline" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline:" })).toBeVisible({ timeout: 180_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);

    const trackTiles = { fromPack: 0 };
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith(`/api/v2/user-content/shared/${uuid}/tiles/`) && response.fromServiceWorker() && response.ok()) {
        trackTiles.fromPack++;
      }
    });
    const offlineFrom = consoleErrors.length;
    await context.setOffline(true);
    await page.goto(`/user-content/${uuid}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fins loop to keep");
    await expect(page.getByText("Only you can see this page.")).toBeVisible();
    await expect(page.getByTestId("shared-content-map")).toHaveAttribute("data-map-state", "ready");
    await expect.poll(() => trackTiles.fromPack).toBeGreaterThan(0);
    // Its GPX comes from the pack too.
    const gpx = await page.evaluate(
      async (url) => (await fetch(url)).text(),
      `/api/v2/user-content/tracks/${uuid}/export/?format=gpx`,
    );
    expect(gpx).toContain("<gpx");

    await page.goto("about:blank");
    await context.setOffline(false);
    const offlineErrors = consoleErrors.splice(offlineFrom);
    consoleErrors.push(...offlineErrors.filter((text) => !EXPECTED_OFFLINE_FAILURE.test(text)));
  });

  test("signing out removes the packs saved on this device", async ({ page }) => {
    test.setTimeout(240_000);
    await signUpFreshReader(page, "offline-sign-out");
    await startComplementaryTrial(page);
    const trail = await paidTrail(page);
    await page.goto(`/offline/trails/${trail.id}`);
    await expect(page.getByTestId("sign-out-note")).toHaveText("Signing out removes the guides saved on this device.");
    await page.getByRole("button", { name: "Save for offline" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline:" })).toBeVisible({ timeout: 180_000 });
    const packCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("offline-pack:")));
    expect(await packCaches()).toEqual([`offline-pack:trails/${trail.id}`]);
    await page.evaluate(() => navigator.serviceWorker.ready);

    await page.getByRole("banner").getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    await expect.poll(packCaches).toEqual([]);
    // Nor any record of them (the database itself may be gone too).
    const records = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const opening = indexedDB.open("trailguide-offline");
          opening.onsuccess = () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains("packs")) return resolve(0);
            const counting = database.transaction("packs").objectStore("packs").count();
            counting.onsuccess = () => resolve(counting.result);
          };
        }),
    );
    expect(records).toBe(0);
  });

  test("a member whose All-Access is taken back loses the pack at the next check, while their token still says paid", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const email = await signUpFreshReader(page, "offline-revoked");
    const { uuid } = (await (await page.request.get("/api/v2/users/me/")).json()) as { uuid: string };
    const staff = await superHeaders(request);
    const reason = "Checked with the member";
    const endsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const granted = await request.post(`/api/v2/admin/users/${uuid}/complimentary-access/`, {
      data: { ends_on: endsOn, reason },
      headers: staff,
    });
    expect(granted.status()).toBe(200);
    const { grants } = (await granted.json()) as { grants: { id: number }[] };
    // Signed in again: the access token now says subscribed.
    const login = await page.request.post("/api/v2/token/", {
      data: { email, password: FRESH_READER_PASSWORD },
      headers: { "x-forwarded-for": "198.51.100.251" },
    });
    expect(login.status()).toBe(200);

    const trail = await paidTrail(page);
    await page.goto(`/offline/trails/${trail.id}`);
    await page.getByRole("button", { name: "Save for offline" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved for offline:" })).toBeVisible({ timeout: 180_000 });
    const saved = page.getByRole("list", { name: "Saved guides" }).getByRole("listitem");
    await expect(saved).toContainText(trail.title);
    const packCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("offline-pack:")));
    expect(await packCaches()).toEqual([`offline-pack:trails/${trail.id}`]);

    const revoked = await request.post(`/api/v2/admin/users/${uuid}/complimentary-access/${grants[0]!.id}/revoke/`, {
      data: { reason },
      headers: staff,
    });
    expect(revoked.status()).toBe(200);
    // The next visit online asks the server, which reads the membership as it is now.
    await page.goto("/offline");
    await expect(page.getByText("No guides saved yet.")).toBeVisible();
    await expect.poll(packCaches).toEqual([]);
  });

  test("a free reader is not offered the save and the server refuses to plan a pack", async ({ page }) => {
    await signUpFreshReader(page, "offline-free");
    const trail = await paidTrail(page);
    await page.goto(trail.path);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(trail.title);
    await expect(page.getByRole("link", { name: "Save for offline" })).toHaveCount(0);
    const refused = await page.request.get(`/api/v2/offline-packs/trails/${trail.id}/`);
    expect(refused.status()).toBe(403);
  });

  test("the site is installable: a web app manifest in every page's head and a worker browsers keep fresh", async ({ page }) => {
    await page.goto("/");
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
      short_name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; src: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "Trailguide", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    const worker = await page.request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
  });
});
