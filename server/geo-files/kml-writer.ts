// KML 2.2 for one track or waypoint, elevations kept (absolute altitude). @placemarkio/tokml 0.3.9
// writes only longitude and latitude, which would lose every elevation on the way out
// (docs/decisions/0012-my-content.md), so this small writer does the same job with altitudes.
import type { Position } from "../../shared/domain/geometry";
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

function geometryXml(geometry: KmlPlacemark["geometry"]): string {
  if (geometry.type === "Point") {
    return `<Point>${altitudeMode([geometry.coordinates])}<coordinates>${coordinate(geometry.coordinates)}</coordinates></Point>`;
  }
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
  const style = placemark.color
    ? `<Style><LineStyle><color>${kmlColor(placemark.color)}</color><width>4</width></LineStyle></Style>`
    : "";
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<kml xmlns="http://www.opengis.net/kml/2.2">`,
    `<Document>`,
    textElement("name", placemark.name),
    `<Placemark>`,
    `${textElement("name", placemark.name)}${textElement("description", placemark.description)}${extendedData}${style}`,
    geometryXml(placemark.geometry),
    `</Placemark>`,
    `</Document>`,
    `</kml>`,
    "",
  ].join("\n");
}
