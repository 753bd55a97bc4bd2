// `npx tsx bench/search.ts`: search autocomplete at scale (PERFORMANCE-GOALS.md, issue 5).
// Generates SEARCH_BENCH_DOCS (100,000) searchable documents into a temporary database, then has 32
// concurrent callers run the autocomplete service (prefix + typo matching, ranking and highlights)
// for BENCH_SECONDS (10) over a mix of prefixes, two-word phrases and typos, and measures p50/p95/p99
// and queries/s. The peer, measured in the same run over the same rows: a naive
// `ILIKE '%q%'` on title and town. Titles mix made-up names with common trail words; one town in ten
// is a real gateway town. PGlite always; PostgreSQL when BENCH_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase, openMemoryDatabase, type Database, type DatabaseHandle } from "../server/db/client";
import { SEARCH_INDEXES } from "../shared/contracts/search.contract";
import { addSearchWords } from "../server/modules/search/search-documents";
import { createSearchService } from "../server/modules/search/search.service";

const DOCS = Number(process.env.SEARCH_BENCH_DOCS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CALLERS = 32;

const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ra",
  "to",
  "ve",
  "su",
  "na",
  "de",
  "ri",
  "po",
  "la",
  "ta",
  "ne",
  "ko",
  "sa",
  "bi",
  "du",
  "fe",
  "go",
  "hu",
  "ji",
  "mo",
  "zu",
];
const FIRST = [
  "Rubicon",
  "Black",
  "Bear",
  "Eagle",
  "Coyote",
  "Red",
  "Hidden",
  "Lost",
  "Devil's",
  "Hell's",
  "Golden",
  "Silver",
  "Copper",
  "Cougar",
  "Elk",
  "Rattlesnake",
  "Juniper",
  "Piñon",
  "Sidewinder",
  "Thunder",
  "Echo",
  "Granite",
  "Cedar",
  "Mesa",
  "Sandy",
];
const SECOND = [
  "Canyon",
  "Ridge",
  "Pass",
  "Creek",
  "Wash",
  "Mesa",
  "Rim",
  "Gulch",
  "Revenge",
  "Hollow",
  "Peak",
  "Flats",
  "Basin",
  "Slickrock",
  "Bench",
  "Spur",
  "Loop",
  "Summit",
  "Lake",
  "Gap",
];
const SUFFIX = ["Trail", "Road", "Route", "Loop", "Overland Route", "Jeep Trail", "OHV Area"];
const TOWNS = [
  "Moab",
  "Ouray",
  "Tahoma",
  "Silverton",
  "Lake City",
  "Johnson Valley",
  "Gunnison",
  "Sedona",
  "Crested Butte",
  "Green River",
  "Hanksville",
  "San José",
  "Española",
  "Truckee",
  "Bishop",
  "Lone Pine",
  "Salida",
  "Leadville",
];
const STATES = [
  ["UT", "Utah"],
  ["CO", "Colorado"],
  ["CA", "California"],
  ["AZ", "Arizona"],
  ["NV", "Nevada"],
  ["NM", "New Mexico"],
];
const INDEXES = ["trails", "scout_routes", "orv_parks", "trails", "trails", "scout_routes", "cities", "regions", "blog_posts"];

/** Queries as people type them: prefixes, phrases, typos, accents. */
const QUERIES = [
  "mo",
  "moab",
  "rub",
  "black be",
  "hells rev",
  "hels revenge",
  "canyn",
  "eagle ridge",
  "sidewindr",
  "pinon",
  "san jose",
  "silverton",
  "coyote wash",
  "thunder",
  "granite pass",
  "slickrok",
  "ouray",
  "elk cr",
  "golden gul",
  "lake",
];

const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;

export async function generate(db: Database): Promise<void> {
  // Deterministic pseudo-random picks per row, done by the database so 100,000 rows take seconds.
  const pick = (list: readonly string[], salt: number) => `(${sqlArray(list)})[1 + abs(hashint4(g * ${salt})) % ${list.length}]`;
  // A made-up name of three syllables (13,824 of them), so words are as selective as real names.
  const pseudoWord = (salt: number) => `initcap(${[1, 2, 3].map((n) => pick(SYLLABLES, salt * 10 + n)).join(" || ")})`;
  await db.execute(
    sql.raw(`insert into search_documents (index, ref_id, title, town_name, state_code, state_title, body, href, popularity,
      published, difficulty_low, difficulty_high, length_miles, rating, review_count, latitude, longitude, published_at)
    select ${pick(INDEXES, 7)}, g,
      case when g % 5 = 0 then ${pick(FIRST, 13)} else ${pseudoWord(71)} end || ' ' || ${pick(SECOND, 17)} || ' ' || ${pick(SUFFIX, 19)},
      case when g % 10 = 0 then ${pick(TOWNS, 23)} else ${pseudoWord(73)} end,
      ${pick(
        STATES.map(([code]) => code!),
        67,
      )}, ${pick(
        STATES.map(([, title]) => title!),
        67,
      )},
      'A drive past ' || ${pick(SECOND, 29)} || ' and ' || ${pick(FIRST, 31)} || ' country, with views of the ' || ${pick(SECOND, 37)} || '.',
      '/bench/' || g, abs(hashint4(g * 41)) % 200, (g % 20) <> 0,
      1 + abs(hashint4(g)) % 5, 5 + abs(hashint4(g)) % 6, 1 + abs(hashint4(g * 43)) % 40, 3 + (abs(hashint4(g * 47)) % 20) / 10.0,
      abs(hashint4(g * 53)) % 100, 31 + (abs(hashint4(g * 59)) % 1800) / 100.0, -124 + (abs(hashint4(g * 61)) % 2000) / 100.0, now()
    from generate_series(1, ${DOCS}) g`),
  );
  for (const kind of SEARCH_INDEXES) await addSearchWords(db, kind, "all");
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_words`);
}

interface Figures {
  qps: number;
  p50: number;
  p95: number;
  p99: number;
  queries: number;
}

/** CALLERS loops calling `run` with the next query until the time is up. */
async function measure(run: (keyword: string) => Promise<unknown>): Promise<Figures> {
  for (const keyword of QUERIES) await run(keyword); // warm up
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < deadline) {
        const keyword = QUERIES[next++ % QUERIES.length]!;
        const t0 = performance.now();
        await run(keyword);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1));
  return { qps: Math.round(latencies.length / elapsed), p50: at(0.5), p95: at(0.95), p99: at(0.99), queries: latencies.length };
}

function naiveIlike(db: Database) {
  return (keyword: string) =>
    db.execute(sql`select index, ref_id, title, town_name, state_code, state_title, href from search_documents
      where published and (title ilike ${`%${keyword}%`} or town_name ilike ${`%${keyword}%`})
      order by popularity desc limit 10`);
}

async function benchOn(label: string, handle: DatabaseHandle) {
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  await handle.migrate();
  const generating = performance.now();
  await generate(handle.db);
  const generatedMs = Math.round(performance.now() - generating);
  const search = createSearchService({ db: handle.db, clock: systemClock, config });
  const sample = await search.autocomplete("hels revenge");
  const ours = await measure((keyword) => search.autocomplete(keyword));
  const naive = await measure(naiveIlike(handle.db));
  const result = {
    database: label,
    docs: DOCS,
    callers: CALLERS,
    seconds: SECONDS,
    generatedMs,
    autocomplete: ours,
    naiveIlike: naive,
  };
  console.log(JSON.stringify(result));
  console.log(
    `  sample "hels revenge" -> ${sample
      .slice(0, 3)
      .map((hit) => hit.title)
      .join(" | ")}`,
  );
  return result;
}

async function main() {
  pino({ level: "silent" });
  const results = [];
  const memory = openMemoryDatabase();
  try {
    results.push(await benchOn("pglite", memory));
  } finally {
    await memory.close();
  }

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to a server this script may create a database on)");
    return;
  }
  const name = `trailguide_search_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const postgres = openDatabase({ kind: "postgres", url: target.toString() });
  try {
    results.push(await benchOn("postgres", postgres));
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

// Importable (for EXPLAIN sessions) without running.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
