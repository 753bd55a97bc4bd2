// `npx tsx bench/search.ts`: search autocomplete at scale (PERFORMANCE-GOALS.md, issue 5).
// Generates SEARCH_BENCH_DOCS (100,000) searchable documents into a temporary database, then has 32
// concurrent callers run the autocomplete service (prefix + typo matching, ranking and highlights)
// for BENCH_SECONDS (10) over about 3,300 distinct prefixes, two-word phrases and typos taken from the
// generated rows and drawn with a Zipf skew, and measures p50/p95/p99 and queries/s: once with the
// service's answer cache off (the database's own speed), once with it on (with its hit rate). The
// peers, measured in the same run over the same rows: the words as a bare full-text prefix query
// (unranked, no typos), and a naive `ILIKE '%q%'` on title and town. Titles mix made-up names with
// common trail words; one town in ten is a real gateway town. PGlite always; PostgreSQL when
// BENCH_DATABASE_URL is set.
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase, openMemoryDatabase, type Database, type DatabaseHandle } from "../server/db/client";
import { SEARCH_INDEXES } from "../shared/domain/search-options";
import { withTemporaryDatabase } from "./temporary-database";
import { countSearchWords } from "../server/modules/search/search-documents";
import { createSearchService } from "../server/modules/search/search.service";
import { createRigFitService } from "../server/modules/garage/rig-fit.service";
import { prefixTsQuery, searchTerms } from "../server/modules/search/search-text";

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

/** Distinct queries in the mix, drawn with a Zipf skew (a few are typed often, most rarely). */
const QUERY_COUNT = 4000;
const ZIPF_EXPONENT = 1;

/** A deterministic pseudo-random source, so every run and driver draws the same queries. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One letter dropped, doubled or changed, as a hurried typist does. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 1));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + "aeiourstnl"[Math.floor(random() * 10)] + word.slice(at + 1);
}

/**
 * Queries as people type them, from the generated titles and towns: prefixes of a title at every
 * length from 2 letters, a town's prefix, two-word phrases, one-letter typos in a word of 5+ letters.
 */
export async function queryMix(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select title, town_name from search_documents where published order by hashint4(ref_id * 7) limit ${QUERY_COUNT}`,
  )) as { rows: { title: string; town_name: string | null }[] };
  const random = randomSource(42);
  const queries = new Set<string>();
  for (const { title, town_name: town } of result.rows) {
    const words = title.split(" ");
    const kind = Math.floor(random() * 4);
    if (kind === 0) queries.add(title.slice(0, 2 + Math.floor(random() * (title.length - 1))).trim());
    else if (kind === 1 && town) queries.add(town.slice(0, 2 + Math.floor(random() * (town.length - 1))).trim());
    else if (kind === 2) queries.add(words.slice(0, 2).join(" "));
    else {
      const long = words.filter((word) => word.length >= 5);
      const word = long[Math.floor(random() * long.length)];
      if (word) queries.add(typo(word, random));
    }
  }
  // Shuffled (Fisher-Yates), so the skew does not follow the table's order.
  const shuffled = [...queries];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled;
}

/** Draws query i with probability proportional to 1 / (i + 1)^s. */
function zipfDraw(queries: readonly string[], random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < queries.length; i++) cumulative.push((total += 1 / (i + 1) ** ZIPF_EXPONENT));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return queries[low]!;
  };
}

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
  for (const kind of SEARCH_INDEXES) await countSearchWords(db, kind, "all", 1);
  // As autovacuum would after a bulk load: statistics, and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze search_documents`);
  await db.execute(sql`vacuum analyze search_words`);
}

interface Figures {
  qps: number;
  p50: number;
  p95: number;
  p99: number;
  queries: number;
}

/** CALLERS loops calling `run` with the next drawn query until the time is up. */
async function measure(queries: readonly string[], run: (keyword: string) => Promise<unknown>): Promise<Figures> {
  const warmUp = randomSource(7);
  for (let i = 0; i < 20; i++) await run(`${queries[Math.floor(warmUp() * queries.length)]!.slice(0, 3)}zq`); // warm up, uncached words
  const next = zipfDraw(queries, randomSource(1));
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < deadline) {
        const keyword = next();
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

/** The goals' other peer: the words as a full-text prefix query on the same index, unranked, no typos or highlights. */
function prefixOnly(db: Database) {
  return (keyword: string) => {
    const terms = searchTerms(keyword);
    if (terms.length === 0) return Promise.resolve([]);
    return db.execute(sql`select index, ref_id, title, town_name, state_code, state_title, href from search_documents
      where published and name_document @@ to_tsquery('simple', ${prefixTsQuery(terms)}) limit 10`);
  };
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
  const queries = await queryMix(handle.db);
  const rigFit = createRigFitService({ db: handle.db });
  const uncached = createSearchService(
    { db: handle.db, reads: handle.reads, clock: systemClock, config, rigFit },
    { cacheEntries: 0 },
  );
  // As a visitor: the words match what every reader may read (ADR 0066).
  const sample = await uncached.autocomplete("hels revenge", null);
  const withoutCache = await measure(queries, (keyword) => uncached.autocomplete(keyword, null));
  const search = createSearchService({ db: handle.db, reads: handle.reads, clock: systemClock, config, rigFit });
  const withCache = await measure(queries, (keyword) => search.autocomplete(keyword, null));
  const { hits, misses } = search.autocompleteCacheStats();
  const prefix = await measure(queries, prefixOnly(handle.db));
  const naive = await measure(queries, naiveIlike(handle.db));
  const result = {
    database: label,
    docs: DOCS,
    callers: CALLERS,
    seconds: SECONDS,
    distinctQueries: queries.length,
    generatedMs,
    autocompleteUncached: withoutCache,
    autocomplete: { ...withCache, cacheHitRate: Number((hits / Math.max(1, hits + misses)).toFixed(2)) },
    prefixQueryAlone: prefix,
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
  await withTemporaryDatabase(url, "trailguide_search_bench", async (databaseUrl) => {
    const postgres = openDatabase({ kind: "postgres", url: databaseUrl });
    try {
      results.push(await benchOn("postgres", postgres));
    } finally {
      await postgres.close();
    }
  });
}

// Importable (for EXPLAIN sessions) without running.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
