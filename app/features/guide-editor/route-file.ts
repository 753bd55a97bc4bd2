// A GPX or KML file read in the browser to replace a guide's line (issue "Authoring" point 4): the
// first line or track is the route (a track of several segments joins them in order), its points
// are offered as waypoints. @tmcw/togeojson turns the file into GeoJSON features; it is loaded only
// when the editor picks a file.
import type { Feature } from "geojson";
import type { Position } from "../../../shared/domain/geometry";
import { MIN_LINE_POINTS } from "./line-edits";

export interface FileWaypoint {
  name: string;
  latitude: number;
  longitude: number;
  notes: string;
}

export interface RouteFromFile {
  line: Position[];
  waypoints: FileWaypoint[];
}

/** Why a file gave no route, in words for the editor. */
export class RouteFileError extends Error {
  override name = "RouteFileError";
}

/** Files larger than this are not read in the browser (a long track is a few MB). */
export const ROUTE_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const ROUTE_FILE_ACCEPT = ".gpx,.kml,application/gpx+xml,application/vnd.google-earth.kml+xml";

const toPosition = (position: number[]): Position =>
  position.length >= 3 && Number.isFinite(position[2])
    ? [position[0]!, position[1]!, position[2]!]
    : [position[0]!, position[1]!];

function linesOf(feature: Feature): number[][][] {
  const { geometry } = feature;
  if (!geometry) return [];
  if (geometry.type === "LineString") return [geometry.coordinates];
  if (geometry.type === "MultiLineString") return geometry.coordinates;
  if (geometry.type === "GeometryCollection") {
    return geometry.geometries.flatMap((part) => linesOf({ ...feature, geometry: part }));
  }
  return [];
}

const textProperty = (feature: Feature, key: string): string => {
  const value: unknown = feature.properties?.[key];
  return typeof value === "string" ? value.trim() : "";
};

/** The route and waypoints among a file's features; throws RouteFileError when there is no line. */
export function routeFromFeatures(features: readonly Feature[]): RouteFromFile {
  const firstLine = features.map(linesOf).find((lines) => lines.flat().length >= MIN_LINE_POINTS);
  if (!firstLine) throw new RouteFileError("This file has no track or line with at least two points.");
  const waypoints = features.flatMap((feature): FileWaypoint[] => {
    if (feature.geometry?.type !== "Point") return [];
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    return [
      {
        name: textProperty(feature, "name") || "Waypoint",
        latitude,
        longitude,
        notes: textProperty(feature, "desc") || textProperty(feature, "description") || textProperty(feature, "cmt"),
      },
    ];
  });
  return { line: firstLine.flat().map(toPosition), waypoints };
}

/** Reads a picked .gpx or .kml file (browser only: DOMParser). */
export async function readRouteFile(file: File): Promise<RouteFromFile> {
  if (file.size > ROUTE_FILE_MAX_BYTES) {
    throw new RouteFileError(`This file is larger than ${ROUTE_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const [{ gpx, kml }, text] = await Promise.all([import("@tmcw/togeojson"), file.text()]);
  const document = new DOMParser().parseFromString(text, "application/xml");
  if (document.getElementsByTagName("parsererror").length > 0) {
    throw new RouteFileError("This file is not valid GPX or KML: it could not be read as XML.");
  }
  const root = document.documentElement.localName;
  if (root === "gpx") return routeFromFeatures(gpx(document).features);
  if (root === "kml") return routeFromFeatures(kml(document).features as Feature[]);
  throw new RouteFileError("This file is neither GPX nor KML. Please choose a .gpx or .kml file.");
}
