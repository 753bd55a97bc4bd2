// The measure tool (spec §2.2 active-tool=measure): points clicked on the map, the line between
// them, and its length in miles.
import type { FeatureCollection } from "geojson";
import { lineLengthMetres } from "../../../shared/domain/geometry";
import { FEET_PER_METRE, METRES_PER_MILE } from "../../../shared/domain/formatters";

export function measureGeoJson(points: readonly [number, number][]): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: [
      ...(points.length > 1
        ? [{ type: "Feature" as const, properties: {}, geometry: { type: "LineString" as const, coordinates: [...points] } }]
        : []),
      ...points.map((point) => ({
        type: "Feature" as const,
        properties: {},
        geometry: { type: "Point" as const, coordinates: point },
      })),
    ],
  };
}

/** "0 ft" to "950 ft" below a tenth of a mile, then miles with two decimals ("12.34 mi"). */
export function formatMeasuredDistance(points: readonly [number, number][]): string {
  const metres = lineLengthMetres(points);
  const miles = metres / METRES_PER_MILE;
  if (miles < 0.1) return `${Math.round(metres * FEET_PER_METRE)} ft`;
  return `${miles.toFixed(2)} mi`;
}
