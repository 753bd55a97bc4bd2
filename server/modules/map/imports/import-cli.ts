// The command line of the importers: `npm run import:public-lands -- <file or folder> [--source NAME]
// [--layer NAME]` and the same for `import:roads`, against the configured database.
import { parseArgs } from "node:util";
import { loadConfig } from "../../../config";
import { openDatabase, type Database } from "../../../db/client";
import { createLogger } from "../../../logger";
import type { ImportOptions, ImportResult } from "./geojson-import";
import { ImportError } from "./import-error";

type Importer = (db: Database, target: string, options: ImportOptions) => Promise<ImportResult>;

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

export async function runImportCommand(command: string, importer: Importer, args: readonly string[]): Promise<number> {
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
    const result = await importer(database.db, parsed.target, parsed.options);
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
