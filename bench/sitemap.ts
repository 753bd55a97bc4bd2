// The demo's guide pages as a running server's sitemap lists them, for benchmarks that read them.

/** Paths of the trail pages the sitemap at `base` lists, in its order. */
export async function trailPagePaths(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+\/trails\/\d+-[^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  if (paths.length === 0) throw new Error("The sitemap lists no trail");
  return paths;
}

/** The trail's id, at the start of its page's last segment ("12-black-bear-pass" is 12). */
export const trailIdOf = (path: string): number => Number(/\/trails\/(\d+)-/.exec(path)![1]);
