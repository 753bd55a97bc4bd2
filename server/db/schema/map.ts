// What the map draws (DESIGN §9): imported public lands and roads, and every layer's features
// pre-simplified per zoom band when content is written, so a tile reads only what its zoom needs.
// Boxes are core PostgreSQL `box` values behind GiST indexes: in the unit square of web mercator
// for map_features (as tiles address them), in degrees for public_lands and roads.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Geometry } from "geojson";
import { VERSIONED_LAYERS } from "../../../shared/map/land-and-road-layers";

/** GeoJSON geometry in [lng, lat]. */
export type MapGeometry = Geometry;
/** Feature properties as they go into a vector tile: flat scalars only. */
export type MapFeatureProperties = Record<string, string | number | boolean>;

/**
 * JSON kept as plain text: a tile reads thousands of coordinates, and jsonb would format each one
 * as a numeric on the way out, which costs more than the rest of cutting the tile.
 */
const jsonText = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => "text",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })(name);

/** A core PostgreSQL box, read and written as its text form: "(x1,y1),(x2,y2)". */
export const box = customType<{ data: string; driverData: string }>({ dataType: () => "box" });

export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Every layer the tile endpoint serves; the MVT source-layer name is the same. */
export const MAP_LAYERS = ["trails", "scout-routes", "trailheads", "orv-parks", "public-lands", "roads"] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const MAP_FEATURE_KINDS = ["trail", "scout-route", "orv-park", "public-land", "road"] as const;
export type MapFeatureKind = (typeof MAP_FEATURE_KINDS)[number];

/** Lowest zoom of each band lines and polygons are simplified for; points are one band, 0. */
export const LINE_BANDS = [6, 9, 12] as const;
export const POINT_LAYERS = ["trailheads", "orv-parks"] as const satisfies readonly MapLayer[];

const MAP_LAYER_BANDS = MAP_LAYERS.flatMap((layer) =>
  (POINT_LAYERS as readonly MapLayer[]).includes(layer) ? [{ layer, band: 0 }] : LINE_BANDS.map((band) => ({ layer, band })),
);

/**
 * One row (id 1) whose version every feature write raises in the writer's transaction: tile caches
 * keep a tile only while it stays the same, so a committed write is seen by every process at once.
 */
export const mapFeaturesState = pgTable("map_features_state", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Each imported layer's version: raised by every import of that layer, in the import's transaction,
 * to a value no earlier state of the layer had (milliseconds since 1970, and past the last one), so
 * a URL that carries it names one content for good, across restores of older backups too.
 */
export const mapLayerVersions = pgTable("map_layer_versions", {
  layer: text("layer", { enum: VERSIONED_LAYERS }).primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Each imported source of lands or roads with its count and time, written by its import in the
 * import's transaction: what the map's layer menu and the staff data pages list, without counting
 * a million rows on every look.
 */
export const importedSources = pgTable(
  "imported_sources",
  {
    layer: text("layer", { enum: VERSIONED_LAYERS }).notNull(),
    source: text("source").notNull(),
    features: integer("features").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.layer, table.source] })],
);

/**
 * Land and road tiles of the low zooms, encoded once per layer version after its import where the
 * database has PostGIS (ADR 0079): a z6 tile of the national set holds thousands of polygons. A
 * version never changes, so a stored tile is never stale; older versions' tiles are dropped.
 */
export const storedTiles = pgTable(
  "stored_tiles",
  {
    layer: text("layer", { enum: VERSIONED_LAYERS }).notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    z: smallint("z").notNull(),
    x: integer("x").notNull(),
    y: integer("y").notNull(),
    bytes: bytes("bytes").notNull(),
    // The tile compressed once as it is stored, served to readers who accept it (ADR 0080); null in
    // rows stored before, which are compressed on request.
    brotli: bytes("brotli"),
    gzip: bytes("gzip"),
  },
  (table) => [primaryKey({ columns: [table.layer, table.version, table.z, table.x, table.y] })],
);

/** A road a guide drives along, as the map API names it (map.contract.ts). */
interface SurroundingRoad {
  name: string;
  class: string;
  surface: string;
  seasonal: string | null;
  vehicles: { vehicle: string; dates: string }[];
}

/**
 * The public lands a guide's line crosses and the roads it drives along, as its page shows them,
 * refreshed by the writes that change them (a line edit, publishing, an import of lands or roads;
 * ADR 0082). Each row names what it was computed from: the line's digest and both layers'
 * versions. A row that no longer matches them is not read, so a write that forgets it costs time,
 * never a wrong answer.
 */
export const guideSurroundings = pgTable(
  "guide_surroundings",
  {
    kind: text("kind", { enum: ["trail", "scout-route"] }).notNull(),
    guideId: integer("guide_id").notNull(),
    lineDigest: text("line_digest").notNull(),
    landsVersion: bigint("lands_version", { mode: "number" }).notNull(),
    roadsVersion: bigint("roads_version", { mode: "number" }).notNull(),
    publicLands: jsonb("public_lands").$type<{ agency: string; unit: string; name: string }[]>().notNull(),
    roads: jsonb("roads").$type<SurroundingRoad[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.guideId] })],
);

/**
 * One row per feature, layer and zoom band. `band` is the band's lowest zoom (0 for points, which
 * every zoom reads). `is_preview` lets the free tier read All-Access Preview trail lines only.
 */
export const mapFeatures = pgTable(
  "map_features",
  {
    layer: text("layer", { enum: MAP_LAYERS }).notNull(),
    band: smallint("band").notNull(),
    /** What the id names: trailheads come from both trails and scout routes. */
    kind: text("kind", { enum: MAP_FEATURE_KINDS }).notNull(),
    featureId: integer("feature_id").notNull(),
    isPreview: boolean("is_preview").notNull().default(false),
    bbox: box("bbox").notNull(),
    geometry: jsonText<MapGeometry>("geometry").notNull(),
    properties: jsonText<MapFeatureProperties>("properties").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.layer, table.band, table.kind, table.featureId] }),
    // One partial GiST index per layer and band: a tile reads exactly one of them.
    ...MAP_LAYER_BANDS.map(({ layer, band }) =>
      index(`map_features_${layer.replace("-", "_")}_${band}_bbox_idx`)
        .using("gist", table.bbox)
        .where(sql`${table.layer} = ${sql.raw(`'${layer}'`)} and ${table.band} = ${sql.raw(String(band))}`),
    ),
  ],
);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Imported public land units (USFS ranger districts, PAD-US, ...); a re-import replaces a source. */
export const publicLands = pgTable(
  "public_lands",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    agency: text("agency").notNull(),
    unit: text("unit").notNull(),
    name: text("name").notNull(),
    geometry: jsonb("geometry").$type<MapGeometry>().notNull(),
    bbox: box("bbox").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("public_lands_source_idx").on(table.source), index("public_lands_bbox_idx").using("gist", table.bbox)],
);

/** A road's designated use, as a Motor Vehicle Use Map states it: each vehicle class open, and when. */
export interface RoadDesignation {
  /** "yearlong" or "seasonal". */
  seasonal?: string;
  /** Each vehicle class open, in the map's order, with its dates ("05/15-10/31") or "open" when none are given. */
  vehicles?: { vehicle: string; dates: string }[];
}

/** Imported roads (MVUM and the like); a re-import replaces a source. */
export const roads = pgTable(
  "roads",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    name: text("name").notNull(),
    roadClass: text("class").notNull(),
    surface: text("surface").notNull(),
    /** What the source says of use: MVUM's vehicle classes with their open dates, its seasonal flag. */
    designation: jsonb("designation").$type<RoadDesignation>().notNull().default({}),
    geometry: jsonb("geometry").$type<MapGeometry>().notNull(),
    bbox: box("bbox").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("roads_source_idx").on(table.source), index("roads_bbox_idx").using("gist", table.bbox)],
);
