import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test, VIEWPORTS } from "./fixtures";
import { guideIdOf, pixelsNearColour, sitemapGuidePaths, openMap } from "./guide-helpers";

interface TrailJson {
  id: number;
  slug: string;
  access: "preview" | "full";
  is_preview: boolean;
  state: { country_code: string; slug: string };
  difficulty_props: { color: string; label: string };
  points_of_concern?: string[];
  waypoints?: { name: string }[];
  geojson?: { coordinates: number[][] };
}

const pathOf = (trail: TrailJson) => `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}`;

async function trailJson(page: Page, id: number): Promise<TrailJson> {
  return (await (await page.request.get(`/api/v3/trails/${id}/`)).json()) as TrailJson;
}

/** The first listed trail that matches, read as the current reader; at most 40 are read. */
async function findTrail(page: Page, matches: (trail: TrailJson) => boolean): Promise<TrailJson> {
  for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
    const trail = await trailJson(page, guideIdOf(path));
    if (matches(trail)) return trail;
  }
  throw new Error("No listed trail matches");
}

test.describe("trail page", () => {
  test("a visitor who has not paid sees the paywall on a trail that is not a preview", async ({ page }) => {
    const trail = await findTrail(page, (candidate) => !candidate.is_preview);
    expect(trail.access).toBe("preview");
    await page.goto(pathOf(trail));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("All-Access", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Trails", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Every trail guide in full detail for $0.77/week*" })).toBeVisible();
    for (const benefit of [
      "Detailed Waypoints",
      "Photos and video on the trail",
      "Comprehensive list of concerns",
      "Community trail reviews",
      "PLUS Scout Routes",
    ]) {
      await expect(page.getByText(benefit, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Already a member?")).toBeVisible();
    await expect(page.getByTestId("trail-map")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download GPX" })).toHaveCount(0);
  });

  test("a visitor sees a preview trail in full, with its line drawn, and downloads the GPX", async ({ page }) => {
    const trail = await findTrail(page, (candidate) => candidate.is_preview);
    expect(trail.access).toBe("full");
    await page.goto(pathOf(trail));
    await expect(page.getByText("All-Access Preview", { exact: true }).first()).toBeVisible();
    await openMap(page, "trail-map");
    await expect
      .poll(() => pixelsNearColour(page.getByTestId("trail-map"), trail.difficulty_props.color), { timeout: 10_000 })
      .toBeGreaterThan(50);
    await expect(page.getByRole("heading", { name: "Every trail guide in full detail for $0.77/week*" })).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download GPX" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.gpx$/);
    const gpx = await readFile(await download.path(), "utf8");
    expect(gpx.startsWith("<?xml")).toBe(true);
    expect(gpx).toContain("<gpx");

    const routing = page.waitForEvent("download");
    await page.getByRole("button", { name: "GPX route for GPS devices" }).click();
    const routeDownload = await routing;
    expect(routeDownload.suggestedFilename()).toMatch(/-route\.gpx$/);
    const route = await readFile(await routeDownload.path(), "utf8");
    expect(route).toContain("<rte>");
    expect((route.match(/<rtept /g) ?? []).length).toBeLessThanOrEqual(250);
  });

  test("a member reads a trail's elevation: total gain and loss, and the profile under the pointer", async ({
    page,
    loginAs,
  }) => {
    await loginAs("member");
    const hasElevation = (trail: TrailJson) => trail.geojson?.coordinates.some((point) => point.length === 3) ?? false;
    const trail = await findTrail(page, (candidate) => candidate.access === "full" && hasElevation(candidate));
    await page.goto(pathOf(trail));
    // The section's code loads as it comes into view, in the room kept for it.
    await page.getByTestId("elevation-placeholder").scrollIntoViewIfNeeded();
    const section = page.getByRole("region", { name: "Elevation" });
    await expect(section.getByText(/^Gain$/)).toBeVisible();
    await expect(section.locator("dd").first()).toHaveText(/^[\d,]+ ft$/);
    const chart = section.getByRole("img", { name: /^Elevation profile: from [\d,]+ ft to [\d,]+ ft over [\d.]+ mi$/ });
    await expect(chart).toBeVisible();

    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(section.locator("output")).toHaveText(/^[\d.]+ mi · [\d,]+ ft$/);

    const flat = await findTrail(page, (candidate) => candidate.access === "full" && !hasElevation(candidate));
    await page.goto(pathOf(flat));
    await expect(page.getByText("Trail Information").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Elevation" })).toHaveCount(0);
  });

  test("a member sees the waypoint guide and the points of concern", async ({ page, loginAs }) => {
    await loginAs("member");
    const trail = await findTrail(page, (candidate) => !candidate.is_preview && (candidate.points_of_concern?.length ?? 0) > 0);
    expect(trail.access).toBe("full");
    await page.goto(pathOf(trail));
    await openMap(page, "trail-map");
    await expect(page.getByText("Technical Rating").first()).toBeVisible();

    await page.getByRole("tab", { name: "Points of Concern" }).click();
    const concerns = page.getByRole("list", { name: "Points of concern" });
    for (const concern of trail.points_of_concern!) await expect(concerns.getByText(concern, { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Waypoints" }).click();
    const waypoints = page.getByRole("list", { name: "Waypoints" });
    await expect(waypoints.getByTestId("waypoint")).toHaveCount(trail.waypoints!.length);
    await expect(waypoints.getByRole("heading", { level: 3 }).first()).toHaveText(trail.waypoints![0]!.name);
    await expect(page.getByRole("img", { name: /^Waypoint 1: / })).toHaveCount(1);
    await expect(page.getByText("Internal Details")).toHaveCount(0);
  });

  test("members share one render of a trail page, which shows each of them once loaded; free readers never get it", async ({
    page,
    loginAs,
    request,
  }) => {
    await loginAs("member");
    const trail = await findTrail(page, (candidate) => !candidate.is_preview && (candidate.waypoints?.length ?? 0) > 0);
    const firstWaypoint = trail.waypoints![0]!.name;
    const path = pathOf(trail);
    await page.request.get(path); // the paid tier's copy, rendered for nobody in particular
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe("hit");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    const html = await response!.text();
    expect(html).not.toContain("member@demo.trailguide.test");
    expect(html).not.toContain("Morgan Member");
    expect(html).toContain(firstWaypoint);
    await page.getByRole("button", { name: "User menu" }).click();
    await expect(page.getByRole("menu").getByText("Morgan Member")).toBeVisible();

    // A free reader, signed in beside the paid copy, gets the paywall from a copy of their own.
    const freeLogin = await request.post("/api/v2/token/", {
      data: { email: "free@demo.trailguide.test", password: "trailguide-demo" },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect(freeLogin.status()).toBe(200);
    const freePage = await request.get(path);
    const freeHtml = await freePage.text();
    expect(freeHtml).toContain("Every trail guide in full detail for $0.77/week*");
    expect(freeHtml).not.toContain(firstWaypoint);
  });

  test("a scout sees Internal Details and opens the Editor Notes and History modals", async ({ page, loginAs }) => {
    await loginAs("scout");
    const trail = await findTrail(page, (candidate) => !candidate.is_preview);
    await page.goto(pathOf(trail));
    const details = page.getByRole("region", { name: "Internal Details" });
    await expect(details).toBeVisible();
    await expect(details.getByText("Publish Status")).toBeVisible();
    await expect(details.getByText("Published", { exact: true })).toBeVisible();
    await expect(details.getByText("Upvotes")).toHaveCount(0);
    await expect(details.getByLabel("New Edition Date")).toHaveCount(0);
    await expect(details.getByRole("heading", { name: "Record" })).toHaveCount(0);

    await details.getByRole("button", { name: /^Show \(\d+\) editor notes$/ }).click();
    const notes = page.getByRole("dialog", { name: "Editor Notes" });
    // A scout who did not write the trail may not read its notes: the modal says so instead of failing.
    await expect(notes.getByText(/No editor notes yet\.|could not be loaded|From/).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(notes).toHaveCount(0);

    await details.getByRole("button", { name: /^Show \(\d+\) history entries$/ }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await expect(history.getByText(/No history yet\.|From/).first()).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("a super user saves the new edition date of a trail", async ({ page, loginAs }) => {
    await loginAs("super");
    const trail = await findTrail(page, (candidate) => !candidate.is_preview);
    await page.goto(pathOf(trail));
    const details = page.getByRole("region", { name: "Internal Details" });
    await expect(details.getByRole("heading", { name: "Record" })).toBeVisible();
    await details.getByLabel("New Edition Date").fill("2027-04-01");
    await details.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Trail info saved!")).toBeVisible();
    const saved = (await (await page.request.get(`/api/v3/trails/${trail.id}/`)).json()) as { new_edition_date: string };
    expect(saved.new_edition_date).toBe("2027-04-01");
  });

  test("a scout gets the staff layers on the map; a member does not", async ({ page, loginAs }) => {
    await loginAs("member");
    const trail = await findTrail(page, (candidate) => !candidate.is_preview);
    await page.goto(pathOf(trail));
    await openMap(page, "trail-map");
    await expect(page.getByTestId("staff-layers")).toHaveCount(0);
    expect((await page.request.get("/api/v2/staff/guide-lines/?bbox=-180,-90,180,90")).status()).toBe(403);

    await loginAs("scout");
    await page.goto(pathOf(trail));
    await openMap(page, "trail-map");
    const layers = page.getByRole("group", { name: "Staff layers" });
    await expect(layers).toBeVisible();
    const loaded = page.waitForResponse((response) => response.url().includes("/api/v2/staff/guide-lines/"));
    await layers.getByLabel("All trails and scout routes").check();
    expect((await loaded).status()).toBe(200);
    await layers.getByLabel("Waypoints").check();
  });

  test("a member rates the difficulty from the drivers' summary, and the summary counts it", async ({
    page,
    signInAsNewAccount,
  }) => {
    await signInAsNewAccount("member");
    const [path] = await sitemapGuidePaths(page, "trails");
    await page.goto(path!);
    const summary = page.getByRole("region", { name: "Difficulty reported by drivers" });
    await expect(summary).not.toContainText("Loading what drivers reported");
    const countIn = (text: string | null) => Number(/^(\d+) reviews? rated/m.exec(text ?? "")?.[1] ?? 0);
    const before = countIn(await summary.locator("p").textContent());

    await summary.getByRole("button", { name: "Ran it recently? Rate the difficulty" }).click();
    const form = page.getByRole("form", { name: "Add a review" });
    await expect(form).toBeVisible();
    const difficulty = form.getByLabel("Difficulty you found (optional)");
    await expect(difficulty).toHaveAccessibleDescription(/from 1 \(easy\) to 10 \(extreme\)/);
    await difficulty.selectOption({ label: "9: Extreme" });
    await form.getByLabel("Rating", { exact: true }).selectOption("3");
    await form.getByLabel("Title", { exact: true }).fill("Harder than rated");
    await form.getByLabel("Your review", { exact: true }).fill("The ledges after the washout are a lot bigger this year.");
    await page.setViewportSize(VIEWPORTS.phone);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Post review" }).click();

    await expect(form).toHaveCount(0);
    await expect.poll(async () => countIn(await summary.locator("p").textContent())).toBe(before + 1);
  });

  test("on a desktop every tab of the trail information is shown whole", async ({ page }) => {
    const trail = await findTrail(page, (candidate) => candidate.is_preview);
    await page.goto(pathOf(trail));
    const tablist = page.getByRole("tablist", { name: "Trail Information" });
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const box = (await tablist.boundingBox())!;
      const tabs = tablist.getByRole("tab");
      expect(await tabs.count()).toBeGreaterThan(4);
      for (const tab of await tabs.all()) {
        const tabBox = (await tab.boundingBox())!;
        expect(tabBox.x + tabBox.width, `${await tab.textContent()} at ${width} px`).toBeLessThanOrEqual(box.x + box.width + 0.5);
      }
      expect(await tablist.evaluate((element) => element.scrollWidth - element.clientWidth), `${width} px`).toBeLessThanOrEqual(
        0,
      );
    }
  });

  test("a malformed or unknown trail gives the 404 page, and a wrong state moves to the right one", async ({ page }) => {
    for (const path of ["/trails/not-a-number", "/trails/99999999-nowhere", "/US/utah/trails/nowhere"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("Page not found, let's get you back on trail.")).toBeVisible();
    }
    const [path] = await sitemapGuidePaths(page, "trails");
    await page.goto(path!.replace(/^\/[A-Z]+\/[a-z-]+\//, "/US/not-a-state/"));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
});
