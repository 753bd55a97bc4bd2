// Display formats of spec §9: counts, distances, percentages and value badges.

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

/** 1000 or more becomes thousands with "k" (12,345 → "12k"); smaller values are shown as they are. */
export function formatThousands(value: number): string {
  return value >= 1000 ? `${Math.round(value / 1000)}k` : String(value);
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

/** An elevation or climb in whole feet, grouped: 1,230 m → "4,035 ft". */
export function formatFeet(metres: number): string {
  return `${metresToFeet(metres).toLocaleString("en-US")} ft`;
}

/** The preview-trail distance: miles with exactly two decimals ("3.40"). */
export function formatPreviewDistanceMiles(miles: number): string {
  return roundTo(miles, 2).toFixed(2);
}

export type BadgeTier = "bronze" | "silver" | "gold";

export interface BadgeColors {
  tier: BadgeTier;
  background: string;
  text: string;
}

const BADGE_COLORS: Record<BadgeTier, BadgeColors> = {
  bronze: { tier: "bronze", background: "#CD7F32", text: "#FFFFFF" },
  // Spec §9 changes only the background for silver; the text keeps the default white.
  silver: { tier: "silver", background: "#C0C0C0", text: "#FFFFFF" },
  gold: { tier: "gold", background: "#FFD700", text: "#404040" },
};

/** The values a badge colour changes above (spec §9). */
export const BADGE_TIER_THRESHOLDS = { silver: 5_000, gold: 10_000 } as const;

/** Bronze by default, silver above 5,000 up to 10,000, gold above 10,000. */
export function badgeColors(value: number): BadgeColors {
  if (value > BADGE_TIER_THRESHOLDS.gold) return BADGE_COLORS.gold;
  if (value > BADGE_TIER_THRESHOLDS.silver) return BADGE_COLORS.silver;
  return BADGE_COLORS.bronze;
}
