// `npm run bench`: HTTP throughput and latency of the production build, each figure next to its
// baseline (a static file served by the same process) measured in the same run.
// Needs `npm run build` first; starts its own server on a private data directory.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import autocannon from "autocannon";
import { startProductionServer } from "./production-server";
import { freshCopyOf, renderEveryRequest } from "./fresh-copy";

const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** The page cache's verdict (`x-cache`) a page must carry, so a "rendered" figure is a render. */
  expectedCache?: "hit" | "miss";
}

/** Page kinds whose first example the sitemap names: measured rendered, as an anonymous visitor. */
const SITEMAP_PAGES = [
  { name: "state page", pattern: /^\/(US|CAN|MX)\/[a-z-]+$/ },
  { name: "trail page", pattern: /\/trails\/\d+-/, alsoFromCache: true },
  { name: "scout route page", pattern: /\/scout-routes\/\d+-/ },
];

/** Every request a URL the page cache has not seen, which measures the renderer itself. */
const rendersAfresh = (name: string, path: string): Target => ({ name, path, headers: {}, expectedCache: "miss" });
const fromPageCache = (name: string, path: string): Target => ({ name, path, headers: {}, expectedCache: "hit" });

async function targets(): Promise<Target[]> {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const pageTargets = SITEMAP_PAGES.flatMap(({ name, pattern, alsoFromCache }) => {
    const path = paths.find((candidate) => pattern.test(candidate));
    if (!path) return [];
    const rendered = rendersAfresh(`${name}, rendered`, path);
    return alsoFromCache ? [rendered, fromPageCache(`${name}, from the page cache`, path)] : [rendered];
  });
  return [
    { name: "static file (baseline)", path: "/favicon.svg", headers: {} },
    rendersAfresh("home page, rendered", "/"),
    fromPageCache("home page, from the page cache", "/"),
    // The site's layout around a page with almost no content of its own: the floor of any render.
    rendersAfresh("layout-only page (/about-us), rendered", "/about-us"),
    ...pageTargets,
    { name: "GET /api/v2/general/banners/", path: "/api/v2/general/banners/", headers: {} },
  ];
}

/** Fails the run when a page is not what its name says: a cached copy measured as a render, or the reverse. */
async function checkPageCacheVerdict(target: Target): Promise<void> {
  if (!target.expectedCache) return;
  const fetchVerdict = async () => {
    const path = target.expectedCache === "miss" ? freshCopyOf(target.path) : target.path;
    const response = await fetch(`${BASE}${path}`, { headers: target.headers });
    await response.arrayBuffer();
    return response.headers.get("x-cache");
  };
  await fetchVerdict(); // this first request may be the one that fills the cache
  const verdict = await fetchVerdict();
  if (verdict !== target.expectedCache) {
    throw new Error(`${target.name}: x-cache is ${verdict}, expected ${target.expectedCache}`);
  }
}

async function measure(target: Target) {
  await checkPageCacheVerdict(target);
  const result = await autocannon({
    url: `${BASE}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(target.expectedCache === "miss" ? { requests: renderEveryRequest([target.path]) } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    name: target.name,
    path: target.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

async function main() {
  // The production log level, so the per-request log line is part of every figure.
  const server = await startProductionServer(PORT);
  try {
    const results = [];
    for (const target of await targets()) results.push(await measure(target));
    const baseline = results[0]!.requestsPerSecond;
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    console.log(`\nMachine: ${machine}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`);
    console.log("| target | req/s | p50 ms | p99 ms | vs static |");
    console.log("|---|---:|---:|---:|---:|");
    for (const row of results) {
      console.log(
        `| ${row.name} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${(row.requestsPerSecond / baseline).toFixed(2)} |`,
      );
    }
    const date = new Date().toISOString().slice(0, 10);
    await mkdir("bench/results", { recursive: true });
    await writeFile(
      `bench/results/${date}.json`,
      JSON.stringify({ date, machine, connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, results }, null, 2) + "\n",
    );
  } finally {
    await server.stop();
  }
}

await main();
