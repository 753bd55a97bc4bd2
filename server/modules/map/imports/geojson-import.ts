// Importers of public lands and roads from GeoJSON files (USFS ranger districts, PAD-US, MVUM...),
// and from GeoPackages through GDAL when it is installed (gdal-reader.ts), for the command line and
// for the uploads of /admin/road-data (ADR 0054).
// Every file is read and checked before the database is touched; then one transaction replaces all
// rows of the same source and rebuilds their map rows, so a failed import changes nothing.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Geometry, Position } from "geojson";
import { eq } from "drizzle-orm";
import { MVUM_VEHICLE_CLASSES } from "../../../../shared/domain/mvum";
import type { DatasetKind } from "../../../../shared/domain/map-datasets";
import type { Database, Executor } from "../../../db/client";
import { publicLands, roads, type RoadDesignation } from "../../../db/schema";
import { boxLiteral } from "../band-geometry";
import { replaceImportedMapFeatures } from "../map-features";
import { GDAL_FORMATS, readWithGdal } from "./gdal-reader";
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
    .filter((entry) => entry.isFile() && (/\.geo(json)?$/i.test(entry.name) || GDAL_FORMATS.test(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0) throw new ImportError(`${target}: no .geojson, .gpkg or zipped Shapefile (.zip) files in this folder.`);
  return files;
}

/** The source name an import is stored under, unless given: the file or folder name. */
export function defaultSourceName(target: string): string {
  return path.basename(path.resolve(target)).replace(/\.(geo(json)?|gpkg|zip)$/i, "");
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

/** One file's name and its GeoJSON text. */
export interface DatasetDocument {
  name: string;
  text: string;
}

export interface ImportResult {
  source: string;
  files: number;
  removed: number;
  added: number;
  skipped: SkippedFeature[];
}

export interface DatasetImportOptions {
  /** The source whose rows the import replaces. */
  source: string;
  /** Refuse the whole import when any feature is bad (the command line), instead of skipping it. */
  isStrict?: boolean;
  /** Told every few hundred features how many are checked, of how many. */
  onProgress?: (processed: number, total: number) => Promise<void>;
  /** Runs in the replacing transaction, once the rows are in (the upload's audit entry). */
  onReplaced?: (tx: Executor, result: ImportResult) => Promise<void>;
}

/** The rows one kind of dataset makes and the table and map kind they replace. */
interface DatasetSpec<Row> {
  allowed: readonly Geometry["type"][];
  rowOf: (feature: ImportedFeature, source: string) => Row;
  replace: (tx: Executor, source: string, rows: Row[]) => Promise<{ removed: number[]; added: number[] }>;
}

const PUBLIC_LANDS: DatasetSpec<typeof publicLands.$inferInsert> = {
  allowed: ["Polygon", "MultiPolygon"],
  rowOf: (feature, source) => ({
    source,
    ...publicLandAttributes(feature),
    geometry: feature.geometry,
    bbox: boundsOfGeometry(feature.geometry),
  }),
  async replace(tx, source, rows) {
    const removed = await tx.delete(publicLands).where(eq(publicLands.source, source)).returning({ id: publicLands.id });
    const added = await insertInBatches(rows, (batch) => tx.insert(publicLands).values(batch).returning({ id: publicLands.id }));
    await replaceImportedMapFeatures(tx, "public-land", { removedIds: removed.map(({ id }) => id), addedIds: added });
    return { removed: removed.map(({ id }) => id), added };
  },
};

const ROADS: DatasetSpec<typeof roads.$inferInsert> = {
  allowed: ["LineString", "MultiLineString"],
  rowOf: (feature, source) => ({
    source,
    ...roadAttributes(feature),
    geometry: feature.geometry,
    bbox: boundsOfGeometry(feature.geometry),
  }),
  async replace(tx, source, rows) {
    const removed = await tx.delete(roads).where(eq(roads.source, source)).returning({ id: roads.id });
    const added = await insertInBatches(rows, (batch) => tx.insert(roads).values(batch).returning({ id: roads.id }));
    await replaceImportedMapFeatures(tx, "road", { removedIds: removed.map(({ id }) => id), addedIds: added });
    return { removed: removed.map(({ id }) => id), added };
  },
};

/** The features of one file; a file that is not a GeoJSON FeatureCollection or Feature is refused whole. */
function rawFeaturesOf({ name, text }: DatasetDocument): unknown[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${name}: not valid JSON (${(error as Error).message}).`);
  }
  const type = (document as { type?: unknown } | null)?.type;
  const rawFeatures =
    type === "FeatureCollection" ? (document as { features?: unknown }).features : type === "Feature" ? [document] : null;
  if (!Array.isArray(rawFeatures)) throw new ImportError(`${name}: expected a GeoJSON FeatureCollection or Feature.`);
  return rawFeatures;
}

/** The feature, or why it cannot be imported. */
function checkedFeature(raw: unknown, where: string, allowed: readonly Geometry["type"][]): ImportedFeature | SkippedFeature {
  const feature = raw as { type?: unknown; geometry?: Geometry | null; properties?: Properties | null } | null;
  if (feature?.type !== "Feature" || !feature.geometry || !isValidGeometry(feature.geometry, allowed)) {
    return { where, reason: `expected a ${allowed.join(" or ")} with [longitude, latitude] positions.` };
  }
  return { geometry: feature.geometry, properties: feature.properties ?? {}, where };
}

const PROGRESS_EVERY = 500;

async function importWith<Row>(
  db: Database,
  spec: DatasetSpec<Row>,
  documents: readonly DatasetDocument[],
  { source, isStrict = false, onProgress, onReplaced }: DatasetImportOptions,
): Promise<ImportResult> {
  const parsed = documents.map((document) => ({ name: document.name, features: rawFeaturesOf(document) }));
  const total = parsed.reduce((sum, { features }) => sum + features.length, 0);
  const rows: Row[] = [];
  const skipped: SkippedFeature[] = [];
  let processed = 0;
  for (const { name, features } of parsed) {
    for (const [index, raw] of features.entries()) {
      const where = `${name}, feature ${index + 1}`;
      const checked = checkedFeature(raw, where, spec.allowed);
      try {
        if ("reason" in checked) skipped.push(checked);
        else rows.push(spec.rowOf(checked, source));
      } catch (error) {
        if (!(error instanceof ImportError)) throw error;
        skipped.push({ where, reason: error.message.slice(where.length + 2) });
      }
      if (isStrict && skipped.length > 0) throw new ImportError(`${skipped[0]!.where}: ${skipped[0]!.reason}`);
      if (++processed % PROGRESS_EVERY === 0) await onProgress?.(processed, total);
    }
  }
  await onProgress?.(processed, total);
  if (rows.length === 0) {
    const why = skipped[0] ? ` (${skipped[0].where}: ${skipped[0].reason})` : "";
    throw new ImportError(`${documents.map(({ name }) => name).join(", ")}: no features to import${why}.`);
  }
  return db.transaction(async (tx: Executor) => {
    const { removed, added } = await spec.replace(tx, source, rows);
    const result = { source, files: documents.length, removed: removed.length, added: added.length, skipped };
    await onReplaced?.(tx, result);
    return result;
  });
}

/** Replaces the rows of `options.source` of one kind with the features of the documents. */
export function importDataset(
  db: Database,
  kind: DatasetKind,
  documents: readonly DatasetDocument[],
  options: DatasetImportOptions,
): Promise<ImportResult> {
  return kind === "public-lands" ? importWith(db, PUBLIC_LANDS, documents, options) : importWith(db, ROADS, documents, options);
}

/** The GeoJSON text of a file: read as it is, or through GDAL for a GeoPackage or zipped Shapefile. */
export async function readDatasetText(file: string, layer?: string): Promise<string> {
  return GDAL_FORMATS.test(file) ? readWithGdal(file, layer) : readFile(file, "utf8");
}

/** Which source an import replaces, and the layer to read from a GeoPackage of several. */
export interface ImportOptions {
  source?: string;
  layer?: string;
}

async function importFilesAt(db: Database, kind: DatasetKind, target: string, options: ImportOptions): Promise<ImportResult> {
  const files = await geojsonFilesAt(target);
  const documents: DatasetDocument[] = [];
  for (const file of files) documents.push({ name: path.basename(file), text: await readDatasetText(file, options.layer) });
  return importDataset(db, kind, documents, { source: options.source ?? defaultSourceName(target), isStrict: true });
}

/** Replaces the public lands of `source` with those in the file or folder; any bad feature refuses it all. */
export function importPublicLands(db: Database, target: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importFilesAt(db, "public-lands", target, options);
}

/** Replaces the roads of `source` with those in the file or folder; any bad feature refuses it all. */
export function importRoads(db: Database, target: string, options: ImportOptions = {}): Promise<ImportResult> {
  return importFilesAt(db, "roads", target, options);
}

const BATCH_SIZE = 200;

async function insertInBatches<Row>(
  rows: readonly Row[],
  insert: (batch: Row[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    ids.push(...(await insert(rows.slice(start, start + BATCH_SIZE))).map(({ id }) => id));
  }
  return ids;
}
