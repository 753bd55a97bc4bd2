// GPX 1.1 documents that validate against the topografix XSD (elements in schema order, decimals
// never in exponent form, text escaped and stripped of characters XML 1.0 forbids). Shared by My
// Content exports and, through the same function, guide downloads.
import type { Position } from "../geometry";
import { formatDecimal, textElement } from "./xml-text";

export interface GpxWaypoint {
  latitude: number;
  longitude: number;
  elevation?: number | null;
  name?: string;
  description?: string;
  /** <sym>: the symbol name GPS units show. */
  symbol?: string;
  /** <type>: a classification such as the guide's waypoint type. */
  type?: string;
  /** <time>: when it was recorded, ISO 8601. */
  time?: string | null;
}

export interface GpxTrack {
  name?: string;
  description?: string;
  /** One <trkseg> each, [lng, lat, elevation?] as the product stores lines. */
  segments: readonly (readonly Position[])[];
  /** <time> of each point, in the segments' shape (null where unknown). */
  times?: readonly (readonly (string | null)[])[] | null;
}

/** A <rte>: one line of route points a GPS unit navigates along. */
export interface GpxRoute {
  name?: string;
  description?: string;
  points: readonly Position[];
}

export interface GpxDocument {
  /** <metadata><name>. */
  name?: string;
  description?: string;
  waypoints?: readonly GpxWaypoint[];
  routes?: readonly GpxRoute[];
  tracks?: readonly GpxTrack[];
}

const element = textElement;

function pointXml(
  tag: "wpt" | "trkpt" | "rtept",
  longitude: number,
  latitude: number,
  elevation: number | null | undefined,
  inner = "",
  time: string | null = null,
) {
  // Schema order inside a point: ele, time, then the rest.
  const ele = elevation == null ? "" : `<ele>${formatDecimal(elevation)}</ele>`;
  const body = ele + element("time", time) + inner;
  const attributes = `lat="${formatDecimal(latitude)}" lon="${formatDecimal(longitude)}"`;
  return body === "" ? `<${tag} ${attributes}/>` : `<${tag} ${attributes}>${body}</${tag}>`;
}

export function writeGpx(document: GpxDocument): string {
  const lines: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<gpx version="1.1" creator="Trailguide" xmlns="http://www.topografix.com/GPX/1/1">`,
  ];
  const metadata = element("name", document.name) + element("desc", document.description);
  if (metadata) lines.push(`  <metadata>${metadata}</metadata>`);
  for (const waypoint of document.waypoints ?? []) {
    // Schema order inside <wpt>: ele, ..., name, cmt, desc, src, link, sym, type.
    const inner =
      element("name", waypoint.name) +
      element("desc", waypoint.description) +
      element("sym", waypoint.symbol) +
      element("type", waypoint.type);
    lines.push(`  ${pointXml("wpt", waypoint.longitude, waypoint.latitude, waypoint.elevation, inner, waypoint.time ?? null)}`);
  }
  for (const route of document.routes ?? []) {
    lines.push(`  <rte>`);
    const header = element("name", route.name) + element("desc", route.description);
    if (header) lines.push(`    ${header}`);
    for (const [longitude, latitude, elevation] of route.points) {
      lines.push(`    ${pointXml("rtept", longitude, latitude, elevation)}`);
    }
    lines.push(`  </rte>`);
  }
  for (const track of document.tracks ?? []) {
    lines.push(`  <trk>`);
    const header = element("name", track.name) + element("desc", track.description);
    if (header) lines.push(`    ${header}`);
    track.segments.forEach((segment, s) => {
      lines.push(`    <trkseg>`);
      const times = track.times?.[s];
      segment.forEach(([longitude, latitude, elevation], p) => {
        lines.push(`      ${pointXml("trkpt", longitude, latitude, elevation, "", times?.[p] ?? null)}`);
      });
      lines.push(`    </trkseg>`);
    });
    lines.push(`  </trk>`);
  }
  lines.push(`</gpx>`, "");
  return lines.join("\n");
}
