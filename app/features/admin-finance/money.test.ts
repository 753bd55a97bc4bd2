import { describe, expect, it } from "vitest";
import { formatRate } from "./money";

describe(formatRate.name, () => {
  it.each([
    [null, "–"],
    [0, "0%"],
    [1 / 3, "33.3%"],
    [1, "100%"],
  ])("writes %s as %s", (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});
