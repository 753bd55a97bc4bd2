// What the guide-page tests share: finding published guides through the sitemap, and reading the
// map canvas to check that a line was drawn in its colour.
import { expect, type Locator, type Page } from "@playwright/test";
import { expectMapReady } from "./fixtures";
import sharp from "sharp";

/**
 * Paths of the published guides of one kind ("trails" or "scout-routes") that the sitemap lists, oldest
 * first: the demo guides lead, ahead of any a test published.
 */
export async function sitemapGuidePaths(page: Page, kind: "trails" | "scout-routes"): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const pattern = new RegExp(`<loc>([^<]+/${kind}/\\d+-[^<]+)</loc>`, "g");
  const paths = [...sitemap.matchAll(pattern)].map(([, url]) => new URL(url!).pathname);
  if (paths.length === 0) throw new Error(`The sitemap lists no ${kind}`);
  return paths.sort((first, second) => guideIdOf(first) - guideIdOf(second));
}

/** The numeric id at the start of a guide's URL segment ("12-black-bear-pass" is 12). */
export function guideIdOf(path: string): number {
  return Number(/\/(?:trails|scout-routes)\/(\d+)-/.exec(path)![1]);
}

/**
 * How many pixels of a map's canvas are close to a colour such as "#FAD201"; `middle` reads only
 * the canvas's central square of that many CSS pixels, clear of the controls at its edges.
 */
export async function pixelsNearColour(map: Locator, hexColour: string, middle?: number): Promise<number> {
  const canvas = map.locator("canvas");
  const box = middle ? await canvas.boundingBox() : null;
  const png = box
    ? await canvas.page().screenshot({
        clip: { x: box.x + (box.width - middle!) / 2, y: box.y + (box.height - middle!) / 2, width: middle!, height: middle! },
      })
    : await canvas.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hexColour.slice(start, start + 2), 16)) as [number, number, number];
  let count = 0;
  for (let offset = 0; offset < info.width * info.height * 3; offset += 3) {
    if (Math.abs(data[offset]! - r) + Math.abs(data[offset + 1]! - g) + Math.abs(data[offset + 2]! - b) < 60) count += 1;
  }
  return count;
}

/** Opens a page's map from its preview ("Explore the map") and waits until it has drawn. */
export async function openMap(page: Page, testId: string): Promise<Locator> {
  const map = page.getByTestId(testId);
  await expect(map).toHaveAttribute("data-map-state", "preview");
  await page.getByRole("button", { name: "Explore the map" }).click();
  await expectMapReady(map);
  return map;
}
