// `npx tsx bench/national-tiles.ts` (part of `npm run bench`; needs BENCH_DATABASE_URL on a server
// with PostGIS, and `npm run build`): the national data set (BENCH_NATIONAL_SCALE, 0.1 unless set;
// 1 is the real size; BENCH_NATIONAL_DATA names a set `npm run data:national` wrote, to reuse it)
// imported through the importers' command line while the production server,
// on the same database, serves land and road tiles; then, issue 37's figures:
// - uncached land and road tiles z4-z14 at the versioned URLs /map asks for, 32 concurrent readers
//   on kept-alive connections: p95 and tiles/s, beside the bare ST_AsMVT query of the same tiles
//   run by pgbench with 32 clients (the peer);
// - the server's peak memory while serving during the import and the tile run;
// - the lands a guide's line crosses and the roads it drives along (the guide page's spatial reads),
//   p95 over lines taken from the imported roads, and the demo's trail pages rendered for a member
//   with those reads on the national set (the member has a primary rig: the page's fits-my-rig check
//   reads the roads' MVUM classes);
// - the offline pack's plan of trails and the download of its land and road tiles (its extract), and
//   the staff's map-data pages.
import { execFile, spawn } from "node:child_process";
import http from "node:http";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { selectRows } from "../server/db/select-rows";
import { createLandAndRoadSpatial } from "../server/modules/map/spatial";
import { bandForZoom } from "../server/modules/map/band-geometry";
import { FIRST_DRAWN_ZOOM } from "../server/modules/map/tiles/tiles.service";
import type { OfflinePackPlan } from "../shared/contracts/offline-packs.contract";
import { PACK_OVERLAY_TEMPLATES, PACK_PARALLEL_DOWNLOADS, tileSetUrls } from "../shared/map/offline-pack-tiles";
import type { LineGeometry } from "../shared/geo/geometry";
import { generateNationalData, type NationalManifest } from "../scripts/national-data/generate";
import { IMPORT_NODE_FLAGS } from "../scripts/serve-flags";
import { residentMb } from "./process-memory";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../server/db/seed/demo-accounts";
import { freshCopyOf } from "./fresh-copy";
import { sessionCookieOf, startProductionServer } from "./production-server";
import { trailIdOf, trailPagePaths } from "./sitemap";
import { withTemporaryDatabase } from "./temporary-database";

const run = promisify(execFile);

const SCALE = Number(process.env.BENCH_NATIONAL_SCALE ?? 0.1);
const PORT = 3320;
const CLIENTS = 32;
const ZOOMS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const TILES_PER_ZOOM = 40;
const GUIDE_LINES = 200;
const GUIDE_PAGE_RENDERS = 100;
const LAYERS = ["public-lands", "roads"] as const;
const GOALS = { tileP95Ms: 60, vsPeer: 1, memoryMb: 500, guideP95Ms: 100 };
const IMPORT_ENV = {
  JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
  PUBLIC_URL: "http://localhost:3000",
  SEED_DEMO_DATA: "false",
  LOG_LEVEL: "warn",
};

interface TileAddress {
  layer: (typeof LAYERS)[number];
  z: number;
  x: number;
  y: number;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

function tileOf(longitude: number, latitude: number, z: number) {
  const size = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: Math.floor(((longitude + 180) / 360) * size),
    y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size),
  };
}

/** Samples the server's resident memory until stopped and answers the most it held. */
function memorySampler(pid: number) {
  let peakMb = 0;
  const timer = setInterval(() => {
    void residentMb(pid).then(
      (mb) => (peakMb = Number.isFinite(mb) ? Math.max(peakMb, mb) : peakMb),
      () => undefined,
    );
  }, 200);
  return () => {
    clearInterval(timer);
    return peakMb;
  };
}

function importFile(databaseUrl: string, kind: "public-lands" | "roads", file: string): Promise<void> {
  const script = kind === "public-lands" ? "scripts/import-public-lands.ts" : "scripts/import-roads.ts";
  const child = spawn(process.execPath, [...IMPORT_NODE_FLAGS, script, file], {
    env: { ...process.env, ...IMPORT_ENV, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} ${file} exited with ${code}`)))),
  );
}

/** A tile request as a map's reader sends it: over a kept-alive connection, accepting compression. */
function getTile(agent: http.Agent, url: string, cookie?: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { "accept-encoding": "br, gzip", ...(cookie && { cookie }) } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The tile's address under its layer's current version, as the map reads it from the TileJSON. */
async function versionedTileUrl(base: string, { layer, z, x, y }: TileAddress): Promise<string> {
  const { tiles } = (await (await fetch(`${base}/tiles/${layer}.json`)).json()) as { tiles: string[] };
  return `${base}${tiles[0]!.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y))}`;
}

/** Requests tiles one after another until stopped: a reader on the map while the import runs. */
const READER_PAUSE_MS = 20;
function backgroundReader(base: string, tiles: readonly TileAddress[]) {
  const agent = new http.Agent({ keepAlive: true });
  let stopped = false;
  let served = 0;
  const loop = (async () => {
    for (let index = 0; !stopped; index += 1) {
      await getTile(agent, await versionedTileUrl(base, tiles[index % tiles.length]!));
      served += 1;
      await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    agent.destroy();
    return served;
  };
}

async function vacuum(databaseUrl: string): Promise<void> {
  const database = openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    await database.db.execute(sql`vacuum analyze public_lands, roads, map_features`);
  } finally {
    await database.close();
  }
}

const addressKey = ({ layer, z, x, y }: TileAddress) => `${layer}/${z}/${x}/${y}`;

/**
 * Tiles around points of the imported data, up to TILES_PER_ZOOM per zoom, lands and roads
 * alternately: each address once, and none of those `asked` already (which a process may keep).
 */
async function sampleTiles(databaseUrl: string, asked: readonly TileAddress[]): Promise<TileAddress[]> {
  const database = openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    const points = await selectRows<{ longitude: number; latitude: number }>(
      database.db,
      sql`select ST_X(p) as longitude, ST_Y(p) as latitude from (
        select ST_PointOnSurface(geom) as p from public_lands tablesample system (5) repeatable (42)
        union all select ST_PointOnSurface(geom) from roads tablesample system (5) repeatable (42)) points`,
    );
    const seen = new Set(asked.map(addressKey));
    const tiles: TileAddress[] = [];
    for (const z of ZOOMS) {
      for (let index = 0; index < TILES_PER_ZOOM; index += 1) {
        const point = points[(index * 7919 + z * 104_729) % points.length]!;
        const tile = { layer: LAYERS[index % 2]!, z, ...tileOf(point.longitude, point.latitude, z) };
        if (seen.has(addressKey(tile))) continue;
        seen.add(addressKey(tile));
        tiles.push(tile);
      }
    }
    return tiles;
  } finally {
    await database.close();
  }
}

/**
 * Each tile once, at its versioned URL (as /map asks for it), from CLIENTS concurrent readers: none
 * was asked before, so none is cached. Each reader opens its connection before the clock starts, and
 * leaves the tile compressed, as a reader's device receives it.
 */
async function measureServer(base: string, tiles: readonly TileAddress[]) {
  const urls = await Promise.all(tiles.map((tile) => versionedTileUrl(base, tile)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies: number[] = [];
  const byZoom = new Map<number, number[]>();
  let cursor = 0;
  await Promise.all(Array.from({ length: CLIENTS }, () => getTile(agent, `${base}/health`)));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (cursor < tiles.length) {
        const index = cursor++;
        const begin = performance.now();
        const { status } = await getTile(agent, urls[index]!);
        if (status !== 200) throw new Error(`${urls[index]}: ${status}`);
        const ms = performance.now() - begin;
        latencies.push(ms);
        byZoom.set(tiles[index]!.z, [...(byZoom.get(tiles[index]!.z) ?? []), ms]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    tiles: latencies.length,
    tilesPerSecond: latencies.length / seconds,
    p95: percentile(latencies, 0.95),
    p95ByZoom: ZOOMS.map((z) => `z${z} ${percentile(byZoom.get(z) ?? [], 0.95).toFixed(0)}`).join(", "),
  };
}

/**
 * The peer: pgbench, 32 clients, each transaction the bare ST_AsMVT query of one of the same tiles
 * (the drawn ones: a tile the app does not draw at its zoom costs it no query), as the app sends it.
 */
async function measurePeer(databaseUrl: string, tiles: readonly TileAddress[]) {
  const drawn = tiles
    .map((tile) => ({ ...tile, band: bandForZoom(tile.z) }))
    .filter((tile) => tile.band !== null && tile.z >= FIRST_DRAWN_ZOOM[tile.layer]);
  const database = openDatabase({ kind: "postgres", url: databaseUrl });
  const dir = await mkdtemp(path.join(os.tmpdir(), "national-tiles-peer-"));
  try {
    await database.db.execute(
      sql`create table bench_tiles (i integer, layer text, band integer, z integer, x integer, y integer)`,
    );
    for (const layer of LAYERS) {
      const rows = drawn.filter((tile) => tile.layer === layer);
      for (const [index, tile] of rows.entries()) {
        await database.db.execute(
          sql`insert into bench_tiles values (${index + 1}, ${layer}, ${tile.band}, ${tile.z}, ${tile.x}, ${tile.y})`,
        );
      }
      // pgbench writes its variables into the text, so layer and band are literals, as in the app's query.
      await writeFile(
        path.join(dir, `${layer}.sql`),
        `\\set i random(1, ${rows.length})
select band, z, x, y from bench_tiles where layer = '${layer}' and i = :i \\gset
select length(ST_AsMVT(tile, '${layer}', 4096, 'geom')) from (
  select ST_AsMVTGeom(geom, ST_TileEnvelope(:z, :x, :y), 4096, 64, true) as geom, properties::jsonb as properties
  from map_features where layer = '${layer}' and band = :band
    and geom && ST_TileEnvelope(:z, :x, :y, margin => ${64 / 4096})) tile;
`,
      );
    }
    const { hostname, port, username, pathname } = new URL(databaseUrl);
    const pgbench = (await run("bash", ["-c", "ls /usr/lib/postgresql/*/bin/pgbench | sort -V | tail -n 1"])).stdout.trim();
    const { stdout } = await run(pgbench, [
      ...["-h", hostname, "-p", port, "-U", username, "-n", "-c", String(CLIENTS), "-j", "2"],
      ...["-t", String(Math.ceil(drawn.length / CLIENTS)), "-f", path.join(dir, "public-lands.sql")],
      ...["-f", path.join(dir, "roads.sql"), pathname.slice(1)],
    ]);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    return { tilesPerSecond: tps, averageMs: latency, tiles: drawn.length };
  } finally {
    await database.db.execute(sql`drop table if exists bench_tiles`);
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The guide page's spatial reads (lands crossed, roads driven) for lines taken from imported roads. */
async function measureGuideSurroundings(databaseUrl: string) {
  const database = openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    const spatial = createLandAndRoadSpatial(database.db);
    const lines = await selectRows<{ geometry: LineGeometry }>(
      database.db,
      sql`select geometry from roads tablesample system (2) repeatable (7)
        where geometry->>'type' = 'LineString' limit ${GUIDE_LINES}`,
    );
    const latencies: number[] = [];
    for (const { geometry } of lines) {
      const begin = performance.now();
      await Promise.all([spatial.publicLandsCrossedBy(geometry), spatial.roadsDrivenBy(geometry)]);
      latencies.push(performance.now() - begin);
    }
    return { engine: await spatial.engine(), lines: lines.length, p95: percentile(latencies, 0.95) };
  } finally {
    await database.close();
  }
}

const PACK_PLANS = 20;

/** A signed-in member and the demo's trail pages, as the sitemap lists them. */
async function memberAndTrails(base: string) {
  const member = DEMO_ACCOUNTS.find((account) => account.key === "member")!;
  return { cookie: await sessionCookieOf(base, member.email, DEMO_PASSWORD), paths: await trailPagePaths(base) };
}

/** Requests `urls` one at a time as the reader the cookie signs in; answers the p95 of their latencies. */
async function sequentialP95(urls: readonly string[], cookie: string, accepted: (response: Response) => boolean) {
  const latencies: number[] = [];
  for (const url of urls) {
    const begin = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - begin);
    if (!accepted(response)) throw new Error(`${url}: ${response.status}, x-cache ${response.headers.get("x-cache")}`);
  }
  return percentile(latencies, 0.95);
}

/**
 * The guide page a member reads, rendered afresh (a URL the page cache has not seen) with its lands
 * crossed and roads driven read from the national set: the demo's trails, in turn, one at a time.
 * Then the offline pack's plan of trails, whose estimate reads samples of their land and road tiles.
 */
async function measureGuidePages(base: string) {
  const { cookie, paths } = await memberAndTrails(base);
  const pages = Array.from({ length: GUIDE_PAGE_RENDERS }, (_, index) => `${base}${freshCopyOf(paths[index % paths.length]!)}`);
  const pageP95 = await sequentialP95(
    pages,
    cookie,
    (response) => response.status === 200 && response.headers.get("x-cache") === "miss",
  );
  const plans = paths.slice(0, PACK_PLANS).map((path) => `${base}/api/v2/offline-packs/trails/${trailIdOf(path)}/`);
  const planP95 = await sequentialP95(plans, cookie, (response) => response.status === 200);
  const extract = await measurePackExtracts(base, cookie, plans.slice(0, PACK_EXTRACTS));
  return { trails: paths.length, renders: pages.length, pageP95, plans: plans.length, planP95, extract };
}

const PACK_EXTRACTS = 5;
const PACK_OVERLAYS: readonly string[] = Object.values(PACK_OVERLAY_TEMPLATES);

/**
 * The offline pack's extract: the land and road tiles of each plan's standard level, downloaded as
 * the browser saving it does (six at a time, as the member), one pack after another.
 */
async function measurePackExtracts(base: string, cookie: string, plans: readonly string[]) {
  const agent = new http.Agent({ keepAlive: true });
  const seconds: number[] = [];
  let tiles = 0;
  try {
    for (const planUrl of plans) {
      const plan = (await (await fetch(planUrl, { headers: { cookie } })).json()) as OfflinePackPlan;
      const standard = plan.detail_levels.find((level) => level.id === "standard")!;
      const urls = tileSetUrls(standard.tile_sets.filter((set) => PACK_OVERLAYS.includes(set.template))).map(
        (url) => `${base}${url}`,
      );
      const begin = performance.now();
      let next = 0;
      const download = async () => {
        while (next < urls.length) {
          const { status } = await getTile(agent, urls[next++]!, cookie);
          if (status !== 200) throw new Error(`a pack's tile answered ${status}`);
        }
      };
      await Promise.all(Array.from({ length: PACK_PARALLEL_DOWNLOADS }, download));
      seconds.push((performance.now() - begin) / 1000);
      tiles += urls.length;
    }
  } finally {
    agent.destroy();
  }
  const total = seconds.reduce((sum, value) => sum + value, 0);
  return { packs: plans.length, tiles, tilesPerSecond: tiles / total, slowestSeconds: Math.max(...seconds) };
}

/** The set written earlier in BENCH_NATIONAL_DATA when it is of this scale, else one written now in `scratch`. */
async function nationalData(scratch: string): Promise<{ dir: string; manifest: NationalManifest }> {
  const kept = process.env.BENCH_NATIONAL_DATA;
  if (!kept) return { dir: scratch, manifest: await generateNationalData({ dir: scratch, scale: SCALE }) };
  const manifest = JSON.parse(await readFile(path.join(kept, "manifest.json"), "utf8")) as NationalManifest;
  if (manifest.scale !== SCALE) throw new Error(`${kept} holds the set at scale ${manifest.scale}, not ${SCALE}`);
  return { dir: kept, manifest };
}

const STAFF_PAGE_RENDERS = 20;
const STAFF_DATA_PAGES = ["/admin/road-data", "/admin/region-map"];

/** The staff's map-data pages (imports and their progress, region outlines), rendered for a super admin (their role). */
async function measureStaffDataPages(base: string) {
  const staff = DEMO_ACCOUNTS.find((account) => account.key === "super")!;
  const cookie = await sessionCookieOf(base, staff.email, DEMO_PASSWORD);
  const pages = Array.from(
    { length: STAFF_PAGE_RENDERS },
    (_, index) => `${base}${STAFF_DATA_PAGES[index % STAFF_DATA_PAGES.length]}`,
  );
  return { renders: pages.length, p95: await sequentialP95(pages, cookie, (response) => response.status === 200) };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("national tiles: skipped (set BENCH_DATABASE_URL to a PostgreSQL server with PostGIS)");
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "national-tiles-"));
  try {
    const { dir: dataDir, manifest } = await nationalData(dir);
    await withTemporaryDatabase(url, "trailguide_national_tiles", async (databaseUrl) => {
      // The demo's guides, for the guide pages, seeded by a process of their own: the serving
      // process's memory is then the import's and the tiles' alone.
      await (await startProductionServer(PORT, { ...IMPORT_ENV, SEED_DEMO_DATA: "true", DATABASE_URL: databaseUrl })).stop();
      const server = await startProductionServer(PORT, { ...IMPORT_ENV, DATABASE_URL: databaseUrl });
      const peakMemory = memorySampler(server.pid);
      try {
        const warmTiles = ZOOMS.flatMap((z) => LAYERS.map((layer) => ({ layer, z, ...tileOf(-110, 40, z) })));
        const stopReader = backgroundReader(server.base, warmTiles);
        const importStarted = performance.now();
        for (const file of manifest.files) await importFile(databaseUrl, file.kind, path.join(dataDir, file.file));
        const importSeconds = (performance.now() - importStarted) / 1000;
        const servedDuringImport = await stopReader();
        // As an operator does after a national load: the tables' visibility maps and statistics
        // settled now, not by autovacuum in the middle of the measurement (for us and the peer).
        await vacuum(databaseUrl);

        const tiles = await sampleTiles(databaseUrl, warmTiles);
        const ours = await measureServer(server.base, tiles);
        const serverPeakMb = peakMemory();
        const peer = await measurePeer(databaseUrl, tiles);
        const guides = await measureGuideSurroundings(databaseUrl);
        const guidePages = await measureGuidePages(server.base);
        const staffPages = await measureStaffDataPages(server.base);

        const features = manifest.files.reduce((sum, file) => sum + file.features, 0);
        console.log(
          `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; national data at scale ${SCALE} (${features} features)\n`,
        );
        console.log(`import of every file: ${importSeconds.toFixed(0)} s, while the server answered ${servedDuringImport} tiles`);
        console.log("| measure | ours | peer | goal |");
        console.log("|---|---:|---:|---|");
        console.log(
          `| uncached land and road tiles z4-z14 (${ours.tiles} distinct, versioned URLs), ${CLIENTS} readers, tiles/s | ${ours.tilesPerSecond.toFixed(0)} | ${peer.tilesPerSecond.toFixed(0)} (pgbench, ${peer.tiles} drawn tiles) | >= ${GOALS.vsPeer}x peer (${(ours.tilesPerSecond / peer.tilesPerSecond).toFixed(2)}x) |`,
        );
        console.log(`| ... p95 ms | ${ours.p95.toFixed(1)} | ${peer.averageMs.toFixed(1)} (average) | <= ${GOALS.tileP95Ms} |`);
        console.log(`| ... p95 ms by zoom | ${ours.p95ByZoom} | | |`);
        console.log(`| server peak RSS MB (import + tiles) | ${serverPeakMb} | | < ${GOALS.memoryMb} |`);
        console.log(
          `| guide's lands crossed + roads driven (${guides.engine}, ${guides.lines} lines), p95 ms | ${guides.p95.toFixed(1)} | | <= ${GOALS.guideP95Ms} |`,
        );
        console.log(
          `| guide page rendered for a member, with its lands and roads (${guidePages.renders} renders of ${guidePages.trails} trails), p95 ms | ${guidePages.pageP95.toFixed(1)} | | <= ${GOALS.guideP95Ms} |`,
        );
        console.log(
          `| offline pack plan with its size estimate (${guidePages.plans} trails), p95 ms | ${guidePages.planP95.toFixed(1)} | | |`,
        );
        const { extract } = guidePages;
        console.log(
          `| offline pack extract: land and road tiles of ${extract.packs} packs' standard level (${extract.tiles} tiles, ${PACK_PARALLEL_DOWNLOADS} at a time), tiles/s; slowest pack s | ${extract.tilesPerSecond.toFixed(0)}; ${extract.slowestSeconds.toFixed(1)} | | |`,
        );
        console.log(
          `| staff map-data pages (${STAFF_DATA_PAGES.join(", ")}; ${staffPages.renders} renders for a super admin), p95 ms | ${staffPages.p95.toFixed(1)} | | |`,
        );
      } finally {
        await server.stop();
      }
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
