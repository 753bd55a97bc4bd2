// `npx tsx bench/tiles.ts` (run by `npm run bench`): vector tiles at scale (PERFORMANCE-GOALS.md).
// Generates N synthetic trails (wandering lines over the western US, 200-2,000 points each) into a
// temporary PGlite database through the same row builder guide writes use, then serves tiles from a
// child process and measures, with 4 clients: uncached tiles/s and p95 per zoom (4-14 mixed), the
// largest tile, the same addresses as guide tiles (the four layers in one, as the maps ask), and
// cached tiles/s. Settings: TILE_BENCH_TRAILS (50000), BENCH_SECONDS (10).
// The peer, in the same run when BENCH_DATABASE_URL names a PostgreSQL with PostGIS (Debian
// `postgresql-15-postgis-3`): the same lines cut by `ST_AsMVT` with `ST_Simplify`, 4 clients, beside
// the app's own figure for the same trail-layer tiles.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import pg from "pg";
import { pino } from "pino";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema";
import { createApp } from "../server/http/app";
import { lineRows, type TrailSource } from "../server/modules/map/map-features";
import { createMapFeaturesRepository, type MapFeatureRow } from "../server/modules/map/map-features.repository";
import { createLandAndRoadSpatial } from "../server/modules/map/spatial";
import { createTilesService } from "../server/modules/map/tiles/tiles.service";
import { createServices } from "../server/services";
import { withTemporaryDatabase } from "./temporary-database";

const TRAILS = Number(process.env.TILE_BENCH_TRAILS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 4;
const PORT = 3210;
const ZOOMS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const TILES_PER_ZOOM = 30;
const MAX_TILE_BYTES = 500 * 1024;
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-signing";

/** A deterministic pseudo-random sequence (mulberry32), so every run cuts the same tiles. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticTrail(id: number, next: () => number): TrailSource {
  const points = 200 + Math.floor(next() * 1800);
  let [longitude, latitude] = [-124 + next() * 20, 31 + next() * 18];
  let heading = next() * 2 * Math.PI;
  const coordinates: [number, number][] = [];
  for (let index = 0; index < points; index += 1) {
    coordinates.push([Number(longitude.toFixed(6)), Number(latitude.toFixed(6))]);
    heading += (next() - 0.5) * 0.6;
    longitude += Math.cos(heading) * 0.00018;
    latitude += Math.sin(heading) * 0.00015;
  }
  const rating = 1 + Math.floor(next() * 10);
  return {
    id,
    title: `Bench Trail ${id}`,
    slug: `bench-trail-${id}`,
    stateCode: "UT",
    countryCode: "US",
    stateSlug: "utah",
    town: "Moab",
    geojson: { type: "LineString", coordinates },
    trailheadLatitude: coordinates[0]![1],
    trailheadLongitude: coordinates[0]![0],
    lengthMiles: points * 0.0105,
    rating,
    reviewAverage: Math.round(next() * 50) / 10,
    reviewCount: Math.floor(next() * 40),
    isPreview: next() < 0.1,
    isBoh: next() < 0.05,
    concerns: next() < 0.3 ? ["Mud", "Width"] : [],
  };
}

/** The bench's PGlite directory under its temporary data directory, as the config names it. */
const databaseIn = (dataDir: string) => ({ kind: "pglite" as const, dataDir: `${dataDir}/pglite` as const });

async function generate(dataDir: string): Promise<[number, number][]> {
  const database = openDatabase(databaseIn(dataDir));
  await database.migrate();
  const features = createMapFeaturesRepository(database.db);
  const next = random(42);
  const trailheads: [number, number][] = [];
  const started = performance.now();
  let vertices = 0;
  let batch: MapFeatureRow[] = [];
  for (let id = 1; id <= TRAILS; id += 1) {
    const trail = syntheticTrail(id, next);
    vertices += trail.geojson.coordinates.length;
    trailheads.push([trail.trailheadLongitude, trail.trailheadLatitude]);
    batch.push(...lineRows("trail", trail));
    if (batch.length >= 2000 || id === TRAILS) {
      await features.insertFeatures(batch);
      batch = [];
    }
  }
  await features.bumpVersion();
  await database.db.insert(users).values({ email: "bench@example.test", name: "Bench", accessType: "PROMOTIONAL" });
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`generated ${TRAILS} trails, ${(vertices / 1e6).toFixed(1)}M points, map rows built in ${seconds.toFixed(0)} s`);
  return trailheads;
}

/** Child process: serves the app's tiles from the bench database with a tile cache of `cacheBytes`. */
async function serveTiles(dataDir: string, cacheBytes: number) {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const logger = pino({ level: "silent" });
  const database = openDatabase(databaseIn(dataDir));
  const services = createServices({ config, database, logger, clock: systemClock, jwtSecret: JWT_SECRET });
  services.tiles = createTilesService({
    reads: database.reads,
    clock: systemClock,
    tokens: services.tokens,
    spatial: createLandAndRoadSpatial(database.reads),
    cacheBytes,
  });
  const [user] = await database.db.select({ id: users.id }).from(users);
  const { access } = await services.tokens.issue(user!.id);
  const app = createApp({ config, services, logger });
  serve({ fetch: app.fetch, port: PORT, hostname: "127.0.0.1" }, () => console.log(`ready ${access}`));
}

async function startServer(dataDir: string, cacheBytes: number): Promise<{ child: ChildProcess; token: string }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("bench/tiles.ts"), "--serve", dataDir, String(cacheBytes)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const token = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`tile server exited with ${code}`)));
    lines.on("line", (line) => {
      if (line.startsWith("ready ")) resolve(line.slice("ready ".length));
    });
  });
  return { child, token };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface TileRequest {
  path: string;
  zoom: number;
}

function sampleTiles(trailheads: [number, number][]): TileRequest[] {
  const next = random(7);
  const tiles: TileRequest[] = [];
  for (const zoom of ZOOMS) {
    const size = 2 ** zoom;
    for (let index = 0; index < TILES_PER_ZOOM; index += 1) {
      const [longitude, latitude] = trailheads[Math.floor(next() * trailheads.length)]!;
      const x = Math.floor(((longitude + 180) / 360) * size);
      const sin = Math.sin((latitude * Math.PI) / 180);
      const y = Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size);
      // Guide lines start at zoom 8; below it the map draws clustered trailheads only.
      const layer = zoom < 8 || index % 3 === 0 ? "trailheads" : "trails";
      tiles.push({ path: `/tiles/${layer}/${zoom}/${x}/${y}.mvt`, zoom });
    }
  }
  return tiles;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/** Runs `request` from CLIENTS concurrent loops for SECONDS: tiles a second and each request's latency. */
async function underLoad(tiles: TileRequest[], request: (tile: TileRequest) => Promise<void>) {
  const samples: { zoom: number; ms: number }[] = [];
  let cursor = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const tile = tiles[cursor++ % tiles.length]!;
        const begin = performance.now();
        await request(tile);
        samples.push({ zoom: tile.zoom, ms: performance.now() - begin });
      }
    }),
  );
  const tilesPerSecond = samples.length / ((performance.now() - started) / 1000);
  return {
    tilesPerSecond,
    p95: percentile(
      samples.map((sample) => sample.ms),
      0.95,
    ),
    samples,
  };
}

async function measureUncached(tiles: TileRequest[], headers: Record<string, string>) {
  let largest = { bytes: 0, path: "" };
  for (const tile of tiles) {
    const bytes = (await (await fetch(`http://127.0.0.1:${PORT}${tile.path}`, { headers })).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { bytes, path: tile.path };
  }
  const { tilesPerSecond, p95, samples } = await underLoad(tiles, async (tile) => {
    const response = await fetch(`http://127.0.0.1:${PORT}${tile.path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${tile.path}: ${response.status}`);
  });
  const p95Of = (zoom: number) =>
    percentile(
      samples.filter((sample) => sample.zoom === zoom).map((sample) => sample.ms),
      0.95,
    );
  return {
    tilesPerSecond,
    p95,
    p95ByZoom: Object.fromEntries(ZOOMS.map((zoom) => [zoom, Math.round(p95Of(zoom) * 10) / 10])),
    largest,
  };
}

const PEER_TILE_SQL = `
  with bounds as (select ST_TileEnvelope($1::integer, $2::integer, $3::integer) as envelope, 40075016.68 / (2 ^ $1::integer) / 4096 as pixel)
  select ST_AsMVT(tile, 'trails', 4096, 'geom') as mvt from (
    select id, ST_AsMVTGeom(ST_Simplify(geom, pixel), envelope, 4096, 64, true) as geom
    from peer_trails, bounds where geom && envelope
  ) as tile`;

/** The same synthetic lines (same seed) in a PostGIS table with a GiST index. */
async function loadPeerTrails(pool: pg.Pool) {
  await pool.query("create table peer_trails (id integer primary key, geom geometry(LineString, 3857) not null)");
  const next = random(42);
  let batch: { id: number; geometry: TrailSource["geojson"] }[] = [];
  for (let id = 1; id <= TRAILS; id += 1) {
    batch.push({ id, geometry: syntheticTrail(id, next).geojson });
    if (batch.length >= 500 || id === TRAILS) {
      await pool.query(
        `insert into peer_trails
         select (row->>'id')::integer, ST_Transform(ST_SetSRID(ST_GeomFromGeoJSON(row->>'geometry'), 4326), 3857)
         from json_array_elements($1::json) as row`,
        [JSON.stringify(batch)],
      );
      batch = [];
    }
  }
  await pool.query("create index on peer_trails using gist (geom)");
  await pool.query("analyze peer_trails");
}

/** PostGIS cutting the trail-layer tiles of the sample, or why it was not measured. */
async function measurePostgisPeer(tiles: TileRequest[]) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return "skipped: set BENCH_DATABASE_URL to a PostgreSQL server with PostGIS";
  return withTemporaryDatabase(url, "trailguide_tiles_postgis", async (databaseUrl) => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
    try {
      try {
        await pool.query("create extension postgis");
      } catch {
        return "skipped: PostGIS is not installed on that server (Debian: postgresql-15-postgis-3)";
      }
      await loadPeerTrails(pool);
      let largestBytes = 0;
      const request = async (tile: TileRequest) => {
        const [, zoom, x, y] = /\/(\d+)\/(\d+)\/(\d+)\.mvt$/.exec(tile.path)!.map(Number);
        const { rows } = await pool.query<{ mvt: Buffer }>(PEER_TILE_SQL, [zoom, x, y]);
        largestBytes = Math.max(largestBytes, rows[0]!.mvt.byteLength);
      };
      for (const tile of tiles) await request(tile);
      const { tilesPerSecond, p95 } = await underLoad(tiles, request);
      return { tilesPerSecond, p95, largestBytes };
    } finally {
      await pool.end();
    }
  });
}

async function measureCached(tiles: TileRequest[], headers: Record<string, string>) {
  for (const tile of tiles) await (await fetch(`http://127.0.0.1:${PORT}${tile.path}`, { headers })).arrayBuffer();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CLIENTS,
    duration: SECONDS,
    requests: tiles.map((tile) => ({ method: "GET" as const, path: tile.path, headers })),
  });
  return { tilesPerSecond: result.requests.average, p95: result.latency.p97_5 };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-tile-bench-"));
  try {
    const trailheads = await generate(dir);
    const tiles = sampleTiles(trailheads);

    const trailTiles = tiles.filter((tile) => tile.path.startsWith("/tiles/trails/"));
    // What the maps ask for since ADR 0091: the four guide layers in one tile, at the same addresses.
    const guideTiles = tiles.map((tile) => ({ ...tile, path: tile.path.replace(/^\/tiles\/[a-z-]+\//, "/tiles/guides/") }));
    // A cache of one byte keeps no tile (the cache needs a positive size): every request is cut afresh.
    const uncachedServer = await startServer(dir, 1);
    const report: Record<string, unknown> = {};
    try {
      const paidHeaders = { authorization: `Bearer ${uncachedServer.token}` };
      for (const tier of ["public", "paid"] as const) {
        report[`uncached, ${tier}`] = await measureUncached(tiles, tier === "paid" ? paidHeaders : {});
      }
      report["uncached, paid, trail layer only (the peer's tiles)"] = await measureUncached(trailTiles, paidHeaders);
      report["uncached, paid, guide tile set (four layers a tile)"] = await measureUncached(guideTiles, paidHeaders);
    } finally {
      await stopServer(uncachedServer.child);
    }
    const cachedServer = await startServer(dir, 256 * 1024 * 1024);
    try {
      report["cached, paid"] = await measureCached(tiles, { authorization: `Bearer ${cachedServer.token}` });
    } finally {
      await stopServer(cachedServer.child);
    }

    console.log(
      `\nvector tiles, ${TRAILS} trails, ${CLIENTS} clients, zooms ${ZOOMS[0]}-${ZOOMS.at(-1)} (${tiles.length} tiles):`,
    );
    for (const [name, figures] of Object.entries(report)) console.log(name, JSON.stringify(figures));
    const paid = report["uncached, paid"] as Awaited<ReturnType<typeof measureUncached>>;
    console.log(
      `goal: >= 500 tiles/s uncached (${paid.tilesPerSecond.toFixed(0)}), p95 <= 50 ms (${paid.p95.toFixed(1)} ms), ` +
        `every tile < 500 KB (largest ${(paid.largest.bytes / 1024).toFixed(0)} KB${paid.largest.bytes < MAX_TILE_BYTES ? "" : " - OVER"}), ` +
        `cached >= 5,000 tiles/s (${(report["cached, paid"] as { tilesPerSecond: number }).tilesPerSecond.toFixed(0)})`,
    );
    console.log(
      "peer: PostGIS ST_AsMVT with ST_Simplify, same trail-layer tiles:",
      JSON.stringify(await measurePostgisPeer(trailTiles)),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--serve") {
  await serveTiles(process.argv[3]!, Number(process.argv[4]));
} else {
  await main();
}
