// One track or waypoint as a file to download: GPX 1.1, KML 2.2 or GeoJSON, names, descriptions,
// elevations and times kept (docs/decisions/0062-garmin-route-export.md), or a GPX route of at most
// GARMIN_ROUTE_MAX_POINTS points for GPS units.
import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { Position } from "../../../shared/geo/geometry";
import type { ExportFormat, TrackDetail, Waypoint } from "../../../shared/contracts/user-content.contract";
import { writeGpx } from "../../../shared/geo/write/gpx-writer";
import { routeLineOf } from "../../../shared/geo/geometry";
import { simplifyForRoute } from "../../../shared/geo/simplify";
import { writeKml } from "../../../shared/geo/write/kml-writer";
import { badRequest } from "../../http/errors";

export type ExportableItem = TrackDetail | Waypoint;

export interface ExportOptions {
  /** Points in a "gpx-route" export (config GARMIN_ROUTE_MAX_POINTS). */
  routeMaxPoints: number;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  gpx: "application/gpx+xml; charset=utf-8",
  "gpx-route": "application/gpx+xml; charset=utf-8",
  kml: "application/vnd.google-earth.kml+xml; charset=utf-8",
  geojson: "application/geo+json; charset=utf-8",
};

function featureOf(item: ExportableItem): Feature<Geometry> {
  if (item.kind === "track") {
    return {
      type: "Feature",
      properties: {
        name: item.name,
        description: item.notes,
        stroke: item.color,
        "stroke-width": 4,
        // As @tmcw/togeojson writes them: one list of times per line of the MultiLineString.
        ...(item.point_times ? { coordinateProperties: { times: item.point_times } } : {}),
      },
      geometry: item.geometry,
    };
  }
  const coordinates = item.elevation === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.elevation];
  return {
    type: "Feature",
    properties: {
      name: item.name,
      description: item.notes,
      icon: item.icon,
      ...(item.recorded_at ? { time: item.recorded_at } : {}),
    },
    geometry: { type: "Point", coordinates },
  };
}

function gpxOf(item: ExportableItem): string {
  if (item.kind === "track") {
    return writeGpx({
      name: item.name,
      tracks: [{ name: item.name, description: item.notes, segments: item.geometry.coordinates, times: item.point_times }],
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
        time: item.recorded_at,
      },
    ],
  });
}

/** The track as one <rte> simplified to at most maxPoints points, first and last kept. */
function gpxRouteOf(item: ExportableItem, maxPoints: number): string {
  if (item.kind !== "track") throw badRequest("A GPX route is made from a track; export a waypoint as GPX.");
  return writeGpx({
    name: item.name,
    routes: [
      { name: item.name, description: item.notes, points: simplifyForRoute(routeLineOf(item.geometry.coordinates), maxPoints) },
    ],
  });
}

function kmlOf(item: ExportableItem): string {
  if (item.kind === "track") {
    return writeKml({
      name: item.name,
      description: item.notes,
      color: item.color,
      geometry: item.geometry,
      times: item.point_times,
    });
  }
  const coordinates: Position =
    item.elevation === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.elevation];
  return writeKml({
    name: item.name,
    description: item.notes,
    icon: item.icon,
    time: item.recorded_at,
    geometry: { type: "Point", coordinates },
  });
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
  return format === "gpx-route" ? `${stem}-route.gpx` : `${stem}.${format}`;
}

export function exportItem(
  item: ExportableItem,
  format: ExportFormat,
  options: ExportOptions,
): { body: string; contentType: string; fileName: string } {
  const collection: FeatureCollection<Geometry> = { type: "FeatureCollection", features: [featureOf(item)] };
  const body =
    format === "gpx"
      ? gpxOf(item)
      : format === "gpx-route"
        ? gpxRouteOf(item, options.routeMaxPoints)
        : format === "kml"
          ? kmlOf(item)
          : JSON.stringify(collection);
  return { body, contentType: CONTENT_TYPES[format], fileName: exportFileName(item, format) };
}
