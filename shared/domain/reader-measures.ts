// Rig measurements and the weather service's figures in the reader's units (ADR 0040, 0064). Kept
// apart from units.ts, which every content page loads: only the garage, the rig verdict and the
// forecast, which load on demand, use these.
import { METRES_PER_MILE, roundTo } from "./formatters";
import type { UnitSystem } from "./units";

const CENTIMETRES_PER_INCH = 2.54;

/**
 * A rig's measurement, stored in inches (ADR 0064): "3.5 in", or whole centimetres ("9 cm") for a
 * metric reader.
 */
export function formatRigLength(inches: number, units: UnitSystem): string {
  return units === "metric" ? `${Math.round(inches * CENTIMETRES_PER_INCH)} cm` : `${Number(inches.toFixed(1))} in`;
}

/** Whole centimetres to the inches a rig is stored in (to the tenth the form keeps). */
export const centimetresToInches = (centimetres: number) => roundTo(centimetres / CENTIMETRES_PER_INCH, 1);

/** Inches to the whole centimetres a metric reader enters. */
export const inchesToCentimetres = (inches: number) => Math.round(inches * CENTIMETRES_PER_INCH);

/** A wind speed as the weather service writes it ("10 mph", "5 to 15 mph"), in the reader's units. */
export function formatWindSpeed(text: string, units: UnitSystem): string {
  if (units === "imperial" || !/\bmph\b/.test(text)) return text;
  return text
    .replace(/\d+(?:\.\d+)?/g, (speed) => String(Math.round((Number(speed) * METRES_PER_MILE) / 1000)))
    .replace(/\bmph\b/g, "km/h");
}

/** A temperature in the reader's units: Fahrenheit for imperial, Celsius for metric, whole degrees. */
export function formatTemperature(value: number, unit: "F" | "C", units: UnitSystem): string {
  const wanted = units === "metric" ? "C" : "F";
  if (unit === wanted) return `${value}°${unit}`;
  const converted = wanted === "C" ? ((value - 32) * 5) / 9 : (value * 9) / 5 + 32;
  return `${Math.round(converted)}°${wanted}`;
}
