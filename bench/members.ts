// `npx tsx bench/members.ts` (run by `npm run bench`): a signed-in member's trail page under load,
// beside the same page for an anonymous visitor (from the page cache, and rendered afresh), on the
// embedded database and, when BENCH_DATABASE_URL names a PostgreSQL server this script may create a
// database on, on PostgreSQL. Each page is measured with 1 client (the time one render takes) and
// with 100 (issue 13 goal for the member: p99 <= 300 ms), so the table shows whether a figure is
// bound by the work per page or by waiting behind other pages.
import os from "node:os";
import autocannon from "autocannon";
import { sessionCookieOf, startProductionServer, type ProductionServer } from "./production-server";
import { trailPagePaths } from "./sitemap";
import { withTemporaryDatabase } from "./temporary-database";
import { freshCopyOf, renderEveryRequest } from "./fresh-copy";

const PORT = 3230;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_CLIENTS = 100;
/**
 * 100 clients asking for renders on the embedded database (one thread for the server and its
 * database) queue for seconds: a late answer is measured in the p99, not counted as an error.
 */
const ANSWER_WITHIN_SECONDS = 60;
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-signing";

interface Row {
  database: string;
  page: string;
  clients: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(base: string, path: string, headers: Record<string, string>, connections: number, rendered: boolean) {
  const requests = rendered ? renderEveryRequest([path]) : undefined;
  const result = await autocannon({
    url: `${base}${path}`,
    headers,
    connections,
    duration: SECONDS,
    requests,
    timeout: ANSWER_WITHIN_SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${path}, ${connections} clients: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

async function benchOn(database: string, server: ProductionServer): Promise<Row[]> {
  const path = (await trailPagePaths(server.base))[0]!;
  const member = await sessionCookieOf(server.base, "member@demo.trailguide.test", "trailguide-demo");
  const pages: { page: string; headers: Record<string, string>; cache: "hit" | "miss" }[] = [
    { page: "trail page, anonymous, page cache", headers: {}, cache: "hit" },
    { page: "trail page, anonymous, rendered", headers: {}, cache: "miss" },
    { page: "trail page, member, paid tier's copy", headers: { cookie: member }, cache: "hit" },
    { page: "trail page, member, rendered", headers: { cookie: member }, cache: "miss" },
  ];
  const rows: Row[] = [];
  for (const { page, headers, cache } of pages) {
    const rendered = cache === "miss";
    const asked = () => `${server.base}${rendered ? freshCopyOf(path) : path}`;
    await fetch(asked(), { headers }); // fills the page cache where it applies
    const served = (await fetch(asked(), { headers })).headers.get("x-cache");
    if (served !== cache) throw new Error(`${page}: expected x-cache ${cache}, got ${served}`);
    for (const clients of [1, LOAD_CLIENTS]) {
      rows.push({ database, page, clients, ...(await measure(server.base, path, headers, clients, rendered)) });
    }
  }
  return rows;
}

function onPostgres(url: string): Promise<Row[]> {
  return withTemporaryDatabase(url, "trailguide_members_bench", async (databaseUrl) => {
    const server = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, JWT_SECRET });
    try {
      return await benchOn("PostgreSQL", server);
    } finally {
      await server.stop();
    }
  });
}

async function main() {
  const rows: Row[] = [];
  const embedded = await startProductionServer(PORT);
  try {
    rows.push(...(await benchOn("PGlite", embedded)));
  } finally {
    await embedded.stop();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) rows.push(...(await onPostgres(url)));
  else console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to a server this script may create a database on)");

  console.log(
    `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; ${SECONDS} s per row\n`,
  );
  console.log("| database | page | clients | req/s | p50 ms | p99 ms |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(`| ${row.database} | ${row.page} | ${row.clients} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} |`);
  }
}

await main();
