// Geometry as tiles read it: projected to the unit square of web mercator (x, y from 0 to 1, y down,
// as tile 0/0/0 covers it) and simplified once per zoom band, when content is written.
import type { Geometry, LineString, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import simplify from "simplify-js";
import { projectX, projectY } from "../../../shared/map/web-mercator";
import { LINE_BANDS } from "../../db/schema";

export type LineBand = (typeof LINE_BANDS)[number];

/** Each band is simplified for its highest zoom and thinned at its lowest. */
export const BAND_ZOOMS: Record<LineBand, { minZoom: number; maxZoom: number; decimals: number }> = {
  6: { minZoom: 6, maxZoom: 8, decimals: 8 },
  9: { minZoom: 9, maxZoom: 11, decimals: 9 },
  12: { minZoom: 12, maxZoom: 16, decimals: 10 },
};

/** The band a tile of zoom z reads, or null below the first band. */
export function bandForZoom(z: number): LineBand | null {
  let chosen: LineBand | null = null;
  for (const band of LINE_BANDS) if (z >= band) chosen = band;
  return chosen;
}

/** MapLibre draws a tile 512 pixels wide: one pixel at zoom z in unit-square lengths. */
export const pixelAt = (zoom: number) => 1 / (512 * 2 ** zoom);

/** The tolerance geojson-vt applies at a zoom (3 of a 4096 tile extent): simplifying to it loses nothing visible. */
const toleranceAt = (zoom: number) => 3 / (4096 * 2 ** zoom);

export function projectPoint([longitude, latitude]: Position): [number, number] {
  return [projectX(longitude!), projectY(latitude!)];
}

/** Unit-square extent: [minX, minY, maxX, maxY]. */
export type UnitBox = [number, number, number, number];

/** A core PostgreSQL box literal. */
export function boxLiteral([minX, minY, maxX, maxY]: UnitBox): string {
  return `(${maxX},${maxY}),(${minX},${minY})`;
}

interface Point {
  x: number;
  y: number;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

function extentOf(points: readonly Point[], into: UnitBox): UnitBox {
  for (const { x, y } of points) {
    into[0] = Math.min(into[0], x);
    into[1] = Math.min(into[1], y);
    into[2] = Math.max(into[2], x);
    into[3] = Math.max(into[3], y);
  }
  return into;
}

const emptyBox = (): UnitBox => [Infinity, Infinity, -Infinity, -Infinity];

function pathLength(points: readonly Point[]): number {
  let length = 0;
  for (let index = 1; index < points.length; index += 1) {
    length += Math.hypot(points[index]!.x - points[index - 1]!.x, points[index]!.y - points[index - 1]!.y);
  }
  return length;
}

const toPoints = (positions: readonly Position[]): Point[] =>
  positions.map((position) => {
    const [x, y] = projectPoint(position);
    return { x, y };
  });

/** A projected part of a geometry: one line, or one polygon's rings. */
type Part = Point[][];

function partsOf(geometry: Geometry): { kind: "line" | "polygon"; parts: Part[] } | null {
  switch (geometry.type) {
    case "LineString":
      return { kind: "line", parts: [[toPoints(geometry.coordinates)]] };
    case "MultiLineString":
      return { kind: "line", parts: geometry.coordinates.map((line) => [toPoints(line)]) };
    case "Polygon":
      return { kind: "polygon", parts: [geometry.coordinates.map(toPoints)] };
    case "MultiPolygon":
      return { kind: "polygon", parts: geometry.coordinates.map((polygon) => polygon.map(toPoints)) };
    case "Point":
    case "MultiPoint":
    case "GeometryCollection":
      return null;
  }
}

export interface BandGeometry {
  band: LineBand;
  geometry: LineString | MultiLineString | Polygon | MultiPolygon;
  box: UnitBox;
}

/**
 * The line or polygon simplified for each band, in unit-square coordinates. A part smaller than a
 * pixel at the band's lowest zoom is left out (thinning); a band where nothing is left has no row.
 */
export function bandGeometries(geometry: Geometry): BandGeometry[] {
  const projected = partsOf(geometry);
  if (!projected) return [];
  const results: BandGeometry[] = [];
  for (const band of LINE_BANDS) {
    const { minZoom, maxZoom, decimals } = BAND_ZOOMS[band];
    const pixel = pixelAt(minZoom);
    const tolerance = toleranceAt(maxZoom);
    const box = emptyBox();
    const kept: Position[][][] = [];
    for (const rings of projected.parts) {
      const simplifiedRings: Position[][] = [];
      for (const [index, ring] of rings.entries()) {
        const isVisible =
          projected.kind === "line"
            ? pathLength(ring) >= pixel
            : (() => {
                const extent = extentOf(ring, emptyBox());
                return extent[2] - extent[0] >= pixel || extent[3] - extent[1] >= pixel;
              })();
        // A polygon without its outer ring is nothing; a hole too small to see is simply dropped.
        if (!isVisible) {
          if (index === 0) break;
          continue;
        }
        const simplified = simplify(ring, tolerance);
        const minimum = projected.kind === "line" ? 2 : 4;
        if (simplified.length < minimum) {
          if (index === 0) break;
          continue;
        }
        extentOf(simplified, box);
        simplifiedRings.push(simplified.map(({ x, y }) => [round(x, decimals), round(y, decimals)]));
      }
      if (simplifiedRings.length > 0) kept.push(simplifiedRings);
    }
    if (kept.length === 0) continue;
    results.push({ band, geometry: assemble(projected.kind, kept), box });
  }
  return results;
}

function assemble(kind: "line" | "polygon", parts: Position[][][]): BandGeometry["geometry"] {
  if (kind === "line") {
    const lines = parts.map((rings) => rings[0]!);
    return lines.length === 1 ? { type: "LineString", coordinates: lines[0]! } : { type: "MultiLineString", coordinates: lines };
  }
  return parts.length === 1 ? { type: "Polygon", coordinates: parts[0]! } : { type: "MultiPolygon", coordinates: parts };
}

/** A projected point and its box, for the point layers. */
export function pointGeometry(longitude: number, latitude: number): { geometry: Geometry; box: UnitBox } {
  const [x, y] = projectPoint([longitude, latitude]);
  return { geometry: { type: "Point", coordinates: [x, y] }, box: [x, y, x, y] };
}
