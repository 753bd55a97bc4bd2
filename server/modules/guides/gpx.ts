// A trail as a GPX 1.1 document: the line as one track, the waypoints as <wpt>.
import { writeGpx } from "../../../shared/geo/write/gpx-writer";
import { simplifyForRoute } from "../../../shared/geo/simplify";
import type { TrailRecord, WaypointRecord } from "./guides.repository";

export function buildGpx(
  trail: Pick<TrailRecord["trail"], "title" | "geojson">,
  waypoints: readonly Pick<WaypointRecord, "name" | "waypointType" | "latitude" | "longitude">[],
): string {
  return writeGpx({
    name: trail.title,
    waypoints: waypoints.map(({ name, waypointType, latitude, longitude }) => ({
      name,
      type: waypointType,
      latitude,
      longitude,
    })),
    tracks: [{ name: trail.title, segments: [trail.geojson.coordinates] }],
  });
}

/** "GPX route for GPS devices" (ADR 0062): the waypoints and the line as one <rte> of at most maxPoints points. */
export function buildGpxRoute(
  trail: Pick<TrailRecord["trail"], "title" | "geojson">,
  waypoints: readonly Pick<WaypointRecord, "name" | "waypointType" | "latitude" | "longitude">[],
  maxPoints: number,
): string {
  return writeGpx({
    name: trail.title,
    waypoints: waypoints.map(({ name, waypointType, latitude, longitude }) => ({
      name,
      type: waypointType,
      latitude,
      longitude,
    })),
    routes: [{ name: trail.title, points: simplifyForRoute(trail.geojson.coordinates, maxPoints) }],
  });
}
