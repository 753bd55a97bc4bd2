// GeoJSON features (read from GeoJSON, or from KML by @tmcw/togeojson) as tracks and waypoints:
// points become waypoints, lines tracks (a multi-line keeps its segments), areas tracks along their
// outline; one feature's collection of shapes gives one track with several segments.
import type { Feature, Geometry } from "geojson";
import type { Position } from "../geometry";
import {
  ImportFileError,
  isValidLngLat,
  keepDrawableTracks,
  normalizedTime,
  requireSomething,
  type ImportFormat,
  type ParsedContent,
  type ParsedTrack,
  type ParsedWaypoint,
} from "./parsed-content";
import { notesOfKmlDescription } from "./plain-text";

type Where = string;

function toPosition(raw: unknown, where: Where): Position {
  if (!Array.isArray(raw) || raw.length < 2) throw new ImportFileError(`${where}: a position must be [longitude, latitude]`);
  const [longitude, latitude, elevation] = raw as unknown[];
  if (typeof longitude !== "number" || typeof latitude !== "number" || !isValidLngLat(longitude, latitude)) {
    throw new ImportFileError(`${where}: [${String(longitude)}, ${String(latitude)}] is not a longitude and latitude`);
  }
  return typeof elevation === "number" && Number.isFinite(elevation) ? [longitude, latitude, elevation] : [longitude, latitude];
}

const toLine = (raw: unknown, where: Where): Position[] => {
  if (!Array.isArray(raw)) throw new ImportFileError(`${where}: a line must be a list of positions`);
  return raw.map((position) => toPosition(position, where));
};
const toLines = (raw: unknown, where: Where): Position[][] => {
  if (!Array.isArray(raw)) throw new ImportFileError(`${where}: coordinates must be a list of lines`);
  return raw.map((line) => toLine(line, where));
};

interface Shapes {
  points: Position[];
  lines: Position[][];
}

function collectShapes(geometry: Geometry | null | undefined, where: Where, into: Shapes): void {
  if (geometry == null) return;
  switch (geometry.type) {
    case "Point":
      into.points.push(toPosition(geometry.coordinates, where));
      return;
    case "MultiPoint":
      into.points.push(...toLine(geometry.coordinates, where));
      return;
    case "LineString":
      into.lines.push(toLine(geometry.coordinates, where));
      return;
    case "MultiLineString":
      into.lines.push(...toLines(geometry.coordinates, where));
      return;
    case "Polygon":
      // The outline only: holes are not a path anyone drives.
      into.lines.push(...toLines(geometry.coordinates, where).slice(0, 1));
      return;
    case "MultiPolygon":
      if (!Array.isArray(geometry.coordinates)) throw new ImportFileError(`${where}: coordinates must be a list of polygons`);
      for (const polygon of geometry.coordinates) into.lines.push(...toLines(polygon, where).slice(0, 1));
      return;
    case "GeometryCollection":
      if (!Array.isArray(geometry.geometries)) throw new ImportFileError(`${where}: a GeometryCollection needs geometries`);
      for (const part of geometry.geometries) collectShapes(part, where, into);
      return;
    default:
      throw new ImportFileError(`${where}: unknown geometry type "${String((geometry as { type: unknown }).type)}"`);
  }
}

const textProperty = (properties: Record<string, unknown> | null, ...keys: string[]): string => {
  for (const key of keys) {
    const value = properties?.[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
    // togeojson gives a KML description with markup as { "@type": "html", value }.
    if (value && typeof value === "object" && typeof (value as { value?: unknown }).value === "string") {
      return (value as { value: string }).value.trim();
    }
  }
  return "";
};

/**
 * Point times as @tmcw/togeojson gives them (KML gx:Track <when>, GPX <time>) and our GeoJSON exports
 * write them: `coordinateProperties.times`, a list for one line or a list of lists for several.
 */
function lineTimes(properties: Record<string, unknown> | null, lines: readonly Position[][]): (string | null)[][] | null {
  const raw = (properties?.coordinateProperties as { times?: unknown } | undefined)?.times;
  if (!Array.isArray(raw) || raw.length === 0) return null;
  const nested = raw.every((entry) => Array.isArray(entry));
  const parts = (nested ? raw : [raw]) as unknown[][];
  if (parts.length !== lines.length) return null;
  return parts.map((part) => part.map(normalizedTime));
}

export function featuresToContent(
  format: ImportFormat,
  features: readonly Feature<Geometry | null>[],
  label: string,
): ParsedContent {
  const tracks: ParsedTrack[] = [];
  const waypoints: ParsedWaypoint[] = [];
  features.forEach((feature, index) => {
    const where = `${label} ${index + 1}`;
    const shapes: Shapes = { points: [], lines: [] };
    collectShapes(feature.geometry, where, shapes);
    const properties = feature.properties;
    const name = textProperty(properties, "name", "title");
    const description = textProperty(properties, "description", "desc", "notes", "cmt");
    const notes = format === "kml" ? notesOfKmlDescription(description) : description;
    if (shapes.lines.length > 0) tracks.push({ name, notes, segments: shapes.lines, times: lineTimes(properties, shapes.lines) });
    const symbol = textProperty(properties, "icon", "sym", "marker-symbol");
    const time = normalizedTime(properties?.time ?? properties?.timestamp);
    for (const [longitude, latitude, elevation] of shapes.points) {
      waypoints.push({ name, notes, longitude, latitude, elevation: elevation ?? null, symbol, time });
    }
  });
  return requireSomething({ format, tracks: keepDrawableTracks(tracks), waypoints });
}
