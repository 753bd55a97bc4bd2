// The unit systems a reader can choose (issue 15, ADR 0040): imperial (miles, feet) or metric
// (kilometres, metres), and every length and elevation of the site written in them (spec §9).
import { METRES_PER_MILE, metresToFeet, roundTo } from "./formatters";

export const UNIT_SYSTEMS = ["imperial", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Decimals to keep, or how many for a length in the unit shown. */
type Decimals = number | ((shown: number) => number);

/** One decimal under 10, whole above: "4.2 mi", "12 mi". */
const tenthsUnderTen = (shown: number) => (shown < 10 ? 1 : 0);

const shownLength = (miles: number, units: UnitSystem) => (units === "metric" ? (miles * METRES_PER_MILE) / 1000 : miles);
const lengthUnit = (units: UnitSystem) => (units === "metric" ? "km" : "mi");

/** A length given in miles, in the reader's units: "12 mi" or "19 km", grouped, no trailing zeros. */
export function formatDistance(miles: number, units: UnitSystem, decimals: Decimals = tenthsUnderTen): string {
  const shown = shownLength(miles, units);
  const places = typeof decimals === "number" ? decimals : decimals(shown);
  return `${roundTo(shown, places).toLocaleString("en-US", { maximumFractionDigits: places })} ${lengthUnit(units)}`;
}

/** The preview-trail distance of spec §9: exactly two decimals ("3.40 mi", "5.47 km"). */
export function formatPreviewDistance(miles: number, units: UnitSystem): string {
  return `${roundTo(shownLength(miles, units), 2).toFixed(2)} ${lengthUnit(units)}`;
}

/** An elevation or climb given in metres, whole and grouped: 1,230 m → "4,035 ft" or "1,230 m". */
export function formatElevation(metres: number, units: UnitSystem): string {
  return units === "metric"
    ? `${roundTo(metres, 0).toLocaleString("en-US")} m`
    : `${metresToFeet(metres).toLocaleString("en-US")} ft`;
}

/** The cookie that keeps a visitor's units (a user's are in the access token); readable by the browser. */
export const UNITS_COOKIE = "units";

export const isUnitSystem = (value: unknown): value is UnitSystem => UNIT_SYSTEMS.includes(value as UnitSystem);
