// The small map of a state's guides, worked out by the page's loader: the state's outline and each
// guide's trailhead projected into one SVG view box (the route preview's projection), so the page
// draws it with no map library and no arithmetic.
import { boundsOf, paddedBounds, type Position } from "../../../shared/geo/geometry";
import { routePreviewShape } from "../../../shared/map/route-preview";

export interface StateMapPoint {
  x: number;
  y: number;
  color: string;
}

export interface StateMapShape {
  width: number;
  height: number;
  /** SVG path data of the outline; empty when the state's shape is not known. */
  outline: string;
  points: StateMapPoint[];
}

export interface MappedTrailhead {
  trailhead: [longitude: number, latitude: number];
  color: string;
}

/** Room around trailheads when no outline sets the frame, in degrees. */
const POINTS_MARGIN = 0.3;

/** Null when there is nothing to draw: no guide with a trailhead. */
export function stateMapShape(outline: readonly Position[][] | null, guides: readonly MappedTrailhead[]): StateMapShape | null {
  if (guides.length === 0) return null;
  const rings = outline ?? [];
  const bounds =
    rings.length > 0 ? boundsOf(rings.flat()) : paddedBounds(boundsOf(guides.map(({ trailhead }) => trailhead)), POINTS_MARGIN);
  const markers = guides.map(({ trailhead: [longitude, latitude] }) => ({ longitude, latitude }));
  const { width, height, markers: placed } = routePreviewShape([], bounds, markers);
  return {
    width,
    height,
    outline: rings.map((ring) => `${routePreviewShape(ring, bounds).path}Z`).join(""),
    points: placed.map((point, index) => ({ ...point, color: guides[index]!.color })),
  };
}
