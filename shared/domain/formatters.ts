// Display formats of spec §9: counts, conversions and percentages (lengths in the reader's units:
// units.ts; value badges: value-badge.ts).

/** Rounds half away from zero at `decimals`, without the binary drift of `x * 100` (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return sign * Number(`${rounded}e-${decimals}`);
}

const UNREAD_CAP = 9;

/** The unread-announcement badge: the count, or "9+" above 9. */
export function formatUnreadCount(count: number): string {
  return count > UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}

/** A ratio as a percentage number: 0.12345 → 12.35. */
export function toPercent(ratio: number): number {
  return roundTo(ratio * 100, 2);
}

export const METRES_PER_MILE = 1609.344;
export const FEET_PER_METRE = 3.28084;

export function metresToMiles(metres: number, precision = 0): number {
  return roundTo(metres / METRES_PER_MILE, precision);
}

export function metresToFeet(metres: number, precision = 0): number {
  return roundTo(metres * FEET_PER_METRE, precision);
}
