// The phone reader's JavaScript budget (ADR 0021): each content page type loads at most 150 KB of
// JavaScript (gzip) before any interaction, and no map code until a map is opened; nothing moves as
// the page loads (layout shift at most 0.05). Built assets arrive pre-compressed.
import { expect, test, VIEWPORTS, expectMapReady } from "./fixtures";
import { CONTENT_PAGE_JS_BUDGET_BYTES, layoutShiftOf, pageTypes, scriptsLoadedBy } from "./page-types";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Issue 13: layout shift at most 0.05 on every page type. */
const LAYOUT_SHIFT_LIMIT = 0.05;

test.describe("speed on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("every content page type stays within the JavaScript budget, loads no map code and moves nothing", async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const types = await pageTypes(async (path) => (await page.request.get(path)).text());
    const measured: string[] = [];
    const check = async (label: string, path: string) => {
      const { gzipBytes, urls } = await scriptsLoadedBy(page, path);
      measured.push(`${label}: ${kilobytes(gzipBytes)}`);
      expect(
        urls.filter((url) => /maplibre/i.test(url)),
        `${label} loads no map code`,
      ).toEqual([]);
      expect(gzipBytes, `${label} (${path}) JavaScript, gzip`).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET_BYTES);
      expect(await layoutShiftOf(page), `${label} (${path}) layout shift`).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
    };
    for (const type of types) await check(type.name, type.path);
    await loginAs("member");
    for (const type of types.filter((candidate) => candidate.alsoAsMember)) await check(`${type.name} (member)`, type.path);
    test.info().annotations.push({ type: "JavaScript per page type", description: measured.join("; ") });
  });

  test("a guide's map loads when the reader opens it", async ({ page, loginAs }) => {
    await loginAs("member");
    const types = await pageTypes(async (path) => (await page.request.get(path)).text());
    const scoutRoute = types.find((type) => type.name === "scout route")!;
    await page.goto(scoutRoute.path);
    const map = page.getByTestId("scout-route-map");
    await expect(map).toHaveAttribute("data-map-state", "preview");
    await expect(map.getByRole("img", { name: /^Preview of the route of / })).toBeVisible();
    const mapCode = page.waitForResponse((response) => /maplibre-gl/.test(response.url()));
    await page.getByRole("button", { name: "Explore the map" }).click();
    await mapCode;
    await expectMapReady(map);
    await expect(page.locator(".maplibregl-canvas")).toBeFocused();
  });

  test("photos arrive as WebP on every page type that shows them", async ({ page }) => {
    test.setTimeout(60_000);
    const types = await pageTypes(async (path) => (await page.request.get(path)).text());
    const photoTypes = new Map<string, string[]>();
    page.on("response", (response) => {
      if (response.url().includes("/media/photos/")) {
        const url = new URL(response.url()).pathname;
        photoTypes.set(url, [...(photoTypes.get(url) ?? []), response.headers()["content-type"] ?? ""]);
      }
    });
    for (const type of types.filter((candidate) => ["home", "state", "trail", "article"].includes(candidate.name))) {
      await page.goto(type.path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
    }
    expect(photoTypes.size, "photos loaded").toBeGreaterThan(3);
    for (const [url, contentTypes] of photoTypes) expect(contentTypes, url).toEqual(contentTypes.map(() => "image/webp"));
  });

  test("built scripts and styles arrive pre-compressed, with Vary", async ({ page }) => {
    // Read from the served HTML: once hydrated, React Router takes its preload links out of the page.
    const html = await (await page.request.get("/")).text();
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, "a script the home page preloads").toBeDefined();
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await page.request.get(script!, { headers: { "accept-encoding": accept } });
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers()["vary"]).toBe("Accept-Encoding");
      expect(response.headers()["cache-control"]).toContain("immutable");
    }
    const page_ = await page.request.get("/", { headers: { "accept-encoding": "br" } });
    expect(page_.headers()["content-encoding"]).toBe("br");
  });
});
