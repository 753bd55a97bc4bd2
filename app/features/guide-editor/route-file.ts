// A GPX or KML file read in the browser to replace a guide's line (issue "Authoring" point
// 4), by the same reader My Content's imports use (shared/geo/read), loaded only when the editor
// picks a file: the first track or line is the route (a track of several segments joins them in
// order), the file's waypoints are offered as the guide's.
import type { ParsedContent } from "../../../shared/geo/read/parsed-content";
import type { Position } from "../../../shared/geo/geometry";

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

/** The route and waypoints of a read file; throws RouteFileError when it has no line. */
function routeFromContent({ tracks, waypoints }: ParsedContent): RouteFromFile {
  const [firstTrack] = tracks;
  if (!firstTrack) throw new RouteFileError("This file has no track or line with at least two points.");
  return {
    line: firstTrack.segments.flat(),
    waypoints: waypoints.map(({ name, latitude, longitude, notes }) => ({
      name: name || "Waypoint",
      latitude,
      longitude,
      notes,
    })),
  };
}

/** Reads a picked file; throws RouteFileError, in the reader's words, when it cannot be used. */
export async function readRouteFile(file: File): Promise<RouteFromFile> {
  if (file.size > ROUTE_FILE_MAX_BYTES) {
    throw new RouteFileError(`This file is larger than ${ROUTE_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const [{ readContentFile, ImportFileError }, bytes] = await Promise.all([
    import("../../../shared/geo/read/read-file"),
    file.arrayBuffer(),
  ]);
  try {
    return routeFromContent(readContentFile(new Uint8Array(bytes)));
  } catch (error) {
    if (error instanceof ImportFileError) throw new RouteFileError(`This file could not be read: ${error.message}.`);
    throw error;
  }
}
