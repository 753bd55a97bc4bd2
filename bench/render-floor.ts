// `npx tsx bench/render-floor.ts` (run by `npm run bench`): a freshly rendered anonymous trail page
// (issue 13 goal: >= 500 req/s, p99 <= 50 ms on PostgreSQL) beside its peers in the same run:
// React alone and a bare React Router rendering the very same DOM, and the same HTML served from
// memory, each by Hono in a process of its own (bench/peers/react-render-peer.ts). The ratios show
// what bounds the page.
// On PostgreSQL when BENCH_DATABASE_URL names a server this script may create a database on.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer, type ProductionServer } from "./production-server";
import { trailPagePaths } from "./sitemap";
import { withTemporaryDatabase } from "./temporary-database";
import { freshCopyOf, renderEveryRequest } from "./fresh-copy";

const PORT = 3240;
const PEER_PORT = 3241;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-signing";

interface Row {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(target: string, url: string, requests?: autocannon.Request[]): Promise<Row> {
  const result = await autocannon({ url, requests, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { target, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

async function startPeer(htmlPath: string) {
  const peer = spawn(process.execPath, ["--import", "tsx", "bench/peers/react-render-peer.ts", htmlPath, String(PEER_PORT)], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${PEER_PORT}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      peer.kill("SIGTERM");
      await new Promise((resolve) => peer.once("exit", resolve));
    },
  };
}

async function benchOn(database: string, server: ProductionServer): Promise<Row[]> {
  const trailPath = (await trailPagePaths(server.base))[0]!;
  const pageUrl = `${server.base}${trailPath}`;
  const rendered = await fetch(`${server.base}${freshCopyOf(trailPath)}`);
  if (rendered.headers.get("x-cache") !== "miss") throw new Error("The trail page was not rendered afresh");
  const directory = await mkdtemp(path.join(os.tmpdir(), "trailguide-render-floor-"));
  const htmlPath = path.join(directory, "trail.html");
  await writeFile(htmlPath, await rendered.text());
  const peer = await startPeer(htmlPath);
  try {
    return [
      await measure(`${database}: trail page, anonymous, rendered (${trailPath})`, pageUrl, renderEveryRequest([trailPath])),
      await measure("peer: React alone rendering the same DOM (Hono)", `${peer.base}/render`),
      await measure("peer: a bare React Router rendering the same DOM (Hono)", `${peer.base}/router`),
      await measure("peer: the same HTML from memory (Hono)", `${peer.base}/bytes`),
    ];
  } finally {
    await peer.stop();
    await rm(directory, { recursive: true, force: true });
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const rows = url
    ? await withTemporaryDatabase(url, "trailguide_render_bench", async (databaseUrl) => {
        const server = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, JWT_SECRET });
        try {
          return await benchOn("PostgreSQL", server);
        } finally {
          await server.stop();
        }
      })
    : await (async () => {
        console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL); measuring on the embedded database");
        const server = await startProductionServer(PORT);
        try {
          return await benchOn("PGlite", server);
        } finally {
          await server.stop();
        }
      })();

  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per row\n`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | vs React alone |");
  console.log("|---|---:|---:|---:|---:|");
  const reactAlone = rows[1]!.requestsPerSecond;
  for (const row of rows) {
    console.log(
      `| ${row.target} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${(row.requestsPerSecond / reactAlone).toFixed(2)} |`,
    );
  }
}

await main();
