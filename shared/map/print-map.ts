// The printed guide's overview map, drawn without a map library: the route, its ends, numbered
// waypoints and the public lands it crosses, projected in web mercator into a fixed landscape frame,
// with a scale bar in the reader's units (ADR 0063). Pure: the server draws it into the page.
import simplify from "simplify-js";
import { FEET_PER_METRE, METRES_PER_MILE } from "../domain/formatters";
import type { Bounds, Position } from "../geo/geometry";
import type { Measures } from "../domain/units";
import { projectX, projectY } from "./web-mercator";

/** The frame, in view box units: landscape, as a Letter page's width holds it. */
export const PRINT_MAP_WIDTH = 1000;
export const PRINT_MAP_HEIGHT = 640;
/** Room around the route for its end markers and the scale bar. */
const MARGIN = 70;
/** Points closer than this to the thinned line or outline are dropped: under a printed dot. */
const TOLERANCE = 0.5;
/** One unit of projected x at latitude 0: the equator, on the sphere the product measures distances on (geometry.ts). */
const EARTH_CIRCUMFERENCE_METRES = 2 * Math.PI * 6_371_008.8;
/** The scale bar spans at most this share of the frame's width. */
const SCALE_BAR_MAX_SHARE = 0.25;

export interface PrintPoint {
  x: number;
  y: number;
}

/** A polygon or multipolygon as GeoJSON stores it, [lng, lat]. */
export type AreaGeometry = { type: "Polygon"; coordinates: Position[][] } | { type: "MultiPolygon"; coordinates: Position[][][] };

export interface PrintScaleBar {
  /** The bar's length in view box units. */
  length: number;
  /** What the bar measures: "1 mi", "500 ft", "2 km", "200 m". */
  label: string;
}

export interface PrintMapShape {
  width: number;
  height: number;
  /** The route's SVG path data. */
  path: string;
  start: PrintPoint;
  end: PrintPoint;
  /** Each marker's place, in the order given. */
  markers: PrintPoint[];
  /** Each area's outline, cut to the frame: SVG path data to fill even-odd (holes stay open). */
  areas: string[];
  scaleBar: PrintScaleBar;
  /** Metres on the ground per view box unit, at the middle of the frame. */
  metresPerUnit: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where [lng, lat] falls in the frame, and how much ground one frame unit covers. */
export function printProjection(bounds: Bounds) {
  const [[west, south], [east, north]] = bounds;
  const left = projectX(west);
  const top = projectY(north);
  const spanX = Math.max(projectX(east) - left, 1e-9);
  const spanY = Math.max(projectY(south) - top, 1e-9);
  const scale = Math.min((PRINT_MAP_WIDTH - 2 * MARGIN) / spanX, (PRINT_MAP_HEIGHT - 2 * MARGIN) / spanY);
  // The route sits in the middle of the frame, whichever side has room to spare.
  const offsetX = (PRINT_MAP_WIDTH - spanX * scale) / 2;
  const offsetY = (PRINT_MAP_HEIGHT - spanY * scale) / 2;
  const middleLatitude = (south + north) / 2;
  return {
    place: (longitude: number, latitude: number): PrintPoint => ({
      x: offsetX + (projectX(longitude) - left) * scale,
      y: offsetY + (projectY(latitude) - top) * scale,
    }),
    metresPerUnit: (EARTH_CIRCUMFERENCE_METRES * Math.cos((middleLatitude * Math.PI) / 180)) / scale,
  };
}

/** 1, 2 or 5 times a power of ten: the largest such figure not above `limit`. */
function niceFigureAtMost(limit: number): number {
  const power = 10 ** Math.floor(Math.log10(limit));
  return [5, 2, 1].map((step) => step * power).find((figure) => figure <= limit) ?? power;
}

/**
 * The longest round distance that fits a quarter of the frame: miles (or feet when not even half a
 * mile fits) for imperial readers, kilometres (or metres under one) for metric ones.
 */
export function scaleBarFor(metresPerUnit: number, measure: Measures, frameWidth = PRINT_MAP_WIDTH): PrintScaleBar {
  const { units } = measure;
  const maxMetres = metresPerUnit * frameWidth * SCALE_BAR_MAX_SHARE;
  const [large, largeLabel, small, smallLabel] =
    units === "metric" ? [1000, "km", 1, "m"] : [METRES_PER_MILE, "mi", 1 / FEET_PER_METRE, "ft"];
  const inLarge = maxMetres / large;
  const [figure, metresPerFigure, unit] =
    inLarge >= 1 || (units === "imperial" && inLarge >= 0.5)
      ? [niceFigureAtMost(inLarge), large, largeLabel]
      : [niceFigureAtMost(maxMetres / small), small, smallLabel];
  return {
    length: round((figure * metresPerFigure) / metresPerUnit),
    label: `${measure.number(figure)} ${unit}`,
  };
}

/** A ring cut to an axis-aligned box (Sutherland–Hodgman): the box is convex, so the fill stays right. */
export function clipRing(
  ring: readonly PrintPoint[],
  box: { left: number; top: number; right: number; bottom: number },
): PrintPoint[] {
  const edges: { inside: (point: PrintPoint) => boolean; cross: (a: PrintPoint, b: PrintPoint) => PrintPoint }[] = [
    { inside: (p) => p.x >= box.left, cross: (a, b) => atX(a, b, box.left) },
    { inside: (p) => p.x <= box.right, cross: (a, b) => atX(a, b, box.right) },
    { inside: (p) => p.y >= box.top, cross: (a, b) => atY(a, b, box.top) },
    { inside: (p) => p.y <= box.bottom, cross: (a, b) => atY(a, b, box.bottom) },
  ];
  let output = [...ring];
  for (const { inside, cross } of edges) {
    const input = output;
    output = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length]!;
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(cross(previous, current));
      }
    });
    if (output.length === 0) break;
  }
  return output;
}

const atX = (a: PrintPoint, b: PrintPoint, x: number): PrintPoint => ({ x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) });
const atY = (a: PrintPoint, b: PrintPoint, y: number): PrintPoint => ({ x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y });

const pathOf = (points: readonly PrintPoint[]) =>
  points.map((point, index) => `${index === 0 ? "M" : "L"}${round(point.x)} ${round(point.y)}`).join("");

function areaPath(area: AreaGeometry, place: (longitude: number, latitude: number) => PrintPoint): string {
  const polygons = area.type === "Polygon" ? [area.coordinates] : area.coordinates;
  // A little beyond the frame, so a cut edge never shows as a line inside it.
  const box = { left: -5, top: -5, right: PRINT_MAP_WIDTH + 5, bottom: PRINT_MAP_HEIGHT + 5 };
  return polygons
    .flat()
    .map((ring) =>
      clipRing(
        simplify(
          ring.map(([longitude, latitude]) => place(longitude, latitude)),
          TOLERANCE,
        ),
        box,
      ),
    )
    .filter((ring) => ring.length >= 3)
    .map((ring) => `${pathOf(ring)}Z`)
    .join("");
}

export function printMapShape(
  coordinates: readonly Position[],
  bounds: Bounds,
  measure: Measures,
  {
    markers = [],
    areas = [],
  }: { markers?: readonly { longitude: number; latitude: number }[]; areas?: readonly AreaGeometry[] } = {},
): PrintMapShape {
  const { place, metresPerUnit } = printProjection(bounds);
  const line = simplify(
    coordinates.map(([longitude, latitude]) => place(longitude, latitude)),
    TOLERANCE,
  );
  const roundPoint = ({ x, y }: PrintPoint) => ({ x: round(x), y: round(y) });
  return {
    width: PRINT_MAP_WIDTH,
    height: PRINT_MAP_HEIGHT,
    path: pathOf(line),
    start: roundPoint(line[0]!),
    end: roundPoint(line.at(-1)!),
    markers: markers.map((marker) => roundPoint(place(marker.longitude, marker.latitude))),
    areas: areas.map((area) => areaPath(area, place)).filter((path) => path !== ""),
    scaleBar: scaleBarFor(metresPerUnit, measure),
    metresPerUnit,
  };
}
