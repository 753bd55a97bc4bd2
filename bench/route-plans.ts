// `npx tsx bench/route-plans.ts`: the trip planner's search at a continent's size (issue 38, ADR 0083).
// Builds a grid of BENCH_ROUTE_EDGES (1,000,000) road segments about 1.1 km long, where seven in ten
// are open all year to passenger vehicles, 15% only in summer and 15% only to ATVs, then plans
// BENCH_ROUTE_QUERIES (50) routes of about 100 miles for a high-clearance vehicle in November (so
// three segments in ten are closed) and measures p50/p95 and the network's memory. The peer, in the
// same run when BENCH_DATABASE_URL names a PostgreSQL with pgRouting (Debian
// `postgresql-15-pgrouting`): `pgr_dijkstra` on the same segments, their open ones and the same
// costs, each query reading the segments in the box around its two ends padded by a fifth, as an
// operator would run it.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { legalityOf, tripMonthDays } from "../shared/domain/route-legality";
import { createNetworkBuilder, type NetworkRoad, type RoadNetwork } from "../server/modules/route-plans/road-network";
import { atNode, positionOf, quickestWay } from "../server/modules/route-plans/route-search";
import { withTemporaryDatabase } from "./temporary-database";

const EDGES = Number(process.env.BENCH_ROUTE_EDGES ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_ROUTE_QUERIES ?? 50);
/** Grid steps: about 1.1 km each way at 40 degrees north. */
const LATITUDE_STEP = 0.01;
const LONGITUDE_STEP = 0.013;
/** About 100 miles of grid steps. */
const ROUTE_STEPS = 145;

const YEARLONG = { vehicles: [{ vehicle: "Passenger vehicle", dates: "01/01-12/31" }] };
const SUMMER = { vehicles: [{ vehicle: "Passenger vehicle", dates: "05/15-10/31" }] };
const ATV_ONLY = { vehicles: [{ vehicle: "ATV", dates: "01/01-12/31" }] };

/** A fixed sequence, so every run draws the same network and routes. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface GridEdge {
  from: number;
  to: number;
  road: NetworkRoad;
}

function gridEdges(): { side: number; edges: GridEdge[] } {
  const side = Math.ceil(Math.sqrt(EDGES / 2)) + 1;
  const random = seeded(38);
  const position = (node: number): [number, number] => [
    -110 + (node % side) * LONGITUDE_STEP,
    40 + Math.floor(node / side) * LATITUDE_STEP,
  ];
  const edges: GridEdge[] = [];
  const connect = (from: number, to: number) => {
    const draw = random();
    const designation = draw < 0.7 ? YEARLONG : draw < 0.85 ? SUMMER : ATV_ONLY;
    const road = {
      id: edges.length + 1,
      roadClass: "road",
      surface: draw < 0.5 ? "AGG - CRUSHED AGGREGATE OR GRAVEL" : "NAT - NATIVE MATERIAL",
      designation,
      geometry: { type: "LineString" as const, coordinates: [position(from), position(to)] },
    };
    edges.push({ from, to, road });
  };
  for (let row = 0; row < side && edges.length < EDGES; row += 1) {
    for (let column = 0; column < side && edges.length < EDGES; column += 1) {
      const node = row * side + column;
      if (column + 1 < side) connect(node, node + 1);
      if (row + 1 < side) connect(node, node + side);
    }
  }
  return { side, edges };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5).toFixed(1), p95: percentile(sorted, 0.95).toFixed(1) };
};

function networkBytes(network: RoadNetwork): number {
  return Object.values(network)
    .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
    .reduce((sum, array) => sum + array.byteLength, 0);
}

async function pgRoutingPeer(
  url: string,
  edges: GridEdge[],
  open: boolean[],
  seconds: Float32Array,
  pairs: [number, number][],
  side: number,
) {
  return withTemporaryDatabase(url, "bench_routes", async (databaseUrl) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("CREATE EXTENSION pgrouting CASCADE");
      await client.query(
        "CREATE TABLE edges (id int, source int, target int, cost float8, reverse_cost float8, x float8, y float8)",
      );
      for (let start = 0; start < edges.length; start += 20_000) {
        const batch = edges.slice(start, start + 20_000);
        const ids = batch.map((_, index) => start + index);
        await client.query(
          `INSERT INTO edges SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::float8[], $4::float8[], $5::float8[], $6::float8[])`,
          [
            ids,
            batch.map((edge) => edge.from),
            batch.map((edge) => edge.to),
            ids.map((id) => (open[id] ? seconds[id]! : -1)),
            batch.map((edge) => ((edge.from % side) + (edge.to % side)) / 2),
            batch.map((edge) => (Math.floor(edge.from / side) + Math.floor(edge.to / side)) / 2),
          ],
        );
      }
      await client.query("CREATE INDEX ON edges (x, y); ANALYZE edges");
      const times: number[] = [];
      const costs: (number | null)[] = [];
      for (const [from, to] of pairs) {
        const [x1, y1, x2, y2] = [from % side, Math.floor(from / side), to % side, Math.floor(to / side)];
        const pad = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1)) / 5 + 2;
        const box = `x BETWEEN ${Math.min(x1, x2) - pad} AND ${Math.max(x1, x2) + pad} AND y BETWEEN ${Math.min(y1, y2) - pad} AND ${Math.max(y1, y2) + pad}`;
        const started = performance.now();
        const { rows } = await client.query<{ seconds: number | null }>(
          `SELECT sum(cost) AS seconds FROM pgr_dijkstra('SELECT id, source, target, cost, reverse_cost FROM edges WHERE ${box}', $1::bigint, $2::bigint)`,
          [from, to],
        );
        times.push(performance.now() - started);
        costs.push(rows[0]?.seconds ?? null);
      }
      return { times, costs };
    } finally {
      await client.end();
    }
  });
}

async function main() {
  const { side, edges } = gridEdges();
  const builder = createNetworkBuilder();
  const buildStarted = performance.now();
  for (const edge of edges) builder.add(edge.road);
  const network = builder.finish();
  const buildSeconds = (performance.now() - buildStarted) / 1000;

  const november = tripMonthDays("2027-11-10", "2027-11-12");
  const legality = network.designations.map((designation) =>
    legalityOf(designation, "high-clearance", november, { allowUndesignated: false }),
  );
  const legalSeconds = (edge: number) => (legality[network.edgeDesignation[edge]!]!.open ? network.edgeSeconds[edge]! : Infinity);

  // About 100 miles where the grid is that wide (a smaller BENCH_ROUTE_EDGES gives shorter routes).
  const steps = Math.min(ROUTE_STEPS, side - 2);
  const random = seeded(100);
  const pairs: [number, number][] = [];
  while (pairs.length < QUERIES) {
    const row = Math.floor(random() * (side - steps));
    const column = Math.floor(random() * (side - steps));
    const from = network.nearestNode(-110 + column * LONGITUDE_STEP, 40 + row * LATITUDE_STEP, 10)!;
    const diagonal = Math.round(steps / Math.SQRT2);
    const to = network.nearestNode(-110 + (column + diagonal) * LONGITUDE_STEP, 40 + (row + diagonal) * LATITUDE_STEP, 10)!;
    pairs.push([from, to]);
  }
  const times: number[] = [];
  const seconds: (number | null)[] = [];
  let found = 0;
  let miles = 0;
  for (const [from, to] of pairs) {
    const started = performance.now();
    const way = quickestWay(network, [atNode(from)], [atNode(to)], positionOf(network, to), legalSeconds);
    times.push(performance.now() - started);
    seconds.push(way?.seconds ?? null);
    if (way) {
      found += 1;
      miles += way.metres / 1609.344;
    }
  }
  const ours = summary(times);
  console.log(
    `network: ${network.edgeCount.toLocaleString()} edges, ${network.nodeCount.toLocaleString()} nodes, ` +
      `built in ${buildSeconds.toFixed(1)} s, ${(networkBytes(network) / 1024 / 1024).toFixed(1)} MB of arrays`,
  );
  console.log(
    `planner: ${QUERIES} routes (high clearance, November), ${found} found, ` +
      `${(miles / Math.max(found, 1)).toFixed(0)} miles on average; p50 ${ours.p50} ms, p95 ${ours.p95} ms (goal <= 150)`,
  );

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("peer: skipped, set BENCH_DATABASE_URL to a PostgreSQL with pgRouting to run pgr_dijkstra beside it");
    return;
  }
  // The peer's node ids are the grid's: a network node maps back by its position.
  const gridNode = (node: number) => {
    const column = Math.round((network.nodeLongitude[node]! + 110) / LONGITUDE_STEP);
    const row = Math.round((network.nodeLatitude[node]! - 40) / LATITUDE_STEP);
    return row * side + column;
  };
  const open = edges.map((_, index) => legality[network.edgeDesignation[index]!]!.open);
  const peerRun = await pgRoutingPeer(
    url,
    edges,
    open,
    network.edgeSeconds,
    pairs.map(([from, to]) => [gridNode(from), gridNode(to)]),
    side,
  );
  const peer = summary(peerRun.times);
  // The same route time from both, where the peer's box held the route (its cost is the one in the box).
  const agreeing = peerRun.costs.filter((cost, index) => {
    const ours = seconds[index] ?? null;
    return cost === null ? ours === null : ours !== null && Math.abs(cost - ours) <= ours * 0.001;
  }).length;
  console.log(
    `peer (pgr_dijkstra, the box around each route): p50 ${peer.p50} ms, p95 ${peer.p95} ms; ` +
      `the same driving time in ${agreeing} of ${pairs.length} routes`,
  );
}

await main();
