// The low zooms of the land and road layers, encoded once per layer version after an import where
// the database has PostGIS (ADR 0079): at national size a z6 tile holds thousands of polygons, too
// many to encode while a reader waits. Each zoom's tiles are stored a few at a time, each batch its
// own statement, so nothing holds the database long; a tile not stored (yet) is encoded on request
// as before, so a crash half-way costs only speed.
import type { VersionedLayer } from "../../../../shared/map/land-and-road-layers";
import type { Executor } from "../../../db/client";
import { bandForZoom } from "../band-geometry";
import { createMapFeaturesRepository } from "../map-features.repository";
import { createSpatialRepository } from "../spatial.repository";
import { FIRST_DRAWN_ZOOM, LAND_AND_ROAD_ENCODING, STORED_MAX_ZOOM } from "./tiles.service";

/** Few enough that a statement of national z6 tiles stays well inside the 30 s statement limit. */
const TILES_PER_BATCH = 10;

/**
 * Stores the layer's drawn tiles up to STORED_MAX_ZOOM at its current version and drops older
 * versions' tiles; answers how many were stored (none without PostGIS).
 */
export async function storeLowZoomTiles(db: Executor, layer: VersionedLayer): Promise<number> {
  if (!(await createSpatialRepository(db).hasPostgis())) return 0;
  const features = createMapFeaturesRepository(db);
  const version = await features.layerVersion(layer);
  let stored = 0;
  for (let z = FIRST_DRAWN_ZOOM[layer]; z <= STORED_MAX_ZOOM; z += 1) {
    const band = bandForZoom(z);
    if (band === null) continue;
    const tiles = await features.listTilesWithRows(layer, band, z);
    for (let start = 0; start < tiles.length; start += TILES_PER_BATCH) {
      stored += await features.storeTiles(
        layer,
        version,
        band,
        z,
        tiles.slice(start, start + TILES_PER_BATCH),
        LAND_AND_ROAD_ENCODING,
      );
    }
  }
  await features.deleteStoredTilesBefore(layer, version);
  return stored;
}
