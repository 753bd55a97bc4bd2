// A trail as a GPX 1.1 document: the line as one track, the waypoints as <wpt>.
import type { TrailRecord, WaypointRecord } from "./guides.repository";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);

export function buildGpx(
  trail: Pick<TrailRecord["trail"], "title" | "geojson">,
  waypoints: readonly Pick<WaypointRecord, "name" | "waypointType" | "latitude" | "longitude">[],
): string {
  const points = trail.geojson.coordinates.map(([longitude, latitude, elevation]) =>
    elevation === undefined
      ? `      <trkpt lat="${latitude}" lon="${longitude}"/>`
      : `      <trkpt lat="${latitude}" lon="${longitude}"><ele>${elevation}</ele></trkpt>`,
  );
  const wpts = waypoints.map(
    (waypoint) =>
      `  <wpt lat="${waypoint.latitude}" lon="${waypoint.longitude}"><name>${escapeXml(waypoint.name)}</name><type>${escapeXml(waypoint.waypointType)}</type></wpt>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<gpx version="1.1" creator="Trailguide" xmlns="http://www.topografix.com/GPX/1/1">`,
    `  <metadata><name>${escapeXml(trail.title)}</name></metadata>`,
    ...wpts,
    `  <trk>`,
    `    <name>${escapeXml(trail.title)}</name>`,
    `    <trkseg>`,
    ...points,
    `    </trkseg>`,
    `  </trk>`,
    `</gpx>`,
    "",
  ].join("\n");
}
