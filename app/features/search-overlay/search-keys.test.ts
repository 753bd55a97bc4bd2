import { describe, expect, it } from "vitest";
import { moveHighlight } from "./search-keys";

describe(moveHighlight.name, () => {
  it.each([
    [-1, 1, 4, 0],
    [0, 1, 4, 1],
    [3, 1, 4, 3],
    [2, -1, 4, 1],
    [0, -1, 4, 0],
    [-1, -1, 4, -1],
    [-1, 1, 0, -1],
    [5, 1, 3, 2],
  ] as const)("from %i by %i in %i rows → %i", (current, direction, rows, expected) => {
    expect(moveHighlight(current, direction, rows)).toBe(expected);
  });
});
