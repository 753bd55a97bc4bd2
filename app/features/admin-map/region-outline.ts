// A region's outline as the region map handles it: polygons of rings of [longitude, latitude], the
// GeoJSON the endpoint takes, and the box to zoom to.
import type { LngLatBoundsLike } from "maplibre-gl";
import type { AdminRegion, RegionBoundaryInput } from "../../../shared/contracts/map-data-admin.contract";

export type Ring = [number, number][];

/** The box around an outline's points, or the region's trailheads, or null. */
export function regionBounds(region: AdminRegion): LngLatBoundsLike | null {
  if (region.boundary) {
    const points = region.boundary.coordinates.flat(region.boundary.type === "Polygon" ? 1 : 2) as Ring;
    const longitudes = points.map(([longitude]) => longitude);
    const latitudes = points.map(([, latitude]) => latitude);
    return [
      [Math.min(...longitudes), Math.min(...latitudes)],
      [Math.max(...longitudes), Math.max(...latitudes)],
    ];
  }
  return region.guide_bounds;
}

/** The polygons of an outline, one list of rings each. */
export const polygonsOf = (boundary: RegionBoundaryInput | null): Ring[][] =>
  boundary === null ? [] : boundary.type === "Polygon" ? [boundary.coordinates] : boundary.coordinates;

/** One polygon as a Polygon, several as a MultiPolygon, none as no outline. */
export function boundaryOf(polygons: Ring[][]): RegionBoundaryInput | null {
  if (polygons.length === 0) return null;
  return polygons.length === 1 ? { type: "Polygon", coordinates: polygons[0]! } : { type: "MultiPolygon", coordinates: polygons };
}
