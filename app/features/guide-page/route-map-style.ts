// What the scout route map draws (spec §9 "Layout"), as plain data: the map component only adds it.
import type { LineGeometry } from "../../../shared/domain/geometry";
import { UNRATED_COLOR } from "../../../shared/domain/difficulty";

export const ROUTE_SOURCE_ID = "scout-route";
export const ROUTE_LAYER_ID = "scout-route-line";

/** Land colour of the plain background until the configured basemaps arrive. */
export const LAND_COLOR = "#efe9dc";

/** Padding around the route when the map fits its bounds, in pixels. */
export const FIT_PADDING = 40;

/** A minimal style: a land-coloured background, nothing to download. */
export const PLAIN_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: "land", type: "background" as const, paint: { "background-color": LAND_COLOR } }],
};

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
