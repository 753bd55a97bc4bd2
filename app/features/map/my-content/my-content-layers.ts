// Draws the member's tracks and waypoints, and a track being drawn, on a MapLibre map. Layer specs
// are plain data, added and removed with their sources by a GeoJsonOverlay.
import type { FeatureCollection, LineString, MultiLineString, Point } from "geojson";
import type { LayerSpecification, Map as MapLibreMap } from "maplibre-gl";
import type { MyContent } from "../../../../shared/contracts/user-content.contract";
import { GeoJsonOverlay } from "../geojson-overlay";

export const TRACKS_SOURCE = "my-content-tracks";
export const WAYPOINTS_SOURCE = "my-content-waypoints";
export const DRAFT_SOURCE = "my-content-draft";

const LAYERS: LayerSpecification[] = [
  {
    id: "my-content-track-casing",
    type: "line",
    source: TRACKS_SOURCE,
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": "#ffffff", "line-width": 7 },
  },
  {
    id: "my-content-track-line",
    type: "line",
    source: TRACKS_SOURCE,
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": ["get", "color"], "line-width": 4 },
  },
  {
    id: "my-content-waypoint",
    type: "circle",
    source: WAYPOINTS_SOURCE,
    paint: { "circle-radius": 7, "circle-color": "#202020", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
  },
  {
    id: "my-content-draft-line",
    type: "line",
    source: DRAFT_SOURCE,
    filter: ["==", ["geometry-type"], "LineString"],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": "#028AD7", "line-width": 3, "line-dasharray": [2, 1] },
  },
  {
    id: "my-content-draft-points",
    type: "circle",
    source: DRAFT_SOURCE,
    filter: ["==", ["geometry-type"], "Point"],
    paint: { "circle-radius": 5, "circle-color": "#ffffff", "circle-stroke-color": "#028AD7", "circle-stroke-width": 2 },
  },
];

export function tracksCollection(content: MyContent): FeatureCollection<MultiLineString> {
  return {
    type: "FeatureCollection",
    features: content.tracks.map((track) => ({
      type: "Feature",
      properties: { uuid: track.uuid, name: track.name, color: track.color },
      geometry: track.preview,
    })),
  };
}

export function waypointsCollection(content: MyContent): FeatureCollection<Point> {
  return {
    type: "FeatureCollection",
    features: content.waypoints.map((waypoint) => ({
      type: "Feature",
      properties: { uuid: waypoint.uuid, name: waypoint.name, icon: waypoint.icon },
      geometry: { type: "Point", coordinates: [waypoint.longitude, waypoint.latitude] },
    })),
  };
}

/** The line so far and its vertices. */
export function draftCollection(points: readonly [number, number][]): FeatureCollection<LineString | Point> {
  return {
    type: "FeatureCollection",
    features: [
      ...(points.length >= 2
        ? [
            {
              type: "Feature" as const,
              properties: {},
              geometry: { type: "LineString" as const, coordinates: points.map((p) => [...p]) },
            },
          ]
        : []),
      ...points.map((point) => ({
        type: "Feature" as const,
        properties: {},
        geometry: { type: "Point" as const, coordinates: [...point] },
      })),
    ],
  };
}

export class MyContentLayers {
  private readonly overlay: GeoJsonOverlay<typeof TRACKS_SOURCE | typeof WAYPOINTS_SOURCE | typeof DRAFT_SOURCE>;

  constructor(map: MapLibreMap) {
    this.overlay = new GeoJsonOverlay(map, [TRACKS_SOURCE, WAYPOINTS_SOURCE, DRAFT_SOURCE], LAYERS);
  }

  onAdd(): void {
    this.overlay.onAdd();
  }

  onRemove(): void {
    this.overlay.onRemove();
  }

  setContent(content: MyContent): void {
    this.overlay.setData(TRACKS_SOURCE, tracksCollection(content));
    this.overlay.setData(WAYPOINTS_SOURCE, waypointsCollection(content));
  }

  setDraft(points: readonly [number, number][]): void {
    this.overlay.setData(DRAFT_SOURCE, draftCollection(points));
  }
}
