// Importers of public lands and roads from GeoJSON files and sequences (USFS ranger districts,
// PAD-US, MVUM...), and from GeoPackages through GDAL when it is installed (gdal-reader.ts), for the
// command line and for the uploads of /admin/road-data (ADR 0054).
// Features stream through twice, never all in memory (feature-source.ts): first every one is
// checked before the database is touched; then one transaction replaces all rows of the same source
// and builds their map rows, a batch at a time, so a failed import changes nothing.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Geometry, Position } from "geojson";
import { eq, sql } from "drizzle-orm";
import { MVUM_VEHICLE_CLASSES } from "../../../../shared/domain/mvum";
import type { DatasetKind } from "../../../../shared/domain/map-datasets";
import type { Database, Executor } from "../../../db/client";
import { publicLands, roads, type RoadDesignation } from "../../../db/schema";
import { boxLiteral } from "../band-geometry";
import { followImportOfSource } from "../guide-surroundings";
import { addImportedMapFeatures, finishImportedMapFeatures, removeImportedMapFeatures } from "../map-features";
import { storeLowZoomTiles } from "../tiles/stored-tiles";
import type { VersionedLayer } from "../../../../shared/map/land-and-road-layers";
import { datasetExtension, fileSource, type FeatureSource } from "./feature-source";
import { ImportError } from "./import-error";

type Properties = Record<string, unknown>;

interface ImportedFeature {
  geometry: Geometry;
  properties: Properties;
  /** "file.geojson, feature 3": where a problem is. */
  where: string;
}

/** The files a path names: the file itself, or every GeoJSON or GeoPackage file under the folder. */
export async function geojsonFilesAt(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => null);
  if (!info) throw new ImportError(`${target}: no such file or folder.`);
  if (info.isFile()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && datasetExtension(entry.name) !== null)
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0) {
    throw new ImportError(`${target}: no .geojson, .geojsonl, .gpkg or zipped Shapefile (.zip) files in this folder.`);
  }
  return files;
}

/** The source name an import is stored under, unless given: the file or folder name. */
export function defaultSourceName(target: string): string {
  const name = path.basename(path.resolve(target));
  const extension = datasetExtension(name);
  return extension ? name.slice(0, -extension.length) : name;
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((number) => typeof number === "number" && Number.isFinite(number)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

const isLine = (value: unknown, minimum: number): value is Position[] =>
  Array.isArray(value) && value.length >= minimum && value.every(isPosition);

function isValidGeometry(geometry: Geometry, allowed: readonly Geometry["type"][]): boolean {
  if (!allowed.includes(geometry.type)) return false;
  switch (geometry.type) {
    case "LineString":
      return isLine(geometry.coordinates, 2);
    case "MultiLineString":
      return geometry.coordinates.length > 0 && geometry.coordinates.every((line) => isLine(line, 2));
    case "Polygon":
      return geometry.coordinates.length > 0 && geometry.coordinates.every((ring) => isLine(ring, 4));
    case "MultiPolygon":
      return (
        geometry.coordinates.length > 0 &&
        geometry.coordinates.every((polygon) => polygon.length > 0 && polygon.every((ring) => isLine(ring, 4)))
      );
    case "Point":
    case "MultiPoint":
    case "GeometryCollection":
      return false;
  }
}

function countPositions(value: unknown): number {
  if (isPosition(value)) return 1;
  return Array.isArray(value) ? value.reduce((sum: number, item) => sum + countPositions(item), 0) : 0;
}

function boundsOfGeometry(geometry: Geometry): string {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (isPosition(value)) {
      west = Math.min(west, value[0]!);
      east = Math.max(east, value[0]!);
      south = Math.min(south, value[1]!);
      north = Math.max(north, value[1]!);
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  visit((geometry as { coordinates: unknown }).coordinates);
  // Public lands and roads keep their boxes in degrees: they are matched against guide lines.
  return boxLiteral([west, south, east, north]);
}

const text = (properties: Properties, keys: readonly string[]): string | null => {
  for (const key of keys) {
    const value = properties[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    if (typeof value === "number") return String(value);
  }
  return null;
};

/**
 * Agency, unit and name from the attributes of the datasets we know: USFS boundaries (FORESTNAME,
 * DISTRICTNA), PAD-US (Mang_Name, Unit_Nm, Loc_Nm), or plain agency/unit/name.
 */
export function publicLandAttributes({ properties, where }: ImportedFeature): { agency: string; unit: string; name: string } {
  if (text(properties, ["FORESTNAME"])) {
    const unit = text(properties, ["FORESTNAME"])!;
    return { agency: "USFS", unit, name: text(properties, ["DISTRICTNA", "DISTRICTNAME"]) ?? unit };
  }
  const agency = text(properties, ["agency", "AGENCY", "Mang_Name", "MANG_NAME"]);
  const unit = text(properties, ["unit", "UNIT", "Unit_Nm", "UNIT_NM"]);
  const name = text(properties, ["name", "NAME", "Loc_Nm", "LOC_NM"]) ?? unit;
  if (!agency || !unit || !name) {
    throw new ImportError(`${where}: no agency and unit (FORESTNAME/DISTRICTNA, Mang_Name/Unit_Nm, or agency/unit/name).`);
  }
  return { agency, unit, name };
}

/**
 * Each vehicle class the road is open to, with its dates when given, and the seasonal flag: MVUM
 * marks an open class "open" and gives its dates in `{field}_datesopen` (some exports shorten
 * "_gt50inches_datesopen" to "_gt50_datesopen"); field names come in either case.
 */
export function mvumDesignation(properties: Properties): RoadDesignation {
  const lower = new Map(Object.entries(properties).map(([key, value]) => [key.toLowerCase(), value]));
  const read = (key: string) => {
    const value = lower.get(key);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  const vehicles = MVUM_VEHICLE_CLASSES.filter(({ field }) => read(field)?.toLowerCase() === "open").map(({ field, label }) => ({
    vehicle: label,
    dates: read(`${field}_datesopen`) ?? read(`${field.replace("inches", "")}_datesopen`) ?? "open",
  }));
  const seasonal = read("seasonal")?.toLowerCase();
  return { ...(seasonal ? { seasonal } : {}), ...(vehicles.length > 0 ? { vehicles } : {}) };
}

/**
 * Name, class, surface and designation of a road: MVUM (NAME, SYMBOL_NAME, SURFACETYPE), BLM GTLF
 * (ROUTE_PRMRY_NM, PLAN_ROUTE_DSGNTN_AUTH, OBSRVE_SRFCE_TYPE) or OpenStreetMap (name, highway, surface).
 */
export function roadAttributes({ properties }: ImportedFeature): {
  name: string;
  roadClass: string;
  surface: string;
  designation: RoadDesignation;
} {
  return {
    name: text(properties, ["name", "NAME", "ROUTE_PRMRY_NM", "ref", "ID"]) ?? "",
    roadClass:
      text(properties, ["class", "CLASS", "highway", "SYMBOL_NAME", "PLAN_ROUTE_DSGNTN_AUTH", "OPER_MAINT_LEVEL"]) ?? "unknown",
    surface: text(properties, ["surface", "SURFACE", "SURFACETYPE", "OBSRVE_SRFCE_TYPE"]) ?? "unknown",
    designation: mvumDesignation(properties),
  };
}

/** A feature left out of an import, where it is and why. */
export interface SkippedFeature {
  where: string;
  reason: string;
}

/** What an import's transaction replaced. */
export type ReplacedRows = Omit<ImportResult, "lowZoomTiles">;

export interface ImportResult {
  source: string;
  files: number;
  removed: number;
  added: number;
  /** The first skipped features, where and why; `skippedCount` counts them all. */
  skipped: SkippedFeature[];
  skippedCount: number;
  /**
   * The low zooms' tiles stored after the commit (ADR 0079; none without PostGIS), or why they were
   * not: the rows are in by then, so this never fails the import, and tiles not stored are encoded
   * on request.
   */
  lowZoomTiles: { stored: number } | { failed: string };
}

/** Where an import is: checking every feature (before the database is touched), then writing them. */
export interface ImportProgress {
  phase: "checking" | "writing";
  processed: number;
  /** Features to write, known once all are checked. */
  total: number | null;
}

export interface DatasetImportOptions {
  /** The source whose rows the import replaces. */
  source: string;
  /** Refuse the whole import when any feature is bad (the command line), instead of skipping it. */
  isStrict?: boolean;
  /**
   * Told every few hundred features. While checking it is awaited; while writing it is not, since the
   * import's transaction holds the database (the embedded one has a single connection).
   */
  onProgress?: (progress: ImportProgress) => Promise<void> | void;
  /**
   * Runs first in the replacing transaction, before any row is touched (the demo seed takes its lock
   * there and looks whether another process imported first); what it throws rolls the import back.
   */
  onReplacing?: (tx: Executor) => Promise<void>;
  /** Runs in the replacing transaction, once the rows are in (the upload's audit entry). */
  onReplaced?: (tx: Executor, result: ReplacedRows) => Promise<void>;
}

/** The rows one kind of dataset makes, and how the rows of a source are removed and added in its table. */
interface DatasetSpec<Row> {
  kind: "public-land" | "road";
  allowed: readonly Geometry["type"][];
  rowOf: (feature: ImportedFeature, source: string) => Row;
  removeSource: (tx: Executor, source: string) => Promise<number[]>;
  insert: (tx: Executor, rows: Row[]) => Promise<number[]>;
  /** The tables an import rewrites, whose planner statistics it refreshes before it commits. */
  tables: string;
  layer: VersionedLayer;
}

const PUBLIC_LANDS: DatasetSpec<typeof publicLands.$inferInsert> = {
  kind: "public-land",
  allowed: ["Polygon", "MultiPolygon"],
  rowOf: (feature, source) => ({
    source,
    ...publicLandAttributes(feature),
    geometry: feature.geometry,
    bbox: boundsOfGeometry(feature.geometry),
  }),
  removeSource: async (tx, source) =>
    (await tx.delete(publicLands).where(eq(publicLands.source, source)).returning({ id: publicLands.id })).map(({ id }) => id),
  insert: async (tx, rows) => (await tx.insert(publicLands).values(rows).returning({ id: publicLands.id })).map(({ id }) => id),
  tables: "public_lands, map_features",
  layer: "public-lands",
};

const ROADS: DatasetSpec<typeof roads.$inferInsert> = {
  kind: "road",
  allowed: ["LineString", "MultiLineString"],
  rowOf: (feature, source) => ({
    source,
    ...roadAttributes(feature),
    geometry: feature.geometry,
    bbox: boundsOfGeometry(feature.geometry),
  }),
  removeSource: async (tx, source) =>
    (await tx.delete(roads).where(eq(roads.source, source)).returning({ id: roads.id })).map(({ id }) => id),
  insert: async (tx, rows) => (await tx.insert(roads).values(rows).returning({ id: roads.id })).map(({ id }) => id),
  tables: "roads, map_features",
  layer: "roads",
};

/** The feature, or why it cannot be imported. */
function checkedFeature(raw: unknown, where: string, allowed: readonly Geometry["type"][]): ImportedFeature | SkippedFeature {
  const feature = raw as { type?: unknown; geometry?: Geometry | null; properties?: Properties | null } | null;
  if (feature?.type !== "Feature" || !feature.geometry || !isValidGeometry(feature.geometry, allowed)) {
    return { where, reason: `expected a ${allowed.join(" or ")} with [longitude, latitude] positions.` };
  }
  return { geometry: flatGeometry(feature.geometry), properties: feature.properties ?? {}, where };
}

type Coordinates = number[] | Coordinates[];

/** Positions as [longitude, latitude]: sources that carry heights or measures are kept as flat as maps draw them. */
function flatGeometry(geometry: Geometry): Geometry {
  const { coordinates } = geometry as { coordinates: Coordinates };
  let first: Coordinates = coordinates;
  while (Array.isArray(first[0])) first = first[0];
  if (first.length <= 2) return geometry;
  const flat = (value: Coordinates): Coordinates =>
    typeof value[0] === "number" ? (value as number[]).slice(0, 2) : (value as Coordinates[]).map(flat);
  return { ...geometry, coordinates: flat(coordinates) } as Geometry;
}

const PROGRESS_EVERY = 500;
/** Rows written per statement, and built into map rows together. */
const BATCH_SIZE = 200;
/** A batch is written sooner when its features are large: a few national forests hold 20,000 vertices each. */
const BATCH_VERTICES = 100_000;
/** Skipped features listed in a result; more are only counted. */
const SKIPPED_LISTED = 1_000;

/** The feature as a row, or why it is skipped. */
function rowOrSkip<Row>(
  spec: DatasetSpec<Row>,
  raw: unknown,
  where: string,
  source: string,
): { row: Row; vertices: number } | { skip: SkippedFeature } {
  const checked = checkedFeature(raw, where, spec.allowed);
  if ("reason" in checked) return { skip: checked };
  try {
    return {
      row: spec.rowOf(checked, source),
      vertices: countPositions((checked.geometry as { coordinates: unknown }).coordinates),
    };
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    return { skip: { where, reason: error.message.slice(where.length + 2) } };
  }
}

async function importWith<Row>(
  db: Database,
  spec: DatasetSpec<Row>,
  sources: readonly FeatureSource[],
  { source, isStrict = false, onProgress, onReplacing, onReplaced }: DatasetImportOptions,
): Promise<ImportResult> {
  // First pass: every feature checked, nothing kept but the count and the first skipped ones.
  const skipped: SkippedFeature[] = [];
  let skippedCount = 0;
  let valid = 0;
  let processed = 0;
  for (const input of sources) {
    for await (const { raw, where } of input.features()) {
      const checked = rowOrSkip(spec, raw, where, source);
      if ("skip" in checked) {
        if (isStrict) throw new ImportError(`${checked.skip.where}: ${checked.skip.reason}`);
        skippedCount += 1;
        if (skipped.length < SKIPPED_LISTED) skipped.push(checked.skip);
      } else valid += 1;
      if (++processed % PROGRESS_EVERY === 0) await onProgress?.({ phase: "checking", processed, total: null });
    }
  }
  await onProgress?.({ phase: "checking", processed, total: valid });
  if (valid === 0) {
    const why = skipped[0] ? ` (${skipped[0].where}: ${skipped[0].reason})` : "";
    throw new ImportError(`${sources.map(({ name }) => name).join(", ")}: no features to import${why}.`);
  }
  // Second pass: the source's rows replaced in one transaction, a batch of rows and map rows at a time.
  const tell = (written: number) =>
    void Promise.resolve(onProgress?.({ phase: "writing", processed: written, total: valid })).catch(() => undefined);
  const result = await db.transaction(async (tx: Executor) => {
    await onReplacing?.(tx);
    const surroundings = await followImportOfSource(tx, spec.layer, source);
    const removed = await spec.removeSource(tx, source);
    await removeImportedMapFeatures(tx, spec.kind, removed);
    let added = 0;
    let batch: Row[] = [];
    let batchVertices = 0;
    const flush = async () => {
      const ids = await spec.insert(tx, batch);
      await addImportedMapFeatures(tx, spec.kind, ids);
      added += ids.length;
      batch = [];
      batchVertices = 0;
      tell(added);
    };
    for (const input of sources) {
      for await (const { raw, where } of input.features()) {
        const checked = rowOrSkip(spec, raw, where, source);
        if ("skip" in checked) continue;
        batch.push(checked.row);
        batchVertices += checked.vertices;
        if (batch.length === BATCH_SIZE || batchVertices >= BATCH_VERTICES) await flush();
      }
    }
    if (batch.length > 0) await flush();
    await finishImportedMapFeatures(tx, spec.kind, { source, features: added });
    // A bulk load leaves the planner's statistics behind, and the lands and roads of the guides near
    // the source are read next through the new rows: the statistics are refreshed first, as an
    // operator does after loading.
    await tx.execute(sql.raw(`analyze ${spec.tables}`));
    await surroundings.end();
    const replaced = { source, files: sources.length, removed: removed.length, added, skipped, skippedCount };
    await onReplaced?.(tx, replaced);
    return replaced;
  });
  return { ...result, lowZoomTiles: await afterCommit(db, spec) };
}

/**
 * What follows a committed import: the low zooms' tiles of the new version are stored where PostGIS
 * encodes them (ADR 0079).
 */
async function afterCommit(db: Database, spec: Pick<DatasetSpec<unknown>, "layer">): Promise<ImportResult["lowZoomTiles"]> {
  try {
    return { stored: await storeLowZoomTiles(db, spec.layer) };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

/** Replaces the rows of `options.source` of one kind with the features of the sources. */
export function importDataset(
  db: Database,
  kind: DatasetKind,
  sources: readonly FeatureSource[],
  options: DatasetImportOptions,
): Promise<ImportResult> {
  return kind === "public-lands" ? importWith(db, PUBLIC_LANDS, sources, options) : importWith(db, ROADS, sources, options);
}

/** Which source an import replaces, and the layer to read from a GeoPackage of several. */
export interface ImportOptions {
  source?: string;
  layer?: string;
  onProgress?: DatasetImportOptions["onProgress"];
}

async function importFilesAt(db: Database, kind: DatasetKind, target: string, options: ImportOptions): Promise<ImportResult> {
  const files = await geojsonFilesAt(target);
  const sources = await Promise.all(files.map((file) => fileSource(file, { name: path.basename(file), layer: options.layer })));
  return importDataset(db, kind, sources, {
    source: options.source ?? defaultSourceName(target),
    isStrict: true,
    onProgress: options.onProgress,
  });
}

/** Replaces the public lands of `source` with those in the file or folder; any bad feature refuses it all. */
export function importPublicLands(db: Database, target: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importFilesAt(db, "public-lands", target, options);
}

/** Replaces the roads of `source` with those in the file or folder; any bad feature refuses it all. */
export function importRoads(db: Database, target: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importFilesAt(db, "roads", target, options);
}
