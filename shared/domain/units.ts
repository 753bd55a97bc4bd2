// The unit systems a reader can choose (issue 15, ADR 0040): imperial (miles, feet) or metric
// (kilometres, metres), and every length and elevation of the site written in them (spec §9).
import { METRES_PER_MILE, metresToFeet, roundTo } from "./formatters";
import { DEFAULT_LOCALE, formatNumber, type Locale } from "./locales";

export const UNIT_SYSTEMS = ["imperial", "metric"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Decimals to keep, or how many for a length in the unit shown. */
type Decimals = number | ((shown: number) => number);

/** One decimal under 10, whole above: "4.2 mi", "12 mi". */
const tenthsUnderTen = (shown: number) => (shown < 10 ? 1 : 0);

/** Lengths and elevations in the reader's units, their numbers written in the page's language. */
export interface Measures {
  units: UnitSystem;
  /** A length given in miles: "12 mi" or "19 km", grouped, no trailing zeros (French: "4,2 km"). */
  distance(miles: number, decimals?: Decimals): string;
  /** The preview-trail distance of spec §9: exactly two decimals ("3.40 mi", "5.47 km"). */
  previewDistance(miles: number): string;
  /** An elevation or climb given in metres, whole and grouped: 1,230 m → "4,035 ft" or "1,230 m". */
  elevation(metres: number): string;
  /** A plain figure, such as a chart's tick, written in the page's language. */
  number(value: number): string;
}

export function measures(units: UnitSystem, locale: Locale = DEFAULT_LOCALE): Measures {
  const isMetric = units === "metric";
  const lengthUnit = isMetric ? "km" : "mi";
  const shownLength = (miles: number) => (isMetric ? (miles * METRES_PER_MILE) / 1000 : miles);
  return {
    units,
    distance(miles, decimals = tenthsUnderTen) {
      const shown = shownLength(miles);
      const places = typeof decimals === "number" ? decimals : decimals(shown);
      return `${formatNumber(roundTo(shown, places), locale, { maximumFractionDigits: places })} ${lengthUnit}`;
    },
    previewDistance(miles) {
      const shown = roundTo(shownLength(miles), 2);
      return `${formatNumber(shown, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${lengthUnit}`;
    },
    elevation(metres) {
      const shown = isMetric ? roundTo(metres, 0) : metresToFeet(metres);
      return `${formatNumber(shown, locale)} ${isMetric ? "m" : "ft"}`;
    },
    number: (value) => formatNumber(value, locale),
  };
}

/**
 * Figures for a reader the page does not know (a link preview, a description): miles in English,
 * kilometres in French and Spanish, as Canada and Mexico measure.
 */
export const measuresForLanguage = (locale: Locale): Measures => measures(locale === "en" ? "imperial" : "metric", locale);

/** The cookie that keeps a visitor's units (a user's are in the access token); readable by the browser. */
export const UNITS_COOKIE = "units";

export const isUnitSystem = (value: unknown): value is UnitSystem => UNIT_SYSTEMS.includes(value as UnitSystem);
