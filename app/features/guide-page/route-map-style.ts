// What the guide map draws (spec §9 "Layout"), as plain data: the map component only adds it.
import type { LayerSpecification } from "maplibre-gl";
import type { GuideLines } from "../../../shared/contracts/scout-route.contract";
import type { LineGeometry } from "../../../shared/geo/geometry";
import { UNRATED_COLOR } from "../../../shared/domain/difficulty";

export const ROUTE_SOURCE_ID = "scout-route";
export const ROUTE_LAYER_ID = "scout-route-line";

/** Padding around the route when the map fits its bounds, in pixels. */
export const FIT_PADDING = 40;

export function routeSource(geometry: LineGeometry) {
  return {
    type: "geojson" as const,
    data: { type: "Feature" as const, properties: {}, geometry },
  };
}

/** Width 4, round caps, dash [0.25, 1.5], the difficulty's colour or pink when unrated. */
export function routeLineLayer(color: string | null | undefined) {
  return {
    id: ROUTE_LAYER_ID,
    type: "line" as const,
    source: ROUTE_SOURCE_ID,
    layout: { "line-cap": "round" as const, "line-join": "round" as const },
    paint: {
      "line-color": color || UNRATED_COLOR,
      "line-width": 4,
      "line-dasharray": [0.25, 1.5],
    },
  };
}

export const STAFF_SOURCE_ID = "staff-guides";

export function staffSource(data: GuideLines) {
  return { type: "geojson" as const, data };
}

/** The staff layers (SCOUT or greater, spec §2.11), each a group the reader can switch on and off. */
export const STAFF_LAYER_GROUPS: readonly { label: string; layers: LayerSpecification[] }[] = [
  {
    label: "All trails and scout routes",
    layers: [
      {
        id: "staff-published-lines",
        type: "line",
        source: STAFF_SOURCE_ID,
        filter: ["all", ["==", ["geometry-type"], "LineString"], ["==", ["get", "published"], true]],
        layout: { "line-cap": "round", "line-join": "round" },
        paint: { "line-color": ["get", "color"], "line-width": 3, "line-opacity": 0.85 },
      },
      {
        // Unpublished guides are dashed, so staff can tell them apart at a glance.
        id: "staff-unpublished-lines",
        type: "line",
        source: STAFF_SOURCE_ID,
        filter: ["all", ["==", ["geometry-type"], "LineString"], ["==", ["get", "published"], false]],
        paint: { "line-color": ["get", "color"], "line-width": 3, "line-opacity": 0.85, "line-dasharray": [2, 2] },
      },
    ],
  },
  {
    label: "Waypoints",
    layers: [
      {
        id: "staff-waypoints",
        type: "circle",
        source: STAFF_SOURCE_ID,
        filter: ["==", ["get", "kind"], "waypoint"],
        paint: {
          "circle-radius": 4,
          "circle-color": "#ffffff",
          "circle-stroke-color": "#333333",
          "circle-stroke-width": 2,
        },
      },
    ],
  },
];
