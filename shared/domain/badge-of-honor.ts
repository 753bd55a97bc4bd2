// The Badge of Honor programme (ADR 0035): a member's claim to have driven a Badge of Honor trail
// moves from submitted to verified or rejected by staff; verified badges earn leaderboard points.
import { BADGE_TIER_THRESHOLDS } from "./value-badge";

export const BADGE_SUBMISSION_STATES = ["submitted", "verified", "rejected"] as const;
export type BadgeSubmissionState = (typeof BADGE_SUBMISSION_STATES)[number];

export const BADGE_LIMITS = {
  /** Photos one claim carries: at least one proves the drive, a few show the hardest parts. */
  photos: 4,
  notes: 2000,
  rigDescription: 120,
  rejectionReason: 500,
  /** Badge holders named on a trail page (the count covers them all). */
  holdersShown: 5,
  /** Drivers on the leaderboard. */
  leaderboard: 20,
} as const;

/** Points per step of a trail's technical rating: an Extreme 10 is worth 5,000, the silver line. */
export const POINTS_PER_RATING_STEP = 500;

/**
 * What one verified badge is worth: the trail's top technical rating (1-10) times 500, so harder
 * trails count for more. A trail without a rating counts as 1.
 */
export function badgePoints(technicalRatingHigh: number | null): number {
  return Math.max(1, technicalRatingHigh ?? 1) * POINTS_PER_RATING_STEP;
}

export interface VerifiedBadge {
  userUuid: string;
  userName: string;
  technicalRatingHigh: number | null;
  verifiedAt: Date;
}

export interface LeaderboardEntry {
  rank: number;
  uuid: string;
  name: string;
  badges: number;
  points: number;
}

/**
 * Drivers by points, most first; a tie goes to more badges, then to whoever reached the total first.
 * Tied drivers share a rank ("1, 2, 2, 4").
 */
export function rankLeaderboard(badges: readonly VerifiedBadge[], limit: number = BADGE_LIMITS.leaderboard): LeaderboardEntry[] {
  const drivers = new Map<string, { uuid: string; name: string; badges: number; points: number; reachedAt: number }>();
  for (const badge of badges) {
    const driver = drivers.get(badge.userUuid) ?? {
      uuid: badge.userUuid,
      name: badge.userName,
      badges: 0,
      points: 0,
      reachedAt: 0,
    };
    driver.badges += 1;
    driver.points += badgePoints(badge.technicalRatingHigh);
    driver.reachedAt = Math.max(driver.reachedAt, badge.verifiedAt.getTime());
    drivers.set(badge.userUuid, driver);
  }
  const sorted = [...drivers.values()].sort((a, b) => b.points - a.points || b.badges - a.badges || a.reachedAt - b.reachedAt);
  return sorted.slice(0, limit).map(({ uuid, name, badges: count, points }) => {
    const firstTied = sorted.findIndex((other) => other.points === points && other.badges === count);
    return { rank: firstTied + 1, uuid, name, badges: count, points };
  });
}

/** The badge tier a points total shows in (spec §9 colours): bronze, silver above 5,000, gold above 10,000. */
export const BADGE_TIER_RANGES = [
  { tier: "bronze", label: "Bronze", range: `Up to ${BADGE_TIER_THRESHOLDS.silver.toLocaleString("en-US")} points` },
  {
    tier: "silver",
    label: "Silver",
    range: `${(BADGE_TIER_THRESHOLDS.silver + 1).toLocaleString("en-US")} to ${BADGE_TIER_THRESHOLDS.gold.toLocaleString("en-US")} points`,
  },
  { tier: "gold", label: "Gold", range: `More than ${BADGE_TIER_THRESHOLDS.gold.toLocaleString("en-US")} points` },
] as const;
