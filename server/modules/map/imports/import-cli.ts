// The command line of the importers: `npm run import:public-lands -- <file or folder> [--source NAME]
// [--layer NAME]`, the same for `import:roads`, and `import:terrain` for an elevation model, against
// the configured database.
import { parseArgs } from "node:util";
import { loadConfig } from "../../../config";
import { openDatabase, type Database } from "../../../db/client";
import { createLogger } from "../../../logger";
import type { ImportOptions, ImportProgress } from "./geojson-import";
import { ImportError } from "./import-error";

type Importer<Result> = (db: Database, target: string, options: ImportOptions) => Promise<Result>;

/** The target and options, or null when the command line is not one the importers understand. */
function readArgs(args: readonly string[]): { target: string; options: ImportOptions } | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { source: { type: "string" }, layer: { type: "string" } },
      allowPositionals: true,
    });
    return positionals.length === 1 ? { target: positionals[0]!, options: values } : null;
  } catch {
    return null;
  }
}

const BAR_WIDTH = 24;

/**
 * A progress bar on a terminal, redrawn at most four times a second; elsewhere (a log) a line every
 * ten seconds. Checking counts features; writing fills the bar towards the total checked.
 */
function progressPrinter(
  command: string,
  unit: string,
  out: NodeJS.WriteStream = process.stderr,
): (progress: ImportProgress) => void {
  const interval = out.isTTY ? 250 : 10_000;
  let last = 0;
  return ({ phase, processed, total }) => {
    const done = total !== null && processed === total;
    if (Date.now() - last < interval && !done) return;
    last = Date.now();
    const filled = total ? Math.round((processed / total) * BAR_WIDTH) : 0;
    const bar = total ? `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ` : "";
    const count = `${processed.toLocaleString("en-US")}${total ? ` of ${total.toLocaleString("en-US")}` : ""}`;
    const line = `${command}: ${phase} ${bar}${count} ${unit}`;
    out.write(out.isTTY ? `\r${line}${done && phase === "writing" ? "\n" : ""}` : `${line}\n`);
  };
}

/** Runs the importer on the command line's file; `unit` names what its progress counts. */
export async function runImportCommand<Result extends object>(
  command: string,
  importer: Importer<Result>,
  args: readonly string[],
  unit = "features",
): Promise<number> {
  const parsed = readArgs(args);
  if (!parsed) {
    console.error(`Usage: npm run ${command} -- <file or folder> [--source NAME] [--layer NAME]`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const result: object = await importer(database.db, parsed.target, {
      ...parsed.options,
      onProgress: progressPrinter(command, unit),
    });
    logger.info(result, `${command}: imported`);
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`${command}: ${error.message} Nothing was changed.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
