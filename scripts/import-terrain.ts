// `npm run import:terrain -- <GeoTIFF> [--source NAME]`: writes an elevation model's heights over the
// ground cells it covers.
import { runImportCommand } from "../server/modules/map/imports/import-cli";
import { importTerrain } from "../server/modules/terrain/terrain-import";

process.exitCode = await runImportCommand(
  "import:terrain",
  (db, file, { source, onProgress }) =>
    importTerrain(db, file, { source, onProgress: (progress) => void onProgress?.({ phase: "writing", ...progress }) }),
  process.argv.slice(2),
  "cells",
);
