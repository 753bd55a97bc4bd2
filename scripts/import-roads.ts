// `npm run import:roads -- <file or folder> [--source NAME]`: replaces a source of roads.
import { importRoads } from "../server/modules/map/imports/geojson-import";
import { runImportCommand } from "../server/modules/map/imports/import-cli";

process.exitCode = await runImportCommand("import:roads", importRoads, process.argv.slice(2));
