import { describe, expect, it } from "vitest";
import { isPermutationOf } from "./list-rules";

describe(isPermutationOf.name, () => {
  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[], [], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 1, 2], false],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 3], [1, 2, 4], false],
  ])("%j reordered as %j: %s", (current, proposed, expected) => {
    expect(isPermutationOf(current, proposed)).toBe(expected);
  });
});
