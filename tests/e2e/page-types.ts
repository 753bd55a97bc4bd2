// One example of each page type a phone reader lands on, found through the sitemap so the paths
// follow the demo content, and how much JavaScript a page loads. The JavaScript budget test and the
// speed benchmark both use them.
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** Spec and issue budget: what a content page may load before interaction, gzip bytes. */
export const CONTENT_PAGE_JS_BUDGET_BYTES = 150 * 1024;

export interface PageType {
  name: string;
  path: string;
  /** Measured signed in as a paying member as well as anonymously. */
  alsoAsMember?: boolean;
}

const SITEMAP_PATTERNS: { name: string; pattern: RegExp; alsoAsMember?: boolean }[] = [
  { name: "state", pattern: /^\/(US|CAN|MX)\/[a-z-]+$/ },
  { name: "region", pattern: /\/regions\/[a-z0-9-]+$/ },
  { name: "ORV park", pattern: /\/orv-parks\/[a-z0-9-]+$/ },
  { name: "city list", pattern: /\/best-trails$/ },
  { name: "trail", pattern: /\/trails\/\d+-/, alsoAsMember: true },
  { name: "scout route", pattern: /\/scout-routes\/\d+-/, alsoAsMember: true },
  { name: "article", pattern: /^\/blog\/[a-z0-9-]+$/ },
];

/** The page types of the budget, each with its first example in the sitemap at `origin`. */
export async function pageTypes(fetchText: (path: string) => Promise<string>): Promise<PageType[]> {
  const sitemap = await fetchText("/sitemap.xml");
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const fromSitemap = SITEMAP_PATTERNS.map(({ name, pattern, alsoAsMember }) => {
    const path = paths.find((candidate) => pattern.test(candidate));
    if (!path) throw new Error(`The sitemap lists no ${name} page`);
    return { name, path, alsoAsMember };
  });
  return [
    { name: "home", path: "/" },
    ...fromSitemap,
    { name: "pricing", path: "/pricing" },
    { name: "search", path: "/search?q=moab" },
  ];
}

export interface LoadedScripts {
  gzipBytes: number;
  urls: string[];
}

/** Every script `page` loads for `path` until the network is quiet, each gzip-compressed on its own. */
export async function scriptsLoadedBy(page: Page, path: string): Promise<LoadedScripts> {
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body).byteLength),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const gzipBytes = (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
  return { gzipBytes, urls: [...sizes.keys()] };
}

/**
 * The layout shift of the page shown in `page` so far: every shift not caused by input, summed
 * (at least the page's CLS, which counts only its worst burst).
 */
export async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 250);
      }),
  );
}
