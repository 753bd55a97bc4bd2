// The low zooms of the land and road layers, encoded once per layer version after an import where
// the database has PostGIS (ADR 0079): at national size a z6 tile holds thousands of polygons, too
// many to encode while a reader waits. Each zoom's tiles are stored a few at a time, each batch in
// statements of its own, so nothing holds the database long; a tile not stored (yet) is encoded on request
// as before, so a crash half-way costs only speed. Each is stored with its compressed copies, so a
// reader's tile is not compressed again on every request (ADR 0080).
import type { VersionedLayer } from "../../../../shared/map/land-and-road-layers";
import type { Executor } from "../../../db/client";
import { compressInPool } from "../../../http/compression";
import { bandForZoom } from "../band-geometry";
import { createMapFeaturesRepository } from "../map-features.repository";
import { createSpatialRepository } from "../spatial.repository";
import { FIRST_DRAWN_ZOOM, LAND_AND_ROAD_ENCODING, STORED_MAX_ZOOM } from "./tiles.service";

/** A tile's bytes with their brotli and gzip copies, made off the event loop at the stored effort. */
async function withCompressedCopies({ x, y, mvt }: { x: number; y: number; mvt: Uint8Array }) {
  const [brotli, gzip] = await Promise.all([compressInPool(mvt, "br", "stored"), compressInPool(mvt, "gzip", "stored")]);
  return { x, y, bytes: mvt, brotli, gzip };
}

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
      const batch = tiles.slice(start, start + TILES_PER_BATCH);
      const encoded = await features.encodePostgisTiles(layer, band, z, batch, LAND_AND_ROAD_ENCODING);
      await features.storeTiles(layer, version, z, await Promise.all(encoded.map(withCompressedCopies)));
      stored += encoded.length;
    }
  }
  await features.deleteStoredTilesBefore(layer, version);
  return stored;
}
