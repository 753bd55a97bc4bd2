// `npm run import:public-lands -- <file or folder> [--source NAME]`: replaces a source of public lands.
import { importPublicLands } from "../server/modules/map/imports/geojson-import";
import { runImportCommand } from "../server/modules/map/imports/import-cli";

process.exitCode = await runImportCommand("import:public-lands", importPublicLands, process.argv.slice(2));
