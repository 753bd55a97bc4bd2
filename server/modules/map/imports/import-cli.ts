// The command line of the importers: `npm run import:public-lands -- <file or folder> [--source NAME]`
// and `npm run import:roads -- <file> [--source NAME]`, against the configured database.
import { loadConfig } from "../../../config";
import { openDatabase, type Database } from "../../../db/client";
import { createLogger } from "../../../logger";
import { ImportError, type ImportResult } from "./geojson-import";

type Importer = (db: Database, target: string, source?: string) => Promise<ImportResult>;

export async function runImportCommand(command: string, importer: Importer, args: readonly string[]): Promise<number> {
  const sourceFlag = args.indexOf("--source");
  const source = sourceFlag === -1 ? undefined : args[sourceFlag + 1];
  const targets = sourceFlag === -1 ? [...args] : args.filter((_, index) => index !== sourceFlag && index !== sourceFlag + 1);
  if (targets.length !== 1 || (sourceFlag !== -1 && !source)) {
    console.error(`Usage: npm run ${command} -- <file or folder> [--source NAME]`);
    return 2;
  }
  const config = loadConfig();
  const logger = createLogger(config);
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const result = await importer(database.db, targets[0]!, source);
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
