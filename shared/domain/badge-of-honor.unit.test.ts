import { describe, expect, it } from "vitest";
import { badgeColors, formatThousands } from "./value-badge";
import { badgePoints, rankLeaderboard, type VerifiedBadge } from "./badge-of-honor";

describe(badgePoints.name, () => {
  it.each([
    [10, 5000],
    [7, 3500],
    [1, 500],
    [null, 500],
    [0, 500],
  ])("a trail rated %s is worth %d points", (rating, points) => {
    expect(badgePoints(rating)).toBe(points);
  });
});

const day = (n: number) => new Date(Date.UTC(2026, 5, n));
const badge = (userUuid: string, rating: number | null, verifiedOn = 1): VerifiedBadge => ({
  userUuid,
  userName: `Driver ${userUuid}`,
  technicalRatingHigh: rating,
  verifiedAt: day(verifiedOn),
});

describe(rankLeaderboard.name, () => {
  it("adds each driver's badges up and puts the most points first", () => {
    const board = rankLeaderboard([badge("a", 6), badge("b", 10), badge("a", 8), badge("c", 3)]);
    expect(board).toEqual([
      { rank: 1, uuid: "a", name: "Driver a", badges: 2, points: 7000 },
      { rank: 2, uuid: "b", name: "Driver b", badges: 1, points: 5000 },
      { rank: 3, uuid: "c", name: "Driver c", badges: 1, points: 1500 },
    ]);
  });

  it("breaks a tie in points by more badges, then by who reached the total first; equal drivers share a rank", () => {
    const board = rankLeaderboard([
      badge("late", 10, 9),
      badge("early", 10, 2),
      badge("many", 5, 1),
      badge("many", 5, 1),
      badge("same", 10, 2),
    ]);
    expect(board.map((entry) => [entry.uuid, entry.rank])).toEqual([
      ["many", 1],
      ["early", 2],
      ["same", 2],
      ["late", 2],
    ]);
  });

  it("keeps the top drivers only", () => {
    const badges = Array.from({ length: 30 }, (_, n) => badge(`d${n}`, (n % 10) + 1));
    expect(rankLeaderboard(badges, 5)).toHaveLength(5);
    expect(rankLeaderboard([])).toEqual([]);
  });

  it("shows totals in the k format and colours of spec §9", () => {
    const total = (ratings: number[]) => ratings.reduce((sum, rating) => sum + badgePoints(rating), 0);
    expect(
      [total([10]), total([10, 1]), total([10, 10, 1])].map((points) => [formatThousands(points), badgeColors(points).tier]),
    ).toEqual([
      ["5k", "bronze"],
      ["6k", "silver"],
      ["11k", "gold"],
    ]);
  });
});
