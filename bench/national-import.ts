// `npx tsx bench/national-import.ts` (part of `npm run bench`; needs BENCH_DATABASE_URL): the national
// data set (`npm run data:national`, at BENCH_NATIONAL_SCALE, 0.1 unless set; 1 is the real size;
// BENCH_NATIONAL_FILES picks some files)
// imported into PostgreSQL through the importers' command line, each file's time and the importer's
// peak memory beside GDAL's ogr2ogr loading the same file into the same database (the peer). Issue 37
// goal: the importer stays below 500 MB whatever the file's size.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateNationalData, type NationalFile, type NationalFileSummary } from "../scripts/national-data/generate";
import { IMPORT_NODE_FLAGS } from "../scripts/serve-flags";
import { peakResidentMb } from "./process-memory";
import { withTemporaryDatabase } from "./temporary-database";

const SCALE = Number(process.env.BENCH_NATIONAL_SCALE ?? 0.1);
/** Some files only (BENCH_NATIONAL_FILES=mvum-roads,mvum-trails,gtlf-routes: the million road segments). */
const FILES = process.env.BENCH_NATIONAL_FILES?.split(",") as NationalFile[] | undefined;
const MEMORY_GOAL_MB = 500;

interface Run {
  seconds: number;
  peakMb: number;
}

/** Runs a program to its end, sampling its peak memory until it exits. */
function measured(program: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const started = performance.now();
  const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let peakMb = 0;
  const sampler = setInterval(() => {
    void peakResidentMb(child.pid!).then(
      // A process that has just exited has no memory figures left to read.
      (mb) => (peakMb = Number.isFinite(mb) ? Math.max(peakMb, mb) : peakMb),
      () => undefined,
    );
  }, 100);
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${program} ${args.join(" ")} exited with ${code}:\n${stderr.slice(-2000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMb });
    }),
  );
}

async function benchFile(databaseUrl: string, dir: string, file: NationalFileSummary) {
  const script = file.kind === "public-lands" ? "scripts/import-public-lands.ts" : "scripts/import-roads.ts";
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: "bench-secret-that-is-long-enough-for-hs256-signing",
    PUBLIC_URL: "http://localhost:3000",
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "warn",
  };
  const ours = await measured(process.execPath, [...IMPORT_NODE_FLAGS, script, path.join(dir, file.file)], env);
  const { hostname, port, username, pathname } = new URL(databaseUrl);
  const connection = `PG:host=${hostname} port=${port} user=${username} dbname=${pathname.slice(1)}`;
  const peer = await measured("ogr2ogr", [
    "-f",
    "PostgreSQL",
    connection,
    path.join(dir, file.file),
    "-nln",
    `peer_${file.file.split(".")[0]!.replace("-", "_")}`,
  ]);
  return { file, ours, peer };
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("national import: skipped (set BENCH_DATABASE_URL to a PostgreSQL server this script may create a database on)");
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "national-bench-"));
  try {
    const manifest = await generateNationalData({ dir, scale: SCALE, only: FILES });
    const rows = await withTemporaryDatabase(url, "trailguide_national_import", async (databaseUrl) => {
      const results = [];
      for (const file of manifest.files) results.push(await benchFile(databaseUrl, dir, file));
      return results;
    });
    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; national data at scale ${SCALE}\n`,
    );
    console.log("| file | features | MB | ours s | ours peak MB | ogr2ogr s | ogr2ogr peak MB | time vs ogr2ogr |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const { file, ours, peer } of rows) {
      console.log(
        `| ${file.file} | ${file.features} | ${Math.round(file.bytes / 1024 ** 2)} | ${ours.seconds.toFixed(1)} | ${ours.peakMb} | ${peer.seconds.toFixed(1)} | ${peer.peakMb} | ${(ours.seconds / peer.seconds).toFixed(1)}x |`,
      );
    }
    const worst = Math.max(...rows.map(({ ours }) => ours.peakMb));
    if (worst > MEMORY_GOAL_MB) throw new Error(`The importer peaked at ${worst} MB, over the ${MEMORY_GOAL_MB} MB goal`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
