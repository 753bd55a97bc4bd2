import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { createSearchService } from "../server/modules/search/search.service";
import { queryMix } from "./search";
const handle = openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:54400/prof" });
const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
const s = createSearchService({ db: handle.db, clock: systemClock, config }, { cacheEntries: 0 });
const qs = await queryMix(handle.db);
for (const q of qs.slice(0, 200)) await s.autocomplete(q);
const times: [number, string][] = [];
for (const q of qs) { const t = performance.now(); await s.autocomplete(q); times.push([performance.now() - t, q]); }
const sorted = times.map((x) => x[0]).sort((a, b) => a - b);
const at = (p: number) => sorted[Math.floor(p * sorted.length)]!.toFixed(2);
const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
console.log({ n: sorted.length, mean: mean.toFixed(2), p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99) });
times.sort((a, b) => b[0] - a[0]);
console.log(times.slice(0, 40).map(([t, q]) => `${t.toFixed(1)} ${q}`).join("\n"));
await handle.close();
