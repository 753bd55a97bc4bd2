import { describe, expect, it } from "vitest";
import { badgeColors, formatThousands } from "./value-badge";

describe(formatThousands.name, () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [1499, "1k"],
    [1500, "2k"],
    [12_345, "12k"],
    [999_999, "1000k"],
  ])("%d → %j", (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });
});

describe(badgeColors.name, () => {
  it.each([
    [0, "bronze", "#CD7F32", "#FFFFFF"],
    [5000, "bronze", "#CD7F32", "#FFFFFF"],
    [5001, "silver", "#C0C0C0", "#FFFFFF"],
    [10_000, "silver", "#C0C0C0", "#FFFFFF"],
    [10_001, "gold", "#FFD700", "#404040"],
  ])("%d → %s", (value, tier, background, text) => {
    expect(badgeColors(value)).toEqual({ tier, background, text });
  });
});
