// SQL behind the map's feature rows: the published guides and imported lands and roads they are
// built from, writing the rows, and reading the rows of one tile.
import { and, asc, eq, gt, inArray, lt, sql, type Column, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  mapFeatures,
  mapFeaturesState,
  mapLayerVersions,
  importedSources,
  storedTiles,
  orvParks,
  publicLands,
  roads,
  scoutRoutes,
  states,
  trails,
  MAP_LAYERS,
  type MapFeatureKind,
  type MapLayer,
} from "../../db/schema";
import type { VersionedLayer } from "../../../shared/map/land-and-road-layers";
import { selectRows } from "../../db/select-rows";
import { base64Text, bytesFromBase64, bytesViaBase64 } from "../../db/bytes-as-base64";
import { boxLiteral, type UnitBox } from "./band-geometry";

export type MapFeatureRow = typeof mapFeatures.$inferInsert;

const INSERT_BATCH_SIZE = 500;

const stateColumns = { stateCode: states.code, countryCode: states.countryCode, stateSlug: states.slug };

/** Rows of one page of ids, or every published one after `afterId` when ids is null. */
const selection = (idColumn: Column, ids: readonly number[] | null, afterId: number): SQL | undefined =>
  ids === null ? gt(idColumn, afterId) : inArray(idColumn, [...ids]);

/** Half the width of the web-mercator square, in metres (EPSG:3857). */
const MERCATOR_HALF_WIDTH = 20037508.342789244;

export interface TileEncoding {
  extent: number;
  buffer: number;
}

/** ST_AsMVT of one tile of the band's rows: the query of every PostGIS land and road tile. */
function postgisTile(layer: VersionedLayer, band: number, z: SQL, x: SQL, y: SQL, { extent, buffer }: TileEncoding): SQL {
  return sql`(select ST_AsMVT(tile, ${layer}, ${extent}, 'geom') from (
    select ST_AsMVTGeom("geom", ST_TileEnvelope(${z}, ${x}, ${y}), ${extent}, ${buffer}, true) as geom,
      ${mapFeatures.properties}::jsonb as properties
    from ${mapFeatures}
    where ${layerAndBand(layer, band)} and "geom" && ST_TileEnvelope(${z}, ${x}, ${y}, margin => ${buffer / extent})
  ) tile)`;
}

function layerAndBand(layer: MapLayer, band: number): SQL {
  if (!MAP_LAYERS.includes(layer) || !Number.isInteger(band)) throw new Error(`No map layer ${layer}/${band}`);
  return sql`${mapFeatures.layer} = ${sql.raw(`'${layer}'`)} and ${mapFeatures.band} = ${sql.raw(String(band))}`;
}

/** A stored land or road tile: PostGIS's bytes and, for rows stored since ADR 0080, their compressed copies. */
export interface StoredTile {
  bytes: Uint8Array;
  brotli: Uint8Array | null;
  gzip: Uint8Array | null;
}

export function createMapFeaturesRepository(db: Executor) {
  return {
    listTrailSources(ids: readonly number[] | null, { afterId = 0, limit = 1000 } = {}) {
      return db
        .select({
          id: trails.id,
          title: trails.title,
          slug: trails.slug,
          ...stateColumns,
          town: trails.nearestTownName,
          geojson: trails.geojson,
          trailheadLatitude: trails.trailheadLatitude,
          trailheadLongitude: trails.trailheadLongitude,
          lengthMiles: trails.lengthMiles,
          rating: trails.technicalRatingLow,
          reviewAverage: trails.reviewAverage,
          reviewCount: trails.reviewCount,
          isPreview: trails.isPreview,
          isBoh: trails.isBoh,
          concerns: trails.pointsOfConcern,
        })
        .from(trails)
        .innerJoin(states, eq(states.id, trails.stateId))
        .where(and(eq(trails.published, true), selection(trails.id, ids, afterId)))
        .orderBy(asc(trails.id))
        .limit(limit);
    },

    listScoutRouteSources(ids: readonly number[] | null, { afterId = 0, limit = 1000 } = {}) {
      return db
        .select({
          id: scoutRoutes.id,
          title: scoutRoutes.title,
          slug: scoutRoutes.slug,
          ...stateColumns,
          town: scoutRoutes.nearestTownName,
          geojson: scoutRoutes.geojson,
          trailheadLatitude: scoutRoutes.trailheadLatitude,
          trailheadLongitude: scoutRoutes.trailheadLongitude,
          lengthMiles: scoutRoutes.lengthMiles,
          rating: scoutRoutes.difficulty,
          reviewAverage: scoutRoutes.reviewAverage,
          reviewCount: scoutRoutes.reviewCount,
        })
        .from(scoutRoutes)
        .innerJoin(states, eq(states.id, scoutRoutes.stateId))
        .where(and(eq(scoutRoutes.published, true), selection(scoutRoutes.id, ids, afterId)))
        .orderBy(asc(scoutRoutes.id))
        .limit(limit);
    },

    listOrvParkSources(ids: readonly number[] | null, { afterId = 0, limit = 1000 } = {}) {
      return db
        .select({
          id: orvParks.id,
          title: orvParks.title,
          slug: orvParks.slug,
          ...stateColumns,
          town: orvParks.nearestTownName,
          latitude: orvParks.latitude,
          longitude: orvParks.longitude,
        })
        .from(orvParks)
        .innerJoin(states, eq(states.id, orvParks.stateId))
        .where(and(eq(orvParks.published, true), selection(orvParks.id, ids, afterId)))
        .orderBy(asc(orvParks.id))
        .limit(limit);
    },

    listPublicLandSources(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: publicLands.id,
          source: publicLands.source,
          agency: publicLands.agency,
          unit: publicLands.unit,
          name: publicLands.name,
          geometry: publicLands.geometry,
        })
        .from(publicLands)
        .where(inArray(publicLands.id, [...ids]));
    },

    listRoadSources(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: roads.id,
          source: roads.source,
          name: roads.name,
          roadClass: roads.roadClass,
          surface: roads.surface,
          designation: roads.designation,
          geometry: roads.geometry,
        })
        .from(roads)
        .where(inArray(roads.id, [...ids]));
    },

    /** Removes every row of these features, in all layers and bands; null removes the whole kind. */
    async deleteFeatures(kind: MapFeatureKind, ids: readonly number[] | null) {
      await db
        .delete(mapFeatures)
        .where(and(eq(mapFeatures.kind, kind), ids === null ? undefined : inArray(mapFeatures.featureId, [...ids])));
    },

    async insertFeatures(rows: readonly MapFeatureRow[]) {
      for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
        await db.insert(mapFeatures).values(rows.slice(start, start + INSERT_BATCH_SIZE));
      }
    },

    /**
     * Tells every tile cache that features changed. The row is raised in the writer's transaction,
     * so no process sees the new version before the rows it stands for are committed.
     */
    async bumpVersion() {
      await db
        .insert(mapFeaturesState)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({ target: mapFeaturesState.id, set: { version: sql`${mapFeaturesState.version} + 1` } });
    },

    /** Gives an imported layer a version none of its earlier contents had, in the import's transaction. */
    async raiseLayerVersion(layer: VersionedLayer) {
      const now = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
      await db
        .insert(mapLayerVersions)
        .values({ layer, version: now })
        .onConflictDoUpdate({
          target: mapLayerVersions.layer,
          set: { version: sql`greatest(${mapLayerVersions.version} + 1, ${now})` },
        });
    },

    /** An import's summary: the source's feature count now, imported at the transaction's time. */
    async recordImportedSource(layer: VersionedLayer, source: string, features: number) {
      await db
        .insert(importedSources)
        .values({ layer, source, features })
        .onConflictDoUpdate({
          target: [importedSources.layer, importedSources.source],
          set: { features, importedAt: sql`now()` },
        });
    },

    /** The version of an imported layer's tiles; 0 before the layer has one. */
    async layerVersion(layer: VersionedLayer): Promise<number> {
      const [row] = await db
        .select({ version: mapLayerVersions.version })
        .from(mapLayerVersions)
        .where(eq(mapLayerVersions.layer, layer));
      return row?.version ?? 0;
    },

    async currentVersion(): Promise<number> {
      const [row] = await db
        .select({ version: mapFeaturesState.version })
        .from(mapFeaturesState)
        .where(eq(mapFeaturesState.id, 1));
      return row?.version ?? 0;
    },

    /**
     * The rows of one layer and band whose box meets the given box. Layer and band are written as
     * literals, so the planner always matches the partial index of that layer and band.
     */
    listInBox(layer: MapLayer, band: number, box: UnitBox, { previewOnly = false } = {}) {
      return db
        .select({ geometry: mapFeatures.geometry, properties: mapFeatures.properties })
        .from(mapFeatures)
        .where(
          and(
            layerAndBand(layer, band),
            sql`${mapFeatures.bbox} && ${boxLiteral(box)}::box`,
            previewOnly ? eq(mapFeatures.isPreview, true) : undefined,
          ),
        );
    },

    /**
     * One tile of an imported layer as PostGIS encodes it (ST_AsMVT) from the web-mercator geometry
     * of the band's rows, clipped with the same buffer as the application's tiles (empty bytes when
     * no row meets it), and the layer's version, read in the same statement: the tile is that version's.
     */
    async encodePostgisTileWithVersion(
      layer: VersionedLayer,
      band: number,
      { z, x, y }: { z: number; x: number; y: number },
      encoding: TileEncoding,
    ): Promise<{ version: number; mvt: Uint8Array }> {
      const [row] = await selectRows<{ version: string | null; mvt: string | null }>(
        db,
        sql`select (select ${mapLayerVersions.version} from ${mapLayerVersions} where ${mapLayerVersions.layer} = ${layer}) as version,
          ${base64Text(postgisTile(layer, band, sql`${z}::integer`, sql`${x}::integer`, sql`${y}::integer`, encoding))} as mvt`,
      );
      return { version: Number(row?.version ?? 0), mvt: row?.mvt ? bytesFromBase64(row.mvt) : new Uint8Array() };
    },

    /** The tiles at zoom `z` that some row of the layer's band meets (PostGIS). */
    listTilesWithRows(layer: VersionedLayer, band: number, z: number): Promise<{ x: number; y: number }[]> {
      const cell = sql`(${2 * MERCATOR_HALF_WIDTH}::float8 / (2 ^ ${z}::integer))`;
      const last = sql`((2 ^ ${z}::integer)::integer - 1)`;
      const column = (metres: SQL) =>
        sql`least(${last}, greatest(0, floor((${metres} + ${MERCATOR_HALF_WIDTH}) / ${cell})::integer))`;
      const row = (metres: SQL) =>
        sql`least(${last}, greatest(0, floor((${MERCATOR_HALF_WIDTH} - ${metres}) / ${cell})::integer))`;
      return selectRows(
        db,
        sql`select distinct x, y from ${mapFeatures},
          generate_series(${column(sql`ST_XMin("geom")`)}, ${column(sql`ST_XMax("geom")`)}) x,
          generate_series(${row(sql`ST_YMax("geom")`)}, ${row(sql`ST_YMin("geom")`)}) y
          where ${layerAndBand(layer, band)}`,
      );
    },

    /** These tiles of one zoom encoded by PostGIS, those that hold something. */
    async encodePostgisTiles(
      layer: VersionedLayer,
      band: number,
      z: number,
      tiles: readonly { x: number; y: number }[],
      encoding: TileEncoding,
    ): Promise<{ x: number; y: number; mvt: Uint8Array }[]> {
      const rows = await selectRows<{ x: number; y: number; mvt: string }>(
        db,
        sql`select x, y, ${base64Text(sql`mvt`)} as mvt from (
            select a.x, a.y, ${postgisTile(layer, band, sql`${z}::integer`, sql`a.x`, sql`a.y`, encoding)} as mvt
            from json_to_recordset(${JSON.stringify(tiles)}::json) as a(x integer, y integer)) t
          where length(t.mvt) > 0`,
      );
      return rows.map(({ x, y, mvt }) => ({ x, y, mvt: bytesFromBase64(mvt) }));
    },

    /** Stores tiles of one zoom at the layer's version, with their compressed copies. */
    async storeTiles(
      layer: VersionedLayer,
      version: number,
      z: number,
      tiles: readonly { x: number; y: number; bytes: Uint8Array; brotli: Uint8Array; gzip: Uint8Array }[],
    ): Promise<void> {
      if (tiles.length === 0) return;
      await db
        .insert(storedTiles)
        .values(tiles.map((tile) => ({ layer, version, z, ...tile })))
        .onConflictDoNothing();
    },

    async readStoredTile(
      layer: VersionedLayer,
      version: number,
      { z, x, y }: { z: number; x: number; y: number },
    ): Promise<StoredTile | null> {
      const [row] = await db
        .select({
          bytes: bytesViaBase64(storedTiles.bytes),
          brotli: bytesViaBase64(storedTiles.brotli),
          gzip: bytesViaBase64(storedTiles.gzip),
        })
        .from(storedTiles)
        .where(
          and(
            eq(storedTiles.layer, layer),
            eq(storedTiles.version, version),
            eq(storedTiles.z, z),
            eq(storedTiles.x, x),
            eq(storedTiles.y, y),
          ),
        );
      return row?.bytes ? { bytes: row.bytes, brotli: row.brotli, gzip: row.gzip } : null;
    },

    /** Drops the stored tiles of the layer's earlier versions. */
    async deleteStoredTilesBefore(layer: VersionedLayer, version: number) {
      await db.delete(storedTiles).where(and(eq(storedTiles.layer, layer), lt(storedTiles.version, version)));
    },

    /** Every row of a point layer, for clustering. */
    listLayer(layer: MapLayer) {
      return db
        .select({ geometry: mapFeatures.geometry, properties: mapFeatures.properties })
        .from(mapFeatures)
        .where(layerAndBand(layer, 0));
    },
  };
}

export type MapFeaturesRepository = ReturnType<typeof createMapFeaturesRepository>;
