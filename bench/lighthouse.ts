// `npx tsx bench/lighthouse.ts` (run by `npm run bench`): Lighthouse 12 (mobile, simulated
// throttling, performance and SEO) on every page type of the JavaScript budget, a member's trail and
// scout route pages, the about and blog pages, and /map; beside each, the JavaScript the page loaded
// (gzip) against the 150 KB budget. Goals: performance >= 95 and LCP <= 2.0 s on content pages,
// /map >= 80 (issue 13), beside its peer, a bare MapLibre page (bench/map-peer.ts); SEO 100 on every public page type (issue 14), where /search, which asks
// not to be indexed as search engines advise for result pages, can lose only "is-crawlable".
// The server speaks HTTPS and HTTP/2 with a certificate made for the run, as a site is served in
// production (ADR 0023); `BENCH_HTTP1=1` measures plain HTTP/1.1 instead. `LIGHTHOUSE_ONLY=/map,peer`
// measures only the pages whose names contain one of the words; `LIGHTHOUSE_REPORTS=<directory>` keeps
// each page's whole report there (its main-thread breakdown, long tasks and scripts' boot-up time).
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CONTENT_PAGE_JS_BUDGET_BYTES, pageTypes, scriptsLoadedBy } from "../tests/e2e/page-types";
import { writeSelfSignedCertificate } from "../tests/support/self-signed-certificate";
import { MAP_PEER_PAGES, startMapPeer } from "./map-peer";
import { sessionCookieOf, startProductionServer } from "./production-server";

const PORT = 3220;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DEMO_PASSWORD = "trailguide-demo";
const OVER_HTTP1 = process.env.BENCH_HTTP1 === "1";
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",").filter(Boolean) ?? [];
const REPORTS_DIRECTORY = process.env.LIGHTHOUSE_REPORTS;

interface Target {
  name: string;
  path: string;
  /** Another server's page (a peer's); the product's by default. */
  base?: string;
  cookie?: string;
  goal: number;
}

interface Audit {
  score?: number | null;
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
}

/** Lighthouse could not measure the page (it then scores 0): a run to repeat, not a figure. */
class LighthouseRunFailed extends Error {}

/** Up to two retries when Lighthouse itself fails, which happens now and then on a loaded machine. */
async function auditWithRetry(base: string, port: number, target: Target, attemptsLeft = 3): ReturnType<typeof audit> {
  try {
    return await audit(base, port, target);
  } catch (error) {
    if (!(error instanceof LighthouseRunFailed) || attemptsLeft <= 1) throw error;
    console.warn(`Lighthouse failed, measuring again: ${error.message}`);
    return auditWithRetry(base, port, target, attemptsLeft - 1);
  }
}

async function audit(base: string, port: number, target: Target) {
  const result = await lighthouse(
    `${base}${target.path}`,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo"],
      extraHeaders: target.cookie ? { Cookie: target.cookie } : undefined,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  const { categories, audits, runtimeError } = result.lhr as unknown as {
    categories: {
      performance: { score: number };
      seo: { score: number; auditRefs: { id: string; weight: number }[] };
    };
    audits: Record<string, Audit>;
    runtimeError?: { code: string; message: string };
  };
  if (runtimeError) throw new LighthouseRunFailed(`${target.path}: ${runtimeError.code} ${runtimeError.message}`);
  if (REPORTS_DIRECTORY) await keepReport(target, result.lhr);
  const seoMisses = categories.seo.auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0).map((ref) => ref.id);
  return {
    score: Math.round(categories.performance.score * 100),
    seo: Math.round(categories.seo.score * 100),
    seoMisses,
    lcpMs: Math.round(audits["largest-contentful-paint"]!.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]!.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]!.numericValue ?? 0).toFixed(3)),
  };
}

async function keepReport(target: Target, report: unknown): Promise<void> {
  await mkdir(REPORTS_DIRECTORY!, { recursive: true });
  const fileName = `${target.name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}.json`;
  await writeFile(path.join(REPORTS_DIRECTORY!, fileName), JSON.stringify(report));
}

/** JavaScript the page loads before any interaction, each script gzip-compressed on its own. */
async function javascriptGzipBytes(base: string, target: Target): Promise<number> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--headless"] });
  try {
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: target.cookie ? { Cookie: target.cookie } : {},
    });
    return (await scriptsLoadedBy(await context.newPage(), `${base}${target.path}`)).gzipBytes;
  } finally {
    await browser.close();
  }
}

/** HTTPS with this run's own certificate, trusted by this process alone: the server's settings and the PEMs. */
async function tlsSettings(directory: string): Promise<{ env: Record<string, string>; pems?: { cert: string; key: string } }> {
  if (OVER_HTTP1) return { env: {} };
  const certificate = await writeSelfSignedCertificate(directory);
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0"; // this script's requests go to its own local servers only
  return {
    env: { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile },
    pems: { cert: certificate.cert, key: await readFile(certificate.keyFile, "utf8") },
  };
}

async function main() {
  const directory = await mkdtemp(path.join(os.tmpdir(), "trailguide-lighthouse-"));
  const tls = await tlsSettings(directory);
  const server = await startProductionServer(PORT, tls.env);
  const mapPeer = await startMapPeer(PORT + 1, server.base, tls.pems);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--enable-unsafe-swiftshader",
      "--ignore-certificate-errors",
    ],
  });
  try {
    const types = await pageTypes(async (path) => (await fetch(`${server.base}${path}`)).text());
    const memberCookie = await sessionCookieOf(server.base, "member@demo.trailguide.test", DEMO_PASSWORD);
    const targets: Target[] = [
      ...types.map((type) => ({ name: type.name, path: type.path, goal: 95 })),
      ...types
        .filter((type) => type.alsoAsMember)
        .map((type) => ({ name: `${type.name} (member)`, path: type.path, cookie: memberCookie, goal: 95 })),
      { name: "about", path: "/about-us", goal: 95 },
      { name: "blog", path: "/blog", goal: 95 },
      { name: "/map", path: "/map", goal: 80 },
      { name: "peer: bare MapLibre, offline basemap", path: MAP_PEER_PAGES.offline, base: mapPeer.base, goal: 80 },
      { name: "peer: bare MapLibre, one background colour", path: MAP_PEER_PAGES.none, base: mapPeer.base, goal: 80 },
    ];
    console.log(
      `\nLighthouse 12 mobile (simulated throttling) over ${OVER_HTTP1 ? "HTTP/1.1" : "HTTPS and HTTP/2"}; JavaScript budget ${CONTENT_PAGE_JS_BUDGET_BYTES / 1024} KB gzip\n`,
    );
    console.log("| page | score | goal | LCP ms | TBT ms | CLS | JS KB gzip | SEO (goal 100) |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---|");
    for (const target of targets.filter(({ name }) => ONLY.length === 0 || ONLY.some((word) => name.includes(word)))) {
      // The first load warms the server's caches; Lighthouse then measures a page as a returning server serves it.
      const base = target.base ?? server.base;
      await fetch(`${base}${target.path}`, { headers: target.cookie ? { cookie: target.cookie } : {} });
      const scores = await auditWithRetry(base, chrome.port, target);
      const javascript = await javascriptGzipBytes(base, target);
      console.log(
        `| ${target.name} (${target.path}) | ${scores.score} | ${target.goal} | ${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} | ${(javascript / 1024).toFixed(1)} | ${scores.seo}${scores.seoMisses.length > 0 ? ` (${scores.seoMisses.join(", ")})` : ""} |`,
      );
    }
  } finally {
    chrome.kill();
    await mapPeer.stop();
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
