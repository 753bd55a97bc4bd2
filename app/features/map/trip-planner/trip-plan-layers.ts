// Draws a trip plan on the map: the route on legal roads, the road that closes the way when there
// is none, and the plan's points lettered A, B, C in order. Layer specs are plain data, added and
// removed with their source by a GeoJsonOverlay.
import type { Feature, FeatureCollection, LineString, Point } from "geojson";
import type { LayerSpecification, Map as MapLibreMap } from "maplibre-gl";
import type { BlockingRoad, RoutePlan } from "../../../../shared/contracts/route-plans.contract";
import { OFFLINE_FONT } from "../../../../shared/map/offline-basemap-style";
import { GeoJsonOverlay } from "../geojson-overlay";

export const TRIP_PLAN_SOURCE = "trip-plan";
export const TRIP_POINTS_LAYER = "trip-plan-points";

const ROUTE_COLOR = "#028AD7";
const BLOCKING_COLOR = "#D0021B";

const LAYERS: LayerSpecification[] = [
  {
    id: "trip-plan-route-casing",
    type: "line",
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "route"],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": "#ffffff", "line-width": 8 },
  },
  {
    id: "trip-plan-route",
    type: "line",
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "route"],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": ROUTE_COLOR, "line-width": 5 },
  },
  {
    id: "trip-plan-blocking",
    type: "line",
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "blocking"],
    layout: { "line-cap": "round", "line-join": "round" },
    paint: { "line-color": BLOCKING_COLOR, "line-width": 5, "line-dasharray": [1.5, 1] },
  },
  {
    id: "trip-plan-land-exits",
    type: "circle",
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "land-exit"],
    paint: { "circle-radius": 6, "circle-color": "#CD7F32", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
  },
  {
    id: TRIP_POINTS_LAYER,
    type: "circle",
    source: TRIP_PLAN_SOURCE,
    filter: ["==", ["get", "part"], "point"],
    paint: { "circle-radius": 11, "circle-color": "#202020", "circle-stroke-color": "#ffffff", "circle-stroke-width": 2 },
  },
  {
    id: "trip-plan-point-letters",
    type: "symbol",
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
  if (route) {
    features.push({ type: "Feature", properties: { part: "route" }, geometry: route.geometry });
    for (const exit of route.properties.leaves_public_land) {
      features.push({
        type: "Feature",
        properties: { part: "land-exit" },
        geometry: { type: "Point", coordinates: exit.position },
      });
    }
  }
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
  private readonly overlay: GeoJsonOverlay<typeof TRIP_PLAN_SOURCE>;

  constructor(map: MapLibreMap) {
    this.overlay = new GeoJsonOverlay(map, [TRIP_PLAN_SOURCE], LAYERS);
  }

  onAdd(): void {
    this.overlay.onAdd();
  }

  onRemove(): void {
    this.overlay.onRemove();
  }

  setPlan(plan: DrawnPlan): void {
    this.overlay.setData(TRIP_PLAN_SOURCE, tripPlanCollection(plan));
  }
}
