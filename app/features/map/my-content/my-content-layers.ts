// Draws the member's tracks and waypoints, and a track being drawn, on a MapLibre map. Layer specs
// are plain data; MyContentLayers pairs every addSource/addLayer with its removal.
import type { FeatureCollection, LineString, MultiLineString, Point } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import type { MyContent } from "../../../../shared/contracts/user-content.contract";

export const TRACKS_SOURCE = "my-content-tracks";
export const WAYPOINTS_SOURCE = "my-content-waypoints";
export const DRAFT_SOURCE = "my-content-draft";

const LAYERS = [
  {
    id: "my-content-track-casing",
    type: "line" as const,
    source: TRACKS_SOURCE,
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": "#ffffff", "line-width": 7 },
  },
  {
    id: "my-content-track-line",
    type: "line" as const,
    source: TRACKS_SOURCE,
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": ["get", "color"], "line-width": 4 },
  },
  {
    id: "my-content-waypoint",
    type: "circle" as const,
    source: WAYPOINTS_SOURCE,
    paint: { "circle-radius": 7, "circle-color": "#202020", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
  },
  {
    id: "my-content-draft-line",
    type: "line" as const,
    source: DRAFT_SOURCE,
    filter: ["==", ["geometry-type"], "LineString"],
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": "#028AD7", "line-width": 3, "line-dasharray": [2, 1] },
  },
  {
    id: "my-content-draft-points",
    type: "circle" as const,
    source: DRAFT_SOURCE,
    filter: ["==", ["geometry-type"], "Point"],
    paint: { "circle-radius": 5, "circle-color": "#ffffff", "circle-stroke-color": "#028AD7", "circle-stroke-width": 2 },
  },
];

const empty = (): FeatureCollection => ({ type: "FeatureCollection", features: [] });

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
  private isAdded = false;
  private pending: { tracks: FeatureCollection; waypoints: FeatureCollection; draft: FeatureCollection } = {
    tracks: empty(),
    waypoints: empty(),
    draft: empty(),
  };

  constructor(private readonly map: MapLibreMap) {}

  onAdd(): void {
    // A basemap change replaces the style and with it our sources: add them again each time.
    this.map.on("style.load", this.restoreAfterStyleChange);
    if (this.map.isStyleLoaded()) this.addToStyle();
    else this.map.once("load", this.addToStyle);
  }

  onRemove(): void {
    this.map.off("load", this.addToStyle);
    this.map.off("style.load", this.restoreAfterStyleChange);
    if (!this.isAdded) return;
    // The map may already be torn down by the page (map.remove()); then there is nothing to undo.
    if (!this.map.getStyle()) return;
    for (const layer of [...LAYERS].reverse()) if (this.map.getLayer(layer.id)) this.map.removeLayer(layer.id);
    for (const source of [TRACKS_SOURCE, WAYPOINTS_SOURCE, DRAFT_SOURCE]) {
      if (this.map.getSource(source)) this.map.removeSource(source);
    }
    this.isAdded = false;
  }

  setContent(content: MyContent): void {
    this.pending.tracks = tracksCollection(content);
    this.pending.waypoints = waypointsCollection(content);
    this.flush();
  }

  setDraft(points: readonly [number, number][]): void {
    this.pending.draft = draftCollection(points);
    this.flush();
  }

  private readonly restoreAfterStyleChange = () => {
    if (this.isAdded && !this.map.getSource(TRACKS_SOURCE)) {
      this.isAdded = false;
      this.addToStyle();
    }
  };

  private readonly addToStyle = () => {
    if (this.isAdded) return;
    this.map.addSource(TRACKS_SOURCE, { type: "geojson", data: this.pending.tracks });
    this.map.addSource(WAYPOINTS_SOURCE, { type: "geojson", data: this.pending.waypoints });
    this.map.addSource(DRAFT_SOURCE, { type: "geojson", data: this.pending.draft });
    for (const layer of LAYERS) this.map.addLayer(layer as Parameters<MapLibreMap["addLayer"]>[0]);
    this.isAdded = true;
  };

  private flush(): void {
    if (!this.isAdded) return;
    void this.map.getSource<GeoJSONSource>(TRACKS_SOURCE)?.setData(this.pending.tracks);
    void this.map.getSource<GeoJSONSource>(WAYPOINTS_SOURCE)?.setData(this.pending.waypoints);
    void this.map.getSource<GeoJSONSource>(DRAFT_SOURCE)?.setData(this.pending.draft);
  }
}
