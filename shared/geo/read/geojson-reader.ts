// Reads a GeoJSON FeatureCollection, a single Feature or a bare geometry (RFC 7946).
import type { Feature, Geometry } from "geojson";
import { featuresToContent } from "./features";
import { locateJsonError } from "./json-error";
import { ImportFileError, type ParsedContent } from "./parsed-content";

function jsonSyntaxError(text: string, error: unknown): ImportFileError {
  const problem = locateJsonError(text);
  if (problem) return new ImportFileError(`line ${problem.line}, column ${problem.column}: not valid JSON: ${problem.reason}`);
  return new ImportFileError(`not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
}

const GEOMETRY_TYPES = new Set([
  "Point",
  "MultiPoint",
  "LineString",
  "MultiLineString",
  "Polygon",
  "MultiPolygon",
  "GeometryCollection",
]);

export function readGeoJson(text: string): ParsedContent {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw jsonSyntaxError(text, error);
  }
  const type = (document as { type?: unknown } | null)?.type;
  if (type === "FeatureCollection") {
    const features = (document as { features?: unknown }).features;
    if (!Array.isArray(features)) throw new ImportFileError('a FeatureCollection needs a "features" list');
    features.forEach((feature: unknown, index) => {
      if ((feature as { type?: unknown } | null)?.type !== "Feature") {
        throw new ImportFileError(`feature ${index + 1}: not a GeoJSON Feature`);
      }
    });
    return featuresToContent("geojson", features as Feature[], "feature");
  }
  if (type === "Feature") return featuresToContent("geojson", [document as Feature], "feature");
  if (typeof type === "string" && GEOMETRY_TYPES.has(type)) {
    return featuresToContent("geojson", [{ type: "Feature", properties: {}, geometry: document as Geometry }], "geometry");
  }
  throw new ImportFileError('not GeoJSON: expected "type" to be FeatureCollection, Feature or a geometry');
}
