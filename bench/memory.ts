// `npx tsx bench/memory.ts` (run by `npm run bench`): the server's memory with 100,000 trails on
// PostgreSQL (issue 13 goal: RSS <= 400 MB). Needs BENCH_DATABASE_URL, a server this script may
// create a database on, and `npm run build`. The production build seeds the demo content into a
// temporary database and is measured idle and under a mixed load (trail pages rendered afresh,
// state pages, map tiles, search, the sitemap); that is the peer. Then MEMORY_BENCH_TRAILS (100,000)
// published trails are added (copies of the demo trails on lines of their own, spread around them),
// the map and search rows are rebuilt by the app's own bulk builders, and the same build is
// measured the same way. RSS is read from /proc every 100 ms; the peak is the largest reading.
import os from "node:os";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { rebuildAllGuideMapFeatures } from "../server/modules/map/map-features";
import { refreshAllSearchDocuments } from "../server/modules/search/search-documents";
import { projectX, projectY } from "../shared/map/web-mercator";
import { startProductionServer } from "./production-server";
import { withTemporaryDatabase } from "./temporary-database";
import { selectRows } from "../server/db/select-rows";
import { renderEveryRequest } from "./fresh-copy";
import { residentMb } from "./process-memory";

const TRAILS = Number(process.env.MEMORY_BENCH_TRAILS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORT = 3240;
const POINTS_PER_LINE = 120;
const SAMPLE_PATHS = 3000;
const SEARCHES = ["moab", "rubicon", "hells revenge", "colorado", "canyon trail", "black bear pass", "ouray", "utah"];
const JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-signing";

interface Figures {
  trails: number;
  idleMb: number;
  peakMb: number;
  afterLoadMb: number;
  requestsPerSecond: number;
}

/** Published trails as copies of the demo's, each on a wandering line of its own within 2 degrees of its template. */
export async function addTrails(databaseUrl: string, count: number): Promise<void> {
  // A bulk load: its statements run for minutes, past the app's statement timeout.
  const database = openDatabase({ kind: "postgres", url: databaseUrl, statementTimeoutMs: 0 });
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        with template as (
          select row_number() over (order by id) - 1 as n, t.* from trails t where t.published
        ), copies as (
          select g, t.*,
            t.trailhead_longitude + (abs(hashint4(g * 3)) % 4000 - 2000) / 1000.0 as lon0,
            t.trailhead_latitude + (abs(hashint4(g * 5)) % 3000 - 1500) / 1000.0 as lat0,
            (abs(hashint4(g * 7)) % 628) / 100.0 as heading
          from generate_series(1, ${count}::int) g
          join template t on t.n = g % (select count(*) from template)
        )
        insert into trails (title, slug, state_id, region_id, city_id, nearest_town_name, county_name, geojson, bounds,
          trailhead_latitude, trailhead_longitude, length_miles, road_condition, status, published, workflow_state, user_id,
          original_publish_date, last_published_date, review_average, review_count, technical_rating_low,
          technical_rating_high, points_of_concern, teaser, description_html, season, is_preview, is_boh)
        select c.title || ' ' || c.g, c.slug || '-' || c.g, c.state_id, c.region_id, c.city_id, c.nearest_town_name,
          c.county_name, line.geojson, line.bounds, c.lat0, c.lon0, c.length_miles, c.road_condition, c.status, true, 'published',
          c.user_id, c.original_publish_date, c.last_published_date, c.review_average, c.review_count,
          c.technical_rating_low, c.technical_rating_high, c.points_of_concern, c.teaser, c.description_html, c.season,
          c.g % 10 = 0, c.is_boh
        from copies c
        cross join lateral (
          select jsonb_build_object('type', 'LineString', 'coordinates', jsonb_agg(jsonb_build_array(p.lon, p.lat) order by p.i)) as geojson,
            jsonb_build_array(jsonb_build_array(min(p.lon), min(p.lat)), jsonb_build_array(max(p.lon), max(p.lat))) as bounds
          from (
            select i, round((c.lon0 + i * 0.0004 * cos(c.heading + sin(i / 9.0)))::numeric, 6)::float8 as lon,
              round((c.lat0 + i * 0.0003 * sin(c.heading + sin(i / 9.0)))::numeric, 6)::float8 as lat
            from generate_series(0, ${POINTS_PER_LINE - 1}::int) i
          ) p
        ) line`);
      await rebuildAllGuideMapFeatures(tx);
      await refreshAllSearchDocuments(tx);
    });
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

/** What the load asks for: trail pages (rendered afresh), state pages, tiles around trailheads, searches, the sitemap. */
async function loadPaths(databaseUrl: string): Promise<{ paths: string[]; trails: number }> {
  const database = openDatabase({ kind: "postgres", url: databaseUrl });
  try {
    const trails = await selectRows<{ path: string; longitude: number; latitude: number }>(
      database.db,
      sql`
      select '/' || s.country_code || '/' || s.slug || '/trails/' || t.id || '-' || t.slug as path,
        t.trailhead_longitude as longitude, t.trailhead_latitude as latitude
      from trails t join states s on s.id = t.state_id where t.published
      order by hashint4(t.id) limit ${SAMPLE_PATHS}`,
    );
    const states = await selectRows<{ path: string }>(
      database.db,
      sql`select distinct '/' || s.country_code || '/' || s.slug as path from trails t join states s on s.id = t.state_id`,
    );
    const [counted] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from trails where published`,
    );
    const paths: string[] = [];
    trails.forEach((trail, index) => {
      paths.push(trail.path);
      const zoom = 8 + (index % 7);
      const size = 2 ** zoom;
      const [x, y] = [Math.floor(projectX(trail.longitude) * size), Math.floor(projectY(trail.latitude) * size)];
      paths.push(`/tiles/trails/${zoom}/${x}/${y}.mvt`);
      if (index % 10 === 0) paths.push(states[index % states.length]!.path);
      if (index % 5 === 0) paths.push(`/api/v2/search/all/?keyword=${encodeURIComponent(SEARCHES[index % SEARCHES.length]!)}`);
      if (index % 500 === 0) paths.push("/sitemap.xml");
    });
    return { paths, trails: counted?.count ?? 0 };
  } finally {
    await database.close();
  }
}

export async function measure(databaseUrl: string, env: Record<string, string> = {}): Promise<Figures> {
  const { paths, trails } = await loadPaths(databaseUrl);
  const server = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: "warn", ...env });
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = await residentMb(server.pid);
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      void residentMb(server.pid).then((mb) => (peakMb = Math.max(peakMb, mb)));
    }, 100);
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { "accept-encoding": "br, gzip" },
      // Each page under a URL the page cache has not seen: the work, and memory, of a render.
      requests: renderEveryRequest(paths),
    });
    clearInterval(sampler);
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return {
      trails,
      idleMb,
      peakMb,
      afterLoadMb: await residentMb(server.pid),
      requestsPerSecond: Math.round(result.requests.average),
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("memory: skipped (set BENCH_DATABASE_URL to a PostgreSQL server this script may create a database on)");
    return;
  }
  console.log(
    `memory with ${TRAILS} trails on PostgreSQL, ${CONNECTIONS} connections for ${SECONDS} s (${os.cpus().length} CPUs, Node ${process.version})`,
  );
  await withTemporaryDatabase(url, "trailguide_memory_bench", async (databaseUrl) => {
    const seeding = await startProductionServer(PORT, { DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: "warn" });
    await seeding.stop();
    const demo = await measure(databaseUrl);
    const adding = performance.now();
    await addTrails(databaseUrl, TRAILS);
    console.log(`added ${TRAILS} trails with their map and search rows in ${((performance.now() - adding) / 1000).toFixed(0)} s`);
    const large = await measure(databaseUrl);
    console.table([
      { database: "demo content (peer)", ...demo },
      { database: `+${TRAILS} trails`, ...large },
    ]);
    console.log(JSON.stringify({ bench: "memory", demo, large, goalMb: 400 }));
  });
}

// Importable (for sessions on a kept database) without running.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
