// One track or waypoint as a file to download: GPX 1.1, KML 2.2 or GeoJSON, elevations kept.
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { Position } from "../../../shared/domain/geometry";
import type { ExportFormat, TrackDetail, Waypoint } from "../../../shared/contracts/user-content.contract";
import { writeGpx } from "../../geo-files/gpx-writer";
import { writeKml } from "../../geo-files/kml-writer";

export type ExportableItem = TrackDetail | Waypoint;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  gpx: "application/gpx+xml; charset=utf-8",
  kml: "application/vnd.google-earth.kml+xml; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
};

function featureOf(item: ExportableItem): Feature<Geometry> {
  if (item.kind === "track") {
    return {
      type: "Feature",
      properties: { name: item.name, description: item.notes, stroke: item.color, "stroke-width": 4 },
      geometry: item.geometry,
    };
  }
  const coordinates = item.elevation === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.elevation];
  return {
    type: "Feature",
    properties: { name: item.name, description: item.notes, icon: item.icon },
    geometry: { type: "Point", coordinates },
  };
}

function gpxOf(item: ExportableItem): string {
  if (item.kind === "track") {
    return writeGpx({
      name: item.name,
      tracks: [{ name: item.name, description: item.notes, segments: item.geometry.coordinates }],
    });
  }
  return writeGpx({
    name: item.name,
    waypoints: [
      {
        latitude: item.latitude,
        longitude: item.longitude,
        elevation: item.elevation,
        name: item.name,
        description: item.notes,
        symbol: item.icon,
      },
    ],
  });
}

function kmlOf(item: ExportableItem): string {
  if (item.kind === "track") {
    return writeKml({ name: item.name, description: item.notes, color: item.color, geometry: item.geometry });
  }
  const coordinates: Position =
    item.elevation === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.elevation];
  return writeKml({ name: item.name, description: item.notes, icon: item.icon, geometry: { type: "Point", coordinates } });
}

/** A file name from the item's name: letters, digits and dashes only. */
export function exportFileName(item: ExportableItem, format: ExportFormat): string {
  const stem =
    item.name
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .toLowerCase()
      .slice(0, 60) || item.kind;
  return `${stem}.${format}`;
}

export function exportItem(item: ExportableItem, format: ExportFormat): { body: string; contentType: string; fileName: string } {
  const collection: FeatureCollection<Geometry> = { type: "FeatureCollection", features: [featureOf(item)] };
  const body = format === "gpx" ? gpxOf(item) : format === "kml" ? kmlOf(item) : JSON.stringify(collection);
  return { body, contentType: CONTENT_TYPES[format], fileName: exportFileName(item, format) };
}
