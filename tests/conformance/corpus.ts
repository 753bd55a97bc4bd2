// The outside conformance corpus: third-party GPX/KML files, the official GPX and sitemap schemas and
// the USFS ranger districts, kept beside the repository (../shared/data), never copied into it. Only
// `npm run test:conformance` reads it; scripts/conformance.mjs skips, and says so, when it is absent.
import path from "node:path";

export const CORPUS = path.resolve("../shared/data");
export const GPX_SAMPLES = path.join(CORPUS, "gpx-samples");
export const OFFICIAL_XSD = path.join(CORPUS, "xsd");
export const USFS_RANGER_DISTRICTS = path.join(CORPUS, "public-lands/usfs-ranger-districts");
export const MOAB_RANGER_DISTRICT = path.join(
  USFS_RANGER_DISTRICTS,
  "data-out/forests/moab_ranger_district/moab_ranger_district.geojson",
);
