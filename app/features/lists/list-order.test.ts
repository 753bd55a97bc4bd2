import { describe, expect, it } from "vitest";
import { moveItem } from "./list-order";

describe(moveItem.name, () => {
  it.each([
    [["a", "b", "c"], 1, -1, ["b", "a", "c"]],
    [["a", "b", "c"], 1, 1, ["a", "c", "b"]],
    [["a", "b", "c"], 0, -1, ["a", "b", "c"]],
    [["a", "b", "c"], 2, 1, ["a", "b", "c"]],
    [["a"], 0, 1, ["a"]],
    [[], 0, 1, []],
  ] as const)("%j moving %i by %i is %j", (items, index, offset, expected) => {
    expect(moveItem(items, index, offset)).toEqual(expected);
  });

  it("leaves the original alone", () => {
    const items = ["a", "b"];
    moveItem(items, 0, 1);
    expect(items).toEqual(["a", "b"]);
  });
});
