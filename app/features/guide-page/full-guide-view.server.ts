// What a reader of the full guide gets worked out by the page's loader rather than in the browser:
// the route map's preview shape and the line's elevation. Null behind the paywall (no line).
import type { Position, Bounds } from "../../../shared/geo/geometry";
import { routePreviewShape, type RoutePreviewShape } from "../../../shared/map/route-preview";
import { guideElevation, type GuideElevation } from "./guide-elevation";
import type { MapMarker } from "./route-map-props";

export interface FullGuideView {
  routePreview: RoutePreviewShape;
  elevation: GuideElevation | null;
}

export function fullGuideView(
  guide: { access: string; geojson?: { coordinates: Position[] }; bounds?: Bounds },
  markers: readonly MapMarker[] = [],
): FullGuideView | null {
  if (guide.access !== "full" || !guide.geojson || !guide.bounds) return null;
  return {
    routePreview: routePreviewShape(guide.geojson.coordinates, guide.bounds, markers),
    elevation: guideElevation(guide.geojson.coordinates),
  };
}
