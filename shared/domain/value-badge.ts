// Spec §9's value badges: a number in the k format on a bronze, silver or gold background. Apart
// from the other formats, so pages that show no value badge (the trail page) load none of it.

/** 1000 or more becomes thousands with "k" (12,345 → "12k"); smaller values are shown as they are. */
export function formatThousands(value: number): string {
  return value >= 1000 ? `${Math.round(value / 1000)}k` : String(value);
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
