// Draws a trip plan on the map: the route on legal roads, the road that closes the way when there
// is none, and the plan's points lettered A, B, C in order. Layer specs are plain data; TripPlanLayers
// pairs every addSource/addLayer with its removal and adds them again after a basemap change.
import type { Feature, FeatureCollection, LineString, Point } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import type { BlockingRoad, RoutePlan } from "../../../../shared/contracts/route-plans.contract";
import { OFFLINE_FONT } from "../../../../shared/map/offline-basemap-style";

export const TRIP_PLAN_SOURCE = "trip-plan";
export const TRIP_POINTS_LAYER = "trip-plan-points";

const ROUTE_COLOR = "#028AD7";
const BLOCKING_COLOR = "#D0021B";

const LAYERS = [
  {
    id: "trip-plan-route-casing",
    type: "line" as const,
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "route"],
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": "#ffffff", "line-width": 8 },
  },
  {
    id: "trip-plan-route",
    type: "line" as const,
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "route"],
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": ROUTE_COLOR, "line-width": 5 },
  },
  {
    id: "trip-plan-blocking",
    type: "line" as const,
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "blocking"],
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: { "line-color": BLOCKING_COLOR, "line-width": 5, "line-dasharray": [1.5, 1] },
  },
  {
    id: TRIP_POINTS_LAYER,
    type: "circle" as const,
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "point"],
    paint: { "circle-radius": 11, "circle-color": "#202020", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
  },
  {
    id: "trip-plan-point-letters",
    type: "symbol" as const,
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "point"],
    layout: {
      "text-field": ["get", "letter"],
      "text-font": [OFFLINE_FONT],
      "text-size": 12,
      "text-allow-overlap": true,
      "text-ignore-placement": true,
    },
    paint: { "text-color": "#ffffff" },
  },
];

/** The letter a plan's point goes by: A for the start, then B, C… in order. */
export const pointLetter = (index: number) => String.fromCharCode(65 + index);

export interface DrawnPlan {
  points: readonly [number, number][];
  route: RoutePlan | null;
  blocking: BlockingRoad | null;
}

export function tripPlanCollection({ points, route, blocking }: DrawnPlan): FeatureCollection<LineString | Point> {
  const features: Feature<LineString | Point>[] = [];
  if (route) features.push({ type: "Feature", properties: { part: "route" }, geometry: route.geometry });
  if (blocking) features.push({ type: "Feature", properties: { part: "blocking" }, geometry: blocking.geometry });
  points.forEach((point, index) =>
    features.push({
      type: "Feature",
      properties: { part: "point", index, letter: pointLetter(index) },
      geometry: { type: "Point", coordinates: [...point] },
    }),
  );
  return { type: "FeatureCollection", features };
}

export class TripPlanLayers {
  private isAdded = false;
  private data: FeatureCollection = { type: "FeatureCollection", features: [] };

  constructor(private readonly map: MapLibreMap) {}

  onAdd(): void {
    this.map.on("style.load", this.restoreAfterStyleChange);
    if (this.map.isStyleLoaded()) this.addToStyle();
    else this.map.once("load", this.addToStyle);
  }

  onRemove(): void {
    this.map.off("load", this.addToStyle);
    this.map.off("style.load", this.restoreAfterStyleChange);
    // The map may already be torn down by the page (map.remove()); then there is nothing to undo.
    if (!this.isAdded || !this.map.getStyle()) return;
    for (const layer of [...LAYERS].reverse()) if (this.map.getLayer(layer.id)) this.map.removeLayer(layer.id);
    if (this.map.getSource(TRIP_PLAN_SOURCE)) this.map.removeSource(TRIP_PLAN_SOURCE);
    this.isAdded = false;
  }

  setPlan(plan: DrawnPlan): void {
    this.data = tripPlanCollection(plan);
    if (this.isAdded) void this.map.getSource<GeoJSONSource>(TRIP_PLAN_SOURCE)?.setData(this.data);
  }

  private readonly restoreAfterStyleChange = () => {
    if (this.isAdded && !this.map.getSource(TRIP_PLAN_SOURCE)) {
      this.isAdded = false;
      this.addToStyle();
    }
  };

  private readonly addToStyle = () => {
    if (this.isAdded) return;
    this.map.addSource(TRIP_PLAN_SOURCE, { type: "geojson", data: this.data });
    for (const layer of LAYERS) this.map.addLayer(layer as Parameters<MapLibreMap["addLayer"]>[0]);
    this.isAdded = true;
  };
}
