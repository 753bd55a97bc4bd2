// The measure tool (spec §2.2 active-tool=measure): points clicked on the map, the line between
// them, and its length in the reader's units.
import type { FeatureCollection } from "geojson";
import { lineLengthMetres } from "../../../shared/geo/geometry";
import { FEET_PER_METRE, METRES_PER_MILE } from "../../../shared/domain/formatters";
import { formatNumber, type Locale } from "../../../shared/domain/locales";
import type { UnitSystem } from "../../../shared/domain/units";

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

/**
 * Imperial: "0 ft" to "950 ft" below a tenth of a mile, then miles with two decimals ("12.34 mi").
 * Metric: "0 m" to "99 m" below a tenth of a kilometre, then kilometres ("19.86 km").
 */
export function formatMeasuredDistance(points: readonly [number, number][], units: UnitSystem, locale: Locale = "en"): string {
  const metres = lineLengthMetres(points);
  const number = (value: number, decimals: number) =>
    formatNumber(value, locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  if (units === "metric") return metres < 100 ? `${number(metres, 0)} m` : `${number(metres / 1000, 2)} km`;
  const miles = metres / METRES_PER_MILE;
  if (miles < 0.1) return `${number(metres * FEET_PER_METRE, 0)} ft`;
  return `${number(miles, 2)} mi`;
}
