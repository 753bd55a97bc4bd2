// Map fixtures: guides with their map rows built as a guide write builds them, and a reader of
// encoded vector tiles that uses GDAL (an independent MVT decoder), so tests never trust our encoder.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Executor } from "../../server/db/client";
import { refreshGuideMapFeatures } from "../../server/modules/map/map-features";
import { insertScoutRoute, insertTrail } from "./guides";

const run = promisify(execFile);

/** A file named `name` holding `contents` in a temporary folder while `readIt` runs. */
export async function withTemporaryFile<T>(
  name: string,
  contents: string | Uint8Array,
  readIt: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "import-"));
  try {
    const file = path.join(dir, name);
    await writeFile(file, contents);
    return await readIt(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A GeoJSON file named `name` in a temporary folder while `readIt` runs, as the importers read one. */
export const withGeoJsonFile = <T>(name: string, document: unknown, readIt: (file: string) => Promise<T>): Promise<T> =>
  withTemporaryFile(name, JSON.stringify(document), readIt);

/** A small public-land parcel far out in the Pacific, where no test's line goes. */
export function pacificParcel(properties: Record<string, string> = { agency: "BLM", unit: "Test", name: "Parcel" }) {
  const ring = [
    [-150, -40],
    [-149.9, -40],
    [-149.9, -39.9],
    [-150, -40],
  ];
  return { type: "Feature", geometry: { type: "Polygon", coordinates: [ring] }, properties };
}

type TrailValues = Parameters<typeof insertTrail>[1];
type ScoutRouteValues = Parameters<typeof insertScoutRoute>[1];

export async function insertMappedTrail(db: Executor, values: TrailValues = {}) {
  const trail = await insertTrail(db, values);
  await refreshGuideMapFeatures(db, "trail", [trail.id]);
  return trail;
}

export async function insertMappedScoutRoute(db: Executor, values: ScoutRouteValues = {}) {
  const route = await insertScoutRoute(db, values);
  await refreshGuideMapFeatures(db, "scout-route", [route.id]);
  return route;
}

/** A tile's features as GDAL reads them: layer name -> features' fields. */
export type DecodedTile = Record<string, Record<string, unknown>[]>;

const FIELD_LINE = /^ {2}(\S+) \((\w+)(?:\((\w+)\))?\) = (.*)$/;
const GEOMETRY_LINE = /^ {2}(POINT|MULTIPOINT|LINESTRING|MULTILINESTRING|POLYGON|MULTIPOLYGON)\b/;

function fieldValue(type: string, subtype: string | undefined, text: string): unknown {
  if (text === "(null)") return null;
  if (subtype === "Boolean") return text === "1";
  if (type === "Integer" || type === "Integer64" || type === "Real") return Number(text);
  return text;
}

/** Parses `ogrinfo -al` text (GDAL 3.6 has no JSON output): layers, features, typed fields, geometry type. */
export function parseOgrinfo(text: string): DecodedTile {
  const layers: DecodedTile = {};
  let features: Record<string, unknown>[] | null = null;
  let feature: Record<string, unknown> | null = null;
  for (const line of text.split("\n")) {
    const layerName = line.match(/^Layer name: (.+)$/)?.[1];
    if (layerName) {
      features = layers[layerName] = [];
      feature = null;
      continue;
    }
    if (/^OGRFeature\(.+\):\d+$/.test(line)) {
      feature = {};
      features?.push(feature);
      continue;
    }
    if (!feature) continue;
    const field = line.match(FIELD_LINE);
    if (field) {
      const [, name, type, subtype, value] = field;
      feature[name!] = fieldValue(type!, subtype, value!);
      continue;
    }
    const geometry = line.match(GEOMETRY_LINE)?.[1];
    if (geometry) feature.$geometry = geometry;
  }
  return layers;
}

/** Decodes an MVT with `ogrinfo` (GDAL's MVT driver), given the tile's address. */
export async function decodeTileWithGdal(
  bytes: Uint8Array,
  { z, x, y }: { z: number; x: number; y: number },
): Promise<DecodedTile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "tile-"));
  try {
    const file = path.join(dir, "tile.mvt");
    await writeFile(file, bytes);
    const { stdout } = await run("ogrinfo", ["-al", "-ro", "-oo", `Z=${z}`, "-oo", `X=${x}`, "-oo", `Y=${y}`, file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return parseOgrinfo(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
