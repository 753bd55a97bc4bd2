// The printed trail guide (ADR 0063): a new member follows "Print guide" from a trail page and prints
// it; the sheet, printed to PDF by Chromium, carries the guide. Visitors and free readers get the
// paywall's answer instead, never the guide's details.
import { execFile } from "node:child_process";
import { mkdir, readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { expect, test, VIEWPORTS } from "./fixtures";
import { guideIdOf, sitemapGuidePaths } from "./guide-helpers";
import { startComplementaryTrial } from "./membership-helpers";
import { signUpFreshReader } from "./factories";

const run = promisify(execFile);
const OUTPUT_DIR = "test-results/print";

interface TrailJson {
  access: "preview" | "full";
  is_preview: boolean;
  title: string;
  slug: string;
  state: { country_code: string; slug: string };
  waypoints?: { name: string; latitude: number; longitude: number }[];
  points_of_concern?: string[];
}

test.describe("printed trail guide", () => {
  test("a new member prints a trail guide; visitors and free readers get the paywall's answer, not the guide", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A member's view of the listed trails, to know what the sheet must (and others must not) show.
    const memberLogin = await request.post("/api/v2/token/", {
      data: { email: "member@demo.trailguide.test", password: "trailguide-demo" },
      headers: { "x-forwarded-for": "203.0.113.191" },
    });
    expect(memberLogin.status()).toBe(200);
    let trail: TrailJson | undefined;
    for (const path of (await sitemapGuidePaths(page, "trails")).slice(0, 40)) {
      const candidate = (await (await request.get(`/api/v3/trails/${guideIdOf(path)}/`)).json()) as TrailJson;
      if (!candidate.is_preview && (candidate.waypoints?.length ?? 0) > 0 && (candidate.points_of_concern?.length ?? 0) > 0) {
        trail = candidate;
        break;
      }
    }
    if (!trail) throw new Error("No listed trail with waypoints and points of concern");
    const trailPath = `/${trail.state.country_code}/${trail.state.slug}/trails/${trail.slug}`;
    const printPath = `${trailPath}/print`;
    const firstWaypoint = trail.waypoints![0]!;

    // A visitor is asked to log in and come back.
    const visitor = await page.request.get(printPath, { maxRedirects: 0 });
    expect(visitor.status()).toBe(302);
    expect(visitor.headers()["location"]).toBe(`/login?return_url=${printPath}`);

    // A free reader lands on the trail's paywall; nothing of the guide comes with it.
    await signUpFreshReader(page, "print-free");
    const free = await page.request.get(printPath, { maxRedirects: 0 });
    expect(free.status()).toBe(302);
    expect(free.headers()["location"]).toBe(trailPath);
    expect(await free.text()).not.toContain(firstWaypoint.name);
    await page.goto(printPath);
    await expect(page).toHaveURL(trailPath);
    await expect(page.getByRole("heading", { name: /^Every trail guide in full detail for/ })).toBeVisible();
    expect(await page.content()).not.toContain(firstWaypoint.name);

    // Once a member, "Print guide" on the trail page opens the sheet.
    await startComplementaryTrial(page);
    await page.goto(trailPath);
    await page.getByRole("link", { name: "Print guide" }).click();
    await expect(page).toHaveURL(printPath);
    await expect(page.getByRole("heading", { level: 1, name: trail.title })).toBeVisible();
    for (const section of ["Overview map", "Waypoints", "Points of concern", "Directions", "This guide online"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: new RegExp(`^Overview map of `) })).toBeVisible();
    await expect(page.getByTestId("print-waypoint")).toHaveCount(trail.waypoints!.length);
    await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
    const guideUrl = (await page
      .getByRole("img", { name: /^QR code of the guide's address, / })
      .getAttribute("aria-label"))!.replace("QR code of the guide's address, ", "");
    expect(guideUrl).toMatch(new RegExp(`${trailPath}$`));

    // On a phone the drawings fit the screen: the route's end and its last waypoint are not cut off.
    await page.setViewportSize(VIEWPORTS.phone);
    const drawings = [
      page.getByRole("img", { name: /^Overview map of / }),
      page.getByRole("img", { name: /^Elevation profile of / }),
    ];
    for (const drawing of drawings) {
      if ((await drawing.count()) === 0) continue;
      const box = (await drawing.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    const lastMarker = (await page.getByTestId("print-map-waypoint").last().boundingBox())!;
    expect(lastMarker.x).toBeGreaterThanOrEqual(0);
    expect(lastMarker.x + lastMarker.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.setViewportSize(VIEWPORTS.desktop);

    // On paper: Letter, as Chromium prints it, with the Print button and the way back left off.
    await mkdir(OUTPUT_DIR, { recursive: true });
    const pdfPath = `${OUTPUT_DIR}/trail-guide.pdf`;
    await page.pdf({ path: pdfPath, format: "Letter", preferCSSPageSize: true });
    await run("pdftoppm", ["-png", "-r", "80", pdfPath, `${OUTPUT_DIR}/trail-guide-page`]);
    const { stdout: text } = await run("pdftotext", ["-layout", pdfPath, "-"]);
    expect(text).toContain(trail.title);
    expect(text).toContain("Waypoints");
    expect(text).toContain(firstWaypoint.name);
    expect(text).toContain(`${firstWaypoint.latitude.toFixed(5)}, ${firstWaypoint.longitude.toFixed(5)}`);
    expect(text).toContain("Points of concern");
    expect(text).toContain(trail.points_of_concern![0]!);
    expect(text).toContain("Directions");
    expect(text.replace(/\s+/g, "")).toContain(guideUrl);
    expect(text).not.toContain("Back to the guide");
    expect(text).not.toMatch(/^\s*Print\s*$/m);
    // Page 1 as an image, for a reader of the test's results to look at.
    expect((await readFile(`${OUTPUT_DIR}/trail-guide-page-1.png`)).byteLength).toBeGreaterThan(10_000);
  });
});
