// A trail as a GPX 1.1 document: the line as one track, the waypoints as <wpt>.
import { writeGpx } from "../../geo-files/gpx-writer";
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
