// Mapbox Vector Tiles of the map layers (DESIGN §9), cut from the rows pre-simplified per zoom band,
// with the paywall of DESIGN §6: readers who have not paid get trailheads and All-Access Preview
// trail lines only, and the points of concern of preview trails only. Encoded tiles are kept in memory per tier and address, under the feature version
// the database holds when they are built (ADR 0019).
import { createHash } from "node:crypto";
import { geoJSONToTile, Supercluster, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import pLimit from "p-limit";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { Feature, FeatureCollection, Point } from "geojson";
import { canReadPaidTiles } from "../../../../shared/domain/access";
import { ExpiringLruCache } from "../../../adapters/weather/expiring-lru-cache";
import type { ServiceDeps } from "../../../services";
import type { TokenService } from "../../accounts/tokens.service";
import type { MapLayer } from "../../../db/schema";
import { isVersionedLayer, type VersionedLayer } from "../../../../shared/map/land-and-road-layers";
import { GUIDE_TILE_LAYERS, GUIDE_TILE_SET } from "../../../../shared/map/guide-tiles";
import { bandForZoom } from "../band-geometry";
import { createFreshRead } from "../../search/fresh-read";
import { createMapFeaturesRepository, type StoredTile } from "../map-features.repository";
import type { LandAndRoadSpatial } from "../spatial";
import { tileBox, type TileAddress } from "./tile-address";
import { TileCache, type EncodedTile } from "./tile-cache";

/** What a reader may see on the map: `paid` readers see every line, `public` ones the preview. */
export type TileTier = "paid" | "public";

/** A tile of an imported layer asked for at a version: the tile, or the version the layer has now. */
export type VersionedTile = { tile: EncodedTile } | { movedTo: number };

export const TILE_EXTENT = 4096;
const TILE_BUFFER = 64;
/** How PostGIS encodes land and road tiles: as the application encodes every other. */
export const LAND_AND_ROAD_ENCODING = { extent: TILE_EXTENT, buffer: TILE_BUFFER };
/** The deepest zoom whose land and road tiles are stored per version (stored-tiles.ts, ADR 0079). */
export const STORED_MAX_ZOOM = 9;
/**
 * PostGIS tiles encoded on request at once in a process. Each holds one of the pool's connections for
 * as long as the database works on it (up to a second for a dense z10 tile at national size). More
 * than the database's cores can run only take the connections that stored tiles, pages and the API
 * wait for; the rest wait here instead.
 */
export const ENCODES_AT_ONCE = 3;
/** Trailheads cluster up to this zoom; from the next one on, each is a point of its own. */
export const CLUSTER_MAX_ZOOM = 8;
/** 40 screen pixels of a 512-pixel tile, in tile units. */
const CLUSTER_RADIUS = (40 / 512) * TILE_EXTENT;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Most tiles are small, many of them empty: the count bounds the bookkeeping of those. */
const CACHE_MAX_ENTRIES = 100_000;
/**
 * A map asks for dozens of tiles at once with the same token: its tier is remembered briefly
 * instead of verifying the signature every time. A token's claims never change, so the only
 * staleness is a token used up to this long after it expired.
 */
const TIER_MEMORY_MS = 30_000;
const TIER_MEMORY_ENTRIES = 10_000;
const TIER_MEMORY_BYTES = 4 * 1024 * 1024;

/**
 * The zoom from which each line layer is drawn. Guide lines and roads start at 8: below it a tile
 * of the western US would hold thousands of lines (over 500 KB and far over the time budget at
 * 50,000 trails) and the clustered trailheads already tell where guides are. Public lands, a few
 * large polygons, start with the first band.
 */
export const FIRST_DRAWN_ZOOM: Record<Exclude<MapLayer, "trailheads" | "orv-parks">, number> = {
  trails: 8,
  "scout-routes": 8,
  roads: 8,
  "public-lands": 6,
};

const TILE_OPTIONS = { extent: TILE_EXTENT, buffer: TILE_BUFFER, coordinates: "unitSquare", wrap: false, clip: true } as const;

/**
 * Points of concern are All-Access detail (ADR 0041): a public tile keeps those of preview trails
 * only. Trailheads are clustered once for every tier, so they are taken out of a tile as it is cut.
 */
function withoutPaidConcerns(tile: GeoJSONVTTile): GeoJSONVTTile {
  // New feature objects: the index's own tags must stay whole for the paid tier.
  const features = tile.features.map((feature) => {
    const { tags } = feature;
    return tags?.concerns && tags.preview !== true ? { ...feature, tags: { ...tags, concerns: "" } } : feature;
  });
  // The tile's feature type is an intersection the library builds itself; the features keep their shape.
  return { ...tile, features } as unknown as GeoJSONVTTile;
}

const EMPTY_TILE = { features: [] } as unknown as GeoJSONVTTile;

function entityTag(bytes: Uint8Array): string {
  return `"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

function featureCollection(
  rows: readonly { geometry: Feature["geometry"]; properties: Feature["properties"] }[],
): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: rows.map((row) => ({ type: "Feature", geometry: row.geometry, properties: row.properties })),
  };
}

export function createTilesService({
  reads,
  clock,
  tokens,
  spatial,
  cacheBytes = CACHE_MAX_BYTES,
}: Pick<ServiceDeps, "reads" | "clock"> & {
  tokens: Pick<TokenService, "verifyAccess">;
  spatial: Pick<LandAndRoadSpatial, "engine">;
  cacheBytes?: number;
}) {
  const features = createMapFeaturesRepository(reads);
  const encodeSlots = pLimit(ENCODES_AT_ONCE);
  const cache = new TileCache({ maxEntries: CACHE_MAX_ENTRIES, maxBytes: cacheBytes });
  const tiers = new ExpiringLruCache<TileTier>({
    maxEntries: TIER_MEMORY_ENTRIES,
    maxBytes: TIER_MEMORY_BYTES,
    ttlMs: TIER_MEMORY_MS,
    clock,
  });
  let clusters: { version: number; index: Promise<Supercluster> } | null = null;
  // Every tile asks the database (or its replica), so a write committed by any process is seen by
  // the next tile read there; the tiles a map asks for at once share one read.
  const currentVersion = createFreshRead(() => features.currentVersion());
  const layerVersions: Record<VersionedLayer, () => Promise<number>> = {
    "public-lands": createFreshRead(() => features.layerVersion("public-lands")),
    roads: createFreshRead(() => features.layerVersion("roads")),
  };

  async function buildClusterIndex(): Promise<Supercluster> {
    const rows = await features.listLayer("trailheads");
    const index = new Supercluster({
      maxZoom: CLUSTER_MAX_ZOOM,
      radius: CLUSTER_RADIUS,
      extent: TILE_EXTENT,
      coordinates: "unitSquare",
      wrap: false,
    });
    index.load(featureCollection(rows).features as Feature<Point>[]);
    return index;
  }

  function clusterIndex(forVersion: number): Promise<Supercluster> {
    if (clusters?.version !== forVersion) {
      const index = buildClusterIndex();
      clusters = { version: forVersion, index };
      // A failed build is not kept: the next request tries again.
      index.catch(() => {
        if (clusters?.index === index) clusters = null;
      });
    }
    return clusters.index;
  }

  /** The features of one tile, in tile coordinates, or null when it has none. */
  async function cutTile({ layer, z, x, y }: TileAddress, tier: TileTier, forVersion: number): Promise<GeoJSONVTTile | null> {
    switch (layer) {
      case "trailheads": {
        const tile = (await clusterIndex(forVersion)).getTile(z, x, y);
        return tier === "paid" || !tile ? tile : withoutPaidConcerns(tile);
      }
      case "orv-parks":
        return cutRows(await features.listInBox(layer, 0, tileBox({ z, x, y }, TILE_BUFFER / TILE_EXTENT)), z, x, y);
      case "scout-routes":
        if (tier !== "paid") return null;
        return cutLines(layer, { z, x, y }, false);
      case "trails":
        return cutLines(layer, { z, x, y }, tier !== "paid");
      case "public-lands":
      case "roads":
        return cutLines(layer, { z, x, y }, false);
    }
  }

  /** The band a line layer is drawn from at this zoom, or null when it is not drawn there. */
  function drawnBand(layer: keyof typeof FIRST_DRAWN_ZOOM, z: number): number | null {
    const band = bandForZoom(z);
    return band === null || z < FIRST_DRAWN_ZOOM[layer] ? null : band;
  }

  async function cutLines(layer: keyof typeof FIRST_DRAWN_ZOOM, { z, x, y }: Omit<TileAddress, "layer">, previewOnly: boolean) {
    const band = drawnBand(layer, z);
    if (band === null) return null;
    const rows = await features.listInBox(layer, band, tileBox({ z, x, y }, TILE_BUFFER / TILE_EXTENT), { previewOnly });
    return cutRows(rows, z, x, y);
  }

  /** The tile in MVT bytes, with its tag. A tile with nothing in it still names its layer. */
  function encode(layer: MapLayer, tile: GeoJSONVTTile | null): EncodedTile {
    return encodeLayers({ [layer]: tile });
  }

  /** One MVT holding each named layer, an empty one named too. */
  function encodeLayers(layers: Record<string, GeoJSONVTTile | null>): EncodedTile {
    const named = Object.fromEntries(Object.entries(layers).map(([layer, tile]) => [layer, tile ?? EMPTY_TILE]));
    // A copy that owns its buffer: the encoder's output is a view into a larger one.
    const bytes = fromGeojsonVt(named, { version: 2, extent: TILE_EXTENT }).slice();
    return { bytes, etag: entityTag(bytes), encoded: {} };
  }

  /**
   * A land or road tile from PostGIS and the layer version it is of: stored under `version` at low
   * zooms (ADR 0079), else encoded now with the version read in the same statement (one snapshot).
   * `version` is null where the caller needs no stored tile read.
   */
  async function postgisLandOrRoadTile(
    layer: VersionedLayer,
    band: number,
    position: Omit<TileAddress, "layer">,
    version: number | null,
  ): Promise<{ tile: EncodedTile; version: number }> {
    if (version !== null && position.z <= STORED_MAX_ZOOM) {
      const stored = await features.readStoredTile(layer, version, position);
      if (stored) return { tile: landOrRoadTile(layer, stored), version };
    }
    const read = await encodeSlots(() => features.encodePostgisTileWithVersion(layer, band, position, LAND_AND_ROAD_ENCODING));
    return { tile: landOrRoadTile(layer, { bytes: read.mvt }), version: read.version };
  }

  /** A land or road tile from PostGIS as the layer is now. */
  async function landOrRoadTileFromPostgis(layer: VersionedLayer, position: Omit<TileAddress, "layer">): Promise<EncodedTile> {
    const band = drawnBand(layer, position.z);
    if (band === null) return encode(layer, null);
    const current = position.z <= STORED_MAX_ZOOM ? await layerVersions[layer]() : null;
    return (await postgisLandOrRoadTile(layer, band, position, current)).tile;
  }

  /** PostGIS's bytes of a land or road tile, with the compressed copies stored beside them (ADR 0080). */
  function landOrRoadTile(
    layer: VersionedLayer,
    { bytes, brotli, gzip }: Partial<StoredTile> & { bytes: Uint8Array },
  ): EncodedTile {
    if (bytes.byteLength === 0) return encode(layer, null);
    const owned = Uint8Array.from(bytes);
    const encoded = { ...(brotli && { br: Uint8Array.from(brotli) }), ...(gzip && { gzip: Uint8Array.from(gzip) }) };
    return { bytes: owned, etag: entityTag(owned), encoded };
  }

  /**
   * The encoded tile as the tier sees it: lands and roads from PostGIS when the database has it
   * (ADR 0078), everything else cut here from the band's rows.
   */
  async function buildTile(address: TileAddress, tier: TileTier, forVersion: number): Promise<EncodedTile> {
    const { layer, ...position } = address;
    if (isVersionedLayer(layer) && (await spatial.engine()) === "postgis") return landOrRoadTileFromPostgis(layer, position);
    return encode(layer, await cutTile(address, tier, forVersion));
  }

  /** A land or road tile as it is at `version`, or where the layer has gone since (ADR 0077). */
  async function findVersionedTile(address: TileAddress & { layer: VersionedLayer }, version: number): Promise<VersionedTile> {
    const { layer, ...position } = address;
    const band = drawnBand(layer, position.z);
    // Not drawn at this zoom: empty at every version.
    if (band === null) return { tile: encode(layer, null) };
    if ((await spatial.engine()) !== "postgis") return cutVersionedTile(address, version);
    const read = await postgisLandOrRoadTile(layer, band, position, version);
    return read.version === version ? { tile: read.tile } : { movedTo: read.version };
  }

  /**
   * A land or road tile cut here as it is at `version`: its rows are read between two reads of the
   * version, and when both are `version` the tile is that version's. Lands and roads are cut the same
   * for every tier, and never clustered: the map's version plays no part.
   */
  async function cutVersionedTile(address: TileAddress & { layer: VersionedLayer }, version: number): Promise<VersionedTile> {
    const before = await layerVersions[address.layer]();
    if (before !== version) return { movedTo: before };
    const tile = encode(address.layer, await cutTile(address, "public", version));
    const after = await layerVersions[address.layer]();
    return after === version ? { tile } : { movedTo: after };
  }

  /** The tile kept under `key` for the map's current feature version, built when it is not kept. */
  async function cachedTile(key: string, build: (forVersion: number) => Promise<EncodedTile>): Promise<EncodedTile> {
    const forVersion = await currentVersion();
    const cached = cache.get(forVersion, key);
    if (cached) return cached;
    const encoded = await build(forVersion);
    cache.set(forVersion, key, encoded);
    return encoded;
  }

  function cutRows(rows: Parameters<typeof featureCollection>[0], z: number, x: number, y: number): GeoJSONVTTile | null {
    if (rows.length === 0) return null;
    return geoJSONToTile(featureCollection(rows), z, x, y, { ...TILE_OPTIONS, maxZoom: z });
  }

  return {
    /** The tier of an access token: paid for a valid token of a paid reader, otherwise public. */
    async tierOf(token: string | undefined): Promise<TileTier> {
      if (!token) return "public";
      const remembered = tiers.get(token);
      if (remembered) return remembered;
      const verification = await tokens.verifyAccess(token);
      const tier: TileTier = verification.status === "valid" && canReadPaidTiles(verification.claims) ? "paid" : "public";
      // An expired token is not remembered: its reader is about to come back with a fresh one.
      if (verification.status !== "expired") tiers.set(token, tier);
      return tier;
    },

    /** The encoded tile and its entity tag, as the tier sees it now. */
    getTile: (address: TileAddress, tier: TileTier): Promise<EncodedTile> =>
      cachedTile(`${tier}/${address.layer}/${address.z}/${address.x}/${address.y}`, (forVersion) =>
        buildTile(address, tier, forVersion),
      ),

    /** The guide layers' tile (ADR 0091): each guide layer as `getTile` cuts it for the tier, in one MVT. */
    getGuideTile: (position: Omit<TileAddress, "layer">, tier: TileTier): Promise<EncodedTile> =>
      cachedTile(`${tier}/${GUIDE_TILE_SET}/${position.z}/${position.x}/${position.y}`, async (forVersion) => {
        const layers = await Promise.all(
          GUIDE_TILE_LAYERS.map(async (layer) => [layer, await cutTile({ layer, ...position }, tier, forVersion)] as const),
        );
        return encodeLayers(Object.fromEntries(layers));
      }),

    /** The version an imported layer's tiles are served under now. */
    layerVersion: (layer: VersionedLayer): Promise<number> => layerVersions[layer](),

    /**
     * A tile of an imported layer as it is at `version`, the same for every tier, so a URL naming it
     * can be kept for good; an older version, or an import committed meanwhile, answers where the
     * layer went. One this process keeps under that version is that version's.
     */
    async getVersionedTile(address: TileAddress & { layer: VersionedLayer }, version: number): Promise<VersionedTile> {
      const key = `@${address.layer}/${address.z}/${address.x}/${address.y}`;
      const cached = cache.get(version, key);
      if (cached) return { tile: cached };
      const found = await findVersionedTile(address, version);
      if ("tile" in found) cache.set(version, key, found.tile);
      return found;
    },

    cacheStats: () => cache.stats(),

    /** PostGIS tiles being encoded on request in this process, and those waiting for a slot. */
    encodeStats: () => ({ active: encodeSlots.activeCount, waiting: encodeSlots.pendingCount }),

    /** Drops every cached tile: for benchmarks that measure cutting, and after bulk loads. */
    clearCache(): void {
      cache.clear();
      clusters = null;
    },
  };
}

export type TilesService = ReturnType<typeof createTilesService>;
