// The route drawn without a map library: the line and its markers projected to web mercator and
// scaled into an SVG view box, thinned to what the preview can show. A guide page shows this until
// the reader opens the interactive map (docs/decisions/0021-speed-budgets.md).
import simplify from "simplify-js";
import type { Bounds, Position } from "../geo/geometry";
import { projectX, projectY } from "./web-mercator";

/** The longer side of the view box, in its units; the shorter follows the route's shape. */
const LONG_SIDE = 1000;
/** Room around the route, in view box units, so the line's ends and markers are not cut off. */
const MARGIN = 60;
/** A point closer than this to the thinned line is dropped: under a pixel at any preview size. */
const TOLERANCE = 0.75;

export interface PreviewPoint {
  x: number;
  y: number;
}

export interface RoutePreviewShape {
  width: number;
  height: number;
  /** The SVG path data of the line. */
  path: string;
  /** Where each marker falls, in the order given. */
  markers: PreviewPoint[];
}

const round = (value: number) => Math.round(value * 10) / 10;

export function routePreviewShape(
  coordinates: readonly Position[],
  bounds: Bounds,
  markers: readonly { longitude: number; latitude: number }[] = [],
): RoutePreviewShape {
  const [[west, south], [east, north]] = bounds;
  const left = projectX(west);
  const top = projectY(north);
  const spanX = Math.max(projectX(east) - left, 1e-9);
  const spanY = Math.max(projectY(south) - top, 1e-9);
  const scale = (LONG_SIDE - 2 * MARGIN) / Math.max(spanX, spanY);
  const place = (longitude: number, latitude: number): PreviewPoint => ({
    x: round(MARGIN + (projectX(longitude) - left) * scale),
    y: round(MARGIN + (projectY(latitude) - top) * scale),
  });

  const points = simplify(
    coordinates.map(([longitude, latitude]) => place(longitude, latitude)),
    TOLERANCE,
  );
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${point.x} ${point.y}`).join("");
  return {
    width: round(spanX * scale + 2 * MARGIN),
    height: round(spanY * scale + 2 * MARGIN),
    path,
    markers: markers.map((marker) => place(marker.longitude, marker.latitude)),
  };
}
