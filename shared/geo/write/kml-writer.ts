// KML 2.2 for one track or waypoint, elevations kept (absolute altitude). @placemarkio/tokml 0.3.9
// writes only longitude and latitude, which would lose every elevation on the way out
// (docs/decisions/0012-my-content.md), so this small writer does the same job with altitudes.
import type { Position } from "../geometry";
import { escapeXml, formatDecimal, textElement } from "./xml-text";

export interface KmlPlacemark {
  name: string;
  description: string;
  /** A track's segments, or one point for a waypoint. */
  geometry: { type: "MultiLineString"; coordinates: readonly (readonly Position[])[] } | { type: "Point"; coordinates: Position };
  /** #RRGGBB line colour of a track. */
  color?: string;
  /** A waypoint's symbol, as ExtendedData (which @tmcw/togeojson reads back as a property). */
  icon?: string;
  /** A track's point times in its segments' shape: when every point has one, the line is a gx:Track. */
  times?: readonly (readonly (string | null)[])[] | null;
  /** A waypoint's time, as a TimeStamp. */
  time?: string | null;
}

const coordinate = ([longitude, latitude, elevation]: readonly number[]) =>
  elevation === undefined
    ? `${formatDecimal(longitude!)},${formatDecimal(latitude!)}`
    : `${formatDecimal(longitude!)},${formatDecimal(latitude!)},${formatDecimal(elevation)}`;

const hasElevations = (positions: readonly (readonly number[])[]) => positions.some((position) => position[2] !== undefined);
const altitudeMode = (positions: readonly (readonly number[])[]) =>
  hasElevations(positions) ? "<altitudeMode>absolute</altitudeMode>" : "";

/** KML colours are aabbggrr. */
const kmlColor = (hex: string) => `ff${hex.slice(5, 7)}${hex.slice(3, 5)}${hex.slice(1, 3)}`.toLowerCase();

/** gx:coord is "longitude latitude altitude", spaces between. */
const gxCoord = (position: readonly number[]) => `<gx:coord>${coordinate(position).replaceAll(",", " ")}</gx:coord>`;

/** Times for every point of every segment, or null: a gx:Track needs a <when> for each <gx:coord>. */
function completeTimes(placemark: KmlPlacemark): (readonly string[])[] | null {
  const { geometry, times } = placemark;
  if (geometry.type !== "MultiLineString" || !times || times.length !== geometry.coordinates.length) return null;
  const complete = times.every(
    (part, index) => part.length === geometry.coordinates[index]!.length && part.every((time) => time !== null),
  );
  return complete ? (times as (readonly string[])[]) : null;
}

function trackXml(segments: readonly (readonly Position[])[], times: (readonly string[])[]): string {
  const tracks = segments.map(
    (segment, index) =>
      `<gx:Track>${altitudeMode(segment)}\n${times[index]!.map((time) => `<when>${escapeXml(time)}</when>`).join("\n")}\n` +
      `${segment.map(gxCoord).join("\n")}\n</gx:Track>`,
  );
  return tracks.length === 1 ? tracks[0]! : `<gx:MultiTrack>\n${tracks.join("\n")}\n</gx:MultiTrack>`;
}

function geometryXml(placemark: KmlPlacemark): string {
  const { geometry } = placemark;
  if (geometry.type === "Point") {
    return `<Point>${altitudeMode([geometry.coordinates])}<coordinates>${coordinate(geometry.coordinates)}</coordinates></Point>`;
  }
  const times = completeTimes(placemark);
  if (times) return trackXml(geometry.coordinates, times);
  const lines = geometry.coordinates.map(
    (segment) =>
      `<LineString>${altitudeMode(segment)}<coordinates>\n${segment.map(coordinate).join("\n")}\n</coordinates></LineString>`,
  );
  return lines.length === 1 ? lines[0]! : `<MultiGeometry>\n${lines.join("\n")}\n</MultiGeometry>`;
}

export function writeKml(placemark: KmlPlacemark): string {
  const extendedData = placemark.icon
    ? `<ExtendedData><Data name="icon"><value>${escapeXml(placemark.icon)}</value></Data></ExtendedData>`
    : "";
  const timeStamp = placemark.time ? `<TimeStamp><when>${escapeXml(placemark.time)}</when></TimeStamp>` : "";
  const style = placemark.color
    ? `<Style><LineStyle><color>${kmlColor(placemark.color)}</color><width>4</width></LineStyle></Style>`
    : "";
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">`,
    `<Document>`,
    textElement("name", placemark.name),
    `<Placemark>`,
    `${textElement("name", placemark.name)}${textElement("description", placemark.description)}${timeStamp}${extendedData}${style}`,
    geometryXml(placemark),
    `</Placemark>`,
    `</Document>`,
    `</kml>`,
    "",
  ].join("\n");
}
